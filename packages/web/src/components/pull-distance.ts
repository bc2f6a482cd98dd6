/**
 * The pull-to-refresh head's height for a finger `distance` px down: it follows the finger, ever
 * more stiffly (a rubber band that never passes `max`), as antd-mobile's own pull does.
 */
export function pulledHeight(distance: number, max: number, constant = 0.5): number {
  if (distance <= 0) return 0;
  return (distance * max * constant) / (max + constant * distance);
}

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** While the finger is down: far enough to refresh on release, or not yet. */
export function pullStatus(height: number, threshold: number): PullStatus {
  return height > threshold ? 'canRelease' : 'pulling';
}
