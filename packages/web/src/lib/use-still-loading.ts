import { useDeferredValue } from 'react';

/**
 * Whether a screen should still show a query as loading: while it is pending, and in the urgent
 * render that follows its first reply. React renders an external store's update (a query's reply)
 * synchronously, so a detail screen or a list's first cards drawn there were one long task, most of
 * the blocking time Lighthouse measured after the first paint (issue 31). Kept "loading" there,
 * the screen with its data is drawn in the deferred render that follows, a transition, which React
 * renders in slices and yields between. Data already cached when the screen mounts shows at once;
 * going back to loading or failing shows at once.
 */
export function useStillLoading(query: { status: 'pending' | 'success' | 'error' }): boolean {
  const shownStatus = useDeferredValue(query.status);
  return query.status === 'pending' || (query.status === 'success' && shownStatus === 'pending');
}
