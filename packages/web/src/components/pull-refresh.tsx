import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';

/**
 * antd-mobile's PullToRefresh with its sizes given (its defaults, 40 and 60 px). Left to itself it
 * measures them on every render (convertPx: a probe element and getBoundingClientRect), a forced
 * layout of the whole page in the middle of a list's first render, 85-95 ms of Lighthouse's
 * simulated blocking time on the to-do list. The app does not scale px, so the defaults are exact.
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <PullToRefresh onRefresh={onRefresh} headHeight={40} threshold={60}>
      {children}
    </PullToRefresh>
  );
}
