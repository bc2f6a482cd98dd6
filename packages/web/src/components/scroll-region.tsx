import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** What it holds, for a screen reader ("By college"): a region is named. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways (a wide table on a 375 px phone), reachable with the keyboard: a
 * tab stop, so the arrow keys scroll it, and a named region (issue 35, axe's
 * scrollable-region-focusable). Without it, what is beyond the right edge could not be reached
 * without a pointer.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
