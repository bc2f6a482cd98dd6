import { parseFilterKey, type ListQuery } from '@campus/contract';

/**
 * The filters the platform's stock lists send beside the `Q^column^OP` ones (issue 32 item 7):
 * the pending list's `taskType` and the handled list's `end`, either as a bare key or as
 * `Q^taskType^…` / `Q^end^…`. They are taken out of the list body before the generic filters
 * run, which would refuse them as unknown columns (400); they never refuse a request.
 */

/** A parameter naming `column`, as a bare key or as a `Q^column^OP` key of any operator. */
const names = (key: string, column: string) => key === column || parseFilterKey(key)?.column === column;

function take(query: ListQuery, column: string): { values: string[]; rest: ListQuery } {
  const values: string[] = [];
  const parameters = query.parameters.filter(({ key, value }) => {
    if (!names(key, column)) return true;
    values.push(value.trim());
    return false;
  });
  return { values, rest: { ...query, parameters } };
}

/**
 * Pending `taskType`: the platform's kinds of pending work (its task types beside the plain
 * approval step). Every task our engine hands out is one kind, an approval step of a user task, and
 * the split by how it reached the user is `Q^reach^…` (reach-filter.ts), so there is nothing for
 * it to narrow: taken out and ignored.
 */
export function dropTaskType(query: ListQuery): ListQuery {
  return take(query, 'taskType').rest;
}

const YES = new Set(['true', 'y', 'yes', '1', 'end']);
const NO = new Set(['false', 'n', 'no', '0']);

/**
 * Handled `end`: whether the request has ended. A yes (`true`, `Y`, `1`) keeps only ended requests
 * (what `/received/query/completed` lists), a no (`false`, `N`, `0`) only running ones; an empty or
 * unrecognised value, or a yes and a no together, narrows nothing. `ended` is undefined then.
 */
export function takeEndFilter(query: ListQuery): { ended?: boolean; rest: ListQuery } {
  const { values, rest } = take(query, 'end');
  const asked = new Set(
    values.map((v) => v.toLowerCase()).flatMap((v) => (YES.has(v) ? [true] : NO.has(v) ? [false] : [])),
  );
  return { ended: asked.size === 1 ? [...asked][0] : undefined, rest };
}
