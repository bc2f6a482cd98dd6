/**
 * The categories and levels of a bonus item, read by the group's declarations (api.ts) and by both
 * sides (types.ts re-exports them).
 */

export const BONUS_CATEGORIES = [
  'contest',
  'office',
  'volunteer',
  'practice',
  'publication',
  'certificate',
  'culture',
  'goodDeed',
] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];

export const BONUS_LEVELS = ['national', 'provincial', 'school', 'college'] as const;
export type BonusLevel = (typeof BONUS_LEVELS)[number];
