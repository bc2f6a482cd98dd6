import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows a list renders while it grows: a screenful at once, then a few more per task.
 * Mounting a whole page of cards in one render was one long task of 150-190 ms on a phone four
 * times slower than this machine (Lighthouse's total blocking time counts every task's time over
 * 50 ms); a few cards per task keeps each one short, and the rows below the fold are in before
 * anyone can scroll to them.
 */
export const FIRST_ROWS = 6;
export const ROWS_PER_TASK = 4;

/** The next count: `step` more than shown, never past the total; shown unchanged when complete. */
export function nextShown(shown: number, total: number, step = ROWS_PER_TASK): number {
  return shown >= total ? shown : Math.min(total, shown + step);
}

/**
 * The number of the `total` rows to render now. Rows that arrive later (the next page, a refresh)
 * are rendered the same way; a list that shrinks shows all it has, one emptied starts over.
 */
export function useProgressiveCount(total: number, first = FIRST_ROWS, step = ROWS_PER_TASK): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    // An emptied list (a new filter, a refresh) starts again with a screenful.
    if (total === 0 && shown !== first) setShown(first);
    if (shown >= total) return;
    // A macrotask, so that the browser may paint and handle input between two pieces; each piece
    // a transition, which React renders interruptibly, yielding to a tap or a scroll.
    const timer = setTimeout(() => startTransition(() => setShown((n) => nextShown(n, total, step))), 0);
    return () => clearTimeout(timer);
  }, [shown, total, first, step]);
  return Math.min(shown, total);
}
