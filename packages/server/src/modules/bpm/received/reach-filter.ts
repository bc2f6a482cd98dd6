import {
  HttpState,
  parseFilterKey,
  PENDING_REACHES,
  type ListQuery,
  type PendingReach,
} from '@campus/contract';
import { AppError } from '../../../http/errors.js';

const isReach = (value: string): value is PendingReach => (PENDING_REACHES as string[]).includes(value);

/**
 * The pending list's own filter on how a task reached the user: `Q^reach^S` (one way) or
 * `Q^reach^SIN` (several, comma-separated), taken out of the list body before the generic
 * filters run (it is not a column). Returns the ways asked for (undefined: no such filter) and
 * the rest of the query. An unknown way is refused with 400 naming the key.
 */
export function takeReachFilter(query: ListQuery): { reaches?: PendingReach[]; rest: ListQuery } {
  let reaches: PendingReach[] | undefined;
  const parameters = query.parameters.filter(({ key, value }) => {
    const parsed = parseFilterKey(key);
    if (parsed?.column !== 'reach') return true;
    if (parsed.op !== 'S' && parsed.op !== 'SIN') {
      throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidFilter', params: { key } });
    }
    const asked = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (asked.length === 0) return false;
    if ((parsed.op === 'S' && asked.length > 1) || !asked.every(isReach)) {
      throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidFilter', params: { key } });
    }
    reaches = reaches ? reaches.filter((r) => asked.includes(r)) : asked;
    return false;
  });
  return { reaches, rest: { ...query, parameters } };
}

/** Both narrowings at once: the split's own way and the body's filter. */
export function intersectReaches(
  a: readonly PendingReach[] | undefined,
  b: readonly PendingReach[] | undefined,
): PendingReach[] | undefined {
  if (!a) return b && [...b];
  if (!b) return [...a];
  return a.filter((r) => b.includes(r));
}
