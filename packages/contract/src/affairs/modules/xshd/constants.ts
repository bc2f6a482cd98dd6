/**
 * The categories of activity, read by the group's declarations (api.ts) and by both sides (types.ts
 * re-exports them).
 */
export const ACTIVITY_CATEGORIES = [
  'ideology',
  'innovation',
  'artsSports',
  'volunteer',
  'practice',
  'lecture',
  'skills',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
