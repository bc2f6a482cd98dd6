/**
 * The discipline group's sanction kinds, causes and states and its appeal statuses, read by its
 * declarations (api.ts) and by both sides (types.ts re-exports them).
 */

/** The five national kinds (教育部令第41号), lightest first. */
export const SANCTION_KIND_KEYS = ['warning', 'seriousWarning', 'demerit', 'probation', 'expulsion'] as const;
export type SanctionKind = (typeof SANCTION_KIND_KEYS)[number];

/** What the student did (违纪原因, zfsoft's causes). */
export const SANCTION_CAUSES = [
  'exam',
  'absence',
  'nightsOut',
  'appliance',
  'fighting',
  'theft',
  'gambling',
  'drunkenness',
  'online',
  'academic',
  'other',
] as const;
export type SanctionCause = (typeof SANCTION_CAUSES)[number];

/**
 * Where a sanction stands: in force; its period over, waiting to be lifted (expired); a lifting
 * under review (lifting); lifted; revoked on appeal; expulsion is final (expelled).
 */
export const SANCTION_STATES = ['inForce', 'expired', 'lifting', 'lifted', 'revoked', 'expelled'] as const;
export type SanctionState = (typeof SANCTION_STATES)[number];

/**
 * The appeal committee's statuses (MODULES-RESEARCH §9.4): 待受理, 不予受理, 复查中, and the answer
 * 维持 / 变更 / 撤销.
 */
export const APPEAL_STATUSES = ['pending', 'refused', 'reviewing', 'upheld', 'changed', 'revoked'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
