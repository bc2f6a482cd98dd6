/**
 * The dormitory checks' discipline categories and vetoes, read by the group's declarations (api.ts)
 * and by both sides (types.ts re-exports them).
 */

/** Discipline categories by group (纪律大类 → 纪律类别). */
export const DISCIPLINE_CATEGORIES = {
  safety: ['bannedAppliance', 'wiring', 'smoking'],
  hours: ['lateReturn', 'nightOut'],
  hygiene: ['pets', 'damage'],
  conduct: ['outsider', 'bedSwap', 'drinking', 'refusing', 'other'],
} as const;
export type DisciplineGroup = keyof typeof DISCIPLINE_CATEGORIES;

/** Findings that set a room's score to 0 whatever the items say (一票否决). */
export const VETOES = ['bannedAppliance', 'pets', 'refusing', 'outsider'] as const;
export type Veto = (typeof VETOES)[number];
