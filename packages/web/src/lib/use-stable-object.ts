import { useMemo } from 'react';

/**
 * `fields` as one object whose identity changes only when one of its values does: a hook's result
 * that callers keep in effect dependencies. The object must have the same keys on every render.
 */
export function useStableObject<T extends Record<string, unknown>>(fields: T): T {
  // The dependencies are the values themselves, in key order; the fixed keys keep their count fixed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => fields, Object.values(fields));
}
