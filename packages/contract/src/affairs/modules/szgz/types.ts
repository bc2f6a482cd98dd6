/**
 * The szgz group's own wire types: those of its declarations (each beside its schema in api.ts),
 * and its tables of labels (constants.ts).
 */
export * from './constants.js';
export type {
  AssessedTeacher,
  AssessmentRateInput,
  AssessmentResultLine,
  AssessmentResults,
  AssessmentRoundInput,
  AssessmentRoundRef,
  AssessmentTask,
  MoralAttendanceInput,
  MoralRecord,
  MoralRecordLine,
  MoralRoster,
  MoralRosterLine,
  MoralSessionInput,
  MoralSessionView,
  MoralTermTotal,
} from './api.js';
