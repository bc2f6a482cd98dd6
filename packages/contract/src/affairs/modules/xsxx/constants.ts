/**
 * A student's political status (政治面貌), read by the group's declarations (api.ts) and by both
 * sides (types.ts re-exports it).
 */
export const POLITICAL_STATUSES = ['member', 'probationary', 'league', 'masses'] as const;
export type PoliticalStatus = (typeof POLITICAL_STATUSES)[number];
