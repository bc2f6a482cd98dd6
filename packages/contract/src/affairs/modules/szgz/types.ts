import type { z } from 'zod';
import type {
  assessmentRateInput,
  assessmentResultLine,
  assessmentResults,
  assessmentRoundInput,
  assessmentRoundRef,
  assessmentTask,
  moralAttendanceInput,
  moralRecord,
  moralRecordLine,
  moralRoster,
  moralRosterLine,
  moralSessionInput,
  moralSessionView,
  moralTermTotal,
} from './api.js';

/**
 * The szgz group's own wire types: those of its declarations (api.ts), and its tables of labels
 * (constants.ts).
 */
export * from './constants.js';

// ---------------------------------------------------------------- moral-education class

export type MoralSessionView = z.infer<typeof moralSessionView>;

export type MoralSessionInput = z.output<typeof moralSessionInput>;

export type MoralRecordLine = z.infer<typeof moralRecordLine>;

export type MoralTermTotal = z.infer<typeof moralTermTotal>;

export type MoralRecord = z.infer<typeof moralRecord>;

export type MoralRosterLine = z.infer<typeof moralRosterLine>;

export type MoralRoster = z.infer<typeof moralRoster>;

export type MoralAttendanceInput = z.output<typeof moralAttendanceInput>;

// ---------------------------------------------------------------- teacher assessment

export type AssessmentRoundRef = z.infer<typeof assessmentRoundRef>;

export type AssessmentTask = z.infer<typeof assessmentTask>;

export type AssessmentRateInput = z.output<typeof assessmentRateInput>;

export type AssessmentResultLine = z.infer<typeof assessmentResultLine>;

export type AssessmentResults = z.infer<typeof assessmentResults>;

export type AssessmentRoundInput = z.output<typeof assessmentRoundInput>;
