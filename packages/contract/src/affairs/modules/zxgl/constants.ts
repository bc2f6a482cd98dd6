/**
 * The counselling group's labels and rules, read by its declarations (api.ts) and by both sides
 * (types.ts re-exports them).
 */

export const COUNSELLING_STAFF = 'counselling_staff';

export const TOPICS = [
  'study',
  'relationships',
  'emotion',
  'romance',
  'family',
  'career',
  'self',
  'adjustment',
  'other',
] as const;
export type Topic = (typeof TOPICS)[number];

export const MODES = ['inPerson', 'online'] as const;
export type Mode = (typeof MODES)[number];

export const RISKS = ['low', 'medium', 'high', 'crisis'] as const;
export type Risk = (typeof RISKS)[number];

export const OUTCOMES = ['done', 'noShow'] as const;

/** A booking may be cancelled up to this many hours before its slot (the schools' one working day). */
export const CANCEL_HOURS = 24;
/** Slots are published at most this many days ahead. */
export const SLOT_DAYS_AHEAD = 28;

export const STAT_DIMENSIONS = ['counsellor', 'type', 'college'] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];

/**
 * The statistics row (by college) of anonymous bookings not revealed: their college would say
 * something about who booked.
 */
export const ANONYMOUS_KEY = 'anonymous';
