import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../components/query-view';
import type { AffairScreenProps } from './affair-screen';
import { GroupHeader } from './group-header';
import { ListQueryView } from './list-query-view';

/**
 * A screen listing the caller's records that, opened with `?id=`, shows one of them instead (a
 * survey's results, an activity's management): the group's header, then the one, or each row,
 * or `empty` when there are none. Each query is asked only when it is the one shown.
 */
export function ListOrOne<Row, One>({
  props,
  id,
  oneQuery,
  listQuery,
  empty,
  showOne,
  showRow,
}: {
  props: AffairScreenProps;
  id: string;
  oneQuery: UseQueryOptions<One, Error, One, QueryKey>;
  listQuery: UseQueryOptions<Row[], Error, Row[], QueryKey>;
  empty: ReactNode;
  showOne: (one: One) => ReactNode;
  /** A row of the list, with its key. */
  showRow: (row: Row) => ReactNode;
}) {
  const list = useQuery({ ...listQuery, enabled: !id });
  const one = useQuery({ ...oneQuery, enabled: !!id });
  return (
    <>
      <GroupHeader props={props} />
      {id ? (
        <QueryView query={one}>{showOne}</QueryView>
      ) : (
        <ListQueryView query={list} empty={empty}>
          {(rows) => rows.map(showRow)}
        </ListQueryView>
      )}
    </>
  );
}
