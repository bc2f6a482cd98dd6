import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../components/query-view';

/**
 * A list query's screen part: loading and failure as QueryView shows them, then `empty` when the
 * list has no rows, else `children` draws the rows (a group's notices, postings, sessions).
 */
export function ListQueryView<Row>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<Row[]>;
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  return <QueryView query={query}>{(rows) => (rows.length === 0 ? empty : children(rows))}</QueryView>;
}
