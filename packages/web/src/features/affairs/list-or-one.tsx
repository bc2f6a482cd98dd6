import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../components/query-view';
import type { AffairScreenProps } from './affair-screen';
import { GroupHeader } from './group-header';

/**
 * A screen listing the caller's records that, opened with `?id=`, shows one of them instead (a
 * survey's results, an activity's management): the group's header, then the one, or each row,
 * or `empty` when there are none. The screen asks each query only when it is the one shown.
 */
export function ListOrOne<Row, One>({
  props,
  id,
  one,
  list,
  empty,
  showOne,
  showRow,
}: {
  props: AffairScreenProps;
  id: string;
  one: UseQueryResult<One>;
  list: UseQueryResult<Row[]>;
  empty: ReactNode;
  showOne: (one: One) => ReactNode;
  /** A row of the list, with its key. */
  showRow: (row: Row) => ReactNode;
}) {
  return (
    <>
      <GroupHeader props={props} />
      {id ? (
        <QueryView query={one}>{showOne}</QueryView>
      ) : (
        <QueryView query={list}>{(rows) => (rows.length === 0 ? empty : rows.map(showRow))}</QueryView>
      )}
    </>
  );
}
