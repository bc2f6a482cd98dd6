import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import {
  calendarDay as day,
  groupId as id,
  keyOf as oneOf,
  requiredText as text,
  wholeNumber as int,
} from '../../group-input.js';
import {
  ASSESSMENT_ITEM_KEYS,
  MORAL_KINDS,
  MORAL_STATUSES,
  RATING_MAX,
  RATING_MIN,
  type AssessmentItem,
} from './constants.js';
import { studentNaming } from '../../student-naming.js';

/**
 * The szgz group's own API under /api/szgz/v3 (server: modules/affairs/modules/szgz).
 *
 * Moral-education class (德育课堂):
 *   GET  moral/sessions              -> MoralSessionView[]  students: upcoming and past sessions with their own status
 *   POST moral/signup {sessionId}    -> MoralSessionView    a place if one is free, else the waiting list; again: the same
 *   POST moral/cancel {sessionId}    -> MoralSessionView    frees the place for the first waiting student
 *   GET  moral/record                -> MoralRecord         the student's sessions and points per term
 *   GET  moral/manage                -> MoralSessionView[]  staff: every session with its counts
 *   POST moral/session               -> MoralSessionView    staff: a new session
 *   GET  moral/roster?sessionId=     -> MoralRoster         staff: who signed up
 *   POST moral/attendance            -> MoralRoster         staff: attended or absent for each student
 * Teacher assessment (学生测评), anonymous:
 *   GET  rating/tasks                -> AssessmentTask[]    students: the rounds, whom they rate, whether done
 *   POST rating/rate                 -> AssessmentTask      one rating per student and round; again: nothing new
 *   GET  rating/results?roundId=     -> AssessmentResults   college/office: averages per item and counts
 *   POST rating/round                -> AssessmentRoundRef  office: a new round
 */

// ---------------------------------------------------------------- moral-education class

const moralKind = z.enum(Object.keys(MORAL_KINDS) as [keyof typeof MORAL_KINDS]);
const moralStatus = z.enum(Object.keys(MORAL_STATUSES) as [keyof typeof MORAL_STATUSES]);

export const moralSessionView = z.object({
  id: z.string(),
  title: z.string(),
  kind: moralKind,
  speaker: z.string(),
  place: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  /** HH:mm */
  time: z.string(),
  /** '2026-2027-1' */
  term: z.string(),
  capacity: z.number(),
  points: z.number(),
  creatorName: z.string(),
  /** Places taken. */
  signed: z.number(),
  waiting: z.number(),
  /** The caller's own status (students), null when not signed up. */
  mine: moralStatus.nullable(),
  /** Whether the session's day has passed (no more sign-ups or cancelling). */
  past: z.boolean(),
});
export type MoralSessionView = z.infer<typeof moralSessionView>;

export const moralSessionInput = z.object({
  title: text(100),
  kind: oneOf(MORAL_KINDS),
  speaker: text(100),
  place: text(100),
  date: day,
  time: z.string('validation.required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.format'),
  capacity: int(1, 2000),
  points: int(1, 10),
});
export type MoralSessionInput = z.output<typeof moralSessionInput>;

export const moralRecordLine = z.object({
  sessionId: z.string(),
  title: z.string(),
  date: z.string(),
  status: moralStatus,
  points: z.number(),
});
export type MoralRecordLine = z.infer<typeof moralRecordLine>;

export const moralTermTotal = z.object({ term: z.string(), points: z.number(), passed: z.boolean() });
export type MoralTermTotal = z.infer<typeof moralTermTotal>;

export const moralRecord = z.object({
  passPoints: z.number(),
  terms: z.array(moralTermTotal),
  lines: z.array(moralRecordLine),
});
export type MoralRecord = z.infer<typeof moralRecord>;

export const moralRosterLine = z.object({
  studentId: z.string(),
  ...studentNaming,
  status: moralStatus,
});
export type MoralRosterLine = z.infer<typeof moralRosterLine>;

export const moralRoster = z.object({ session: moralSessionView, students: z.array(moralRosterLine) });
export type MoralRoster = z.infer<typeof moralRoster>;

export const moralAttendanceInput = z.object({
  sessionId: id,
  marks: z
    .array(
      z.object({ studentId: id, status: z.enum(['attended', 'absent'], 'validation.oneOf') }),
      'validation.required',
    )
    .max(2000, 'validation.maxRows'),
});
export type MoralAttendanceInput = z.output<typeof moralAttendanceInput>;

// ---------------------------------------------------------------- teacher assessment

/** One value per assessment item. */
const perItem = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(ASSESSMENT_ITEM_KEYS.map((k) => [k, value])) as Record<AssessmentItem, T>;

export const assessmentRoundRef = z.object({
  id: z.string(),
  title: z.string(),
  opensOn: z.string(),
  closesOn: z.string(),
  /** open | upcoming | closed, on the school's date. */
  state: z.enum(['open', 'upcoming', 'closed']),
});
export type AssessmentRoundRef = z.infer<typeof assessmentRoundRef>;

/** A teacher of the student's class, rated beside the counsellor (MODULES §16). */
export const assessedTeacher = z.object({ teacherId: z.string(), name: z.string() });
export type AssessedTeacher = z.infer<typeof assessedTeacher>;

export const assessmentTask = z.object({
  round: assessmentRoundRef,
  /** The counsellor of the student's class (whom the student rates). */
  counsellorName: z.string().nullable(),
  /** The teachers of the student's class (the counsellor left out), each rated on the same items. */
  teachers: z.array(assessedTeacher),
  rated: z.boolean(),
});
export type AssessmentTask = z.infer<typeof assessmentTask>;

const itemScores = z.object(perItem(int(RATING_MIN, RATING_MAX)), 'validation.required');

export const assessmentRateInput = z.object({
  roundId: id,
  /** The counsellor's scores. */
  scores: itemScores,
  /** The scores of teachers of the class, in the same one anonymous submission. */
  teacherScores: z
    .array(z.object({ teacherId: id, scores: itemScores }), 'validation.required')
    .max(30, 'validation.maxRows')
    .default([]),
});
export type AssessmentRateInput = z.output<typeof assessmentRateInput>;

export const assessmentResultLine = z.object({
  /** Whom the line rates: the counsellor of classes, or a teacher of them. */
  role: z.enum(['counsellor', 'teacher']),
  /** The rated member of staff (a teacher's id too). */
  counsellorId: z.string(),
  counsellorName: z.string(),
  collegeName: z.string(),
  /** Students who rated. */
  ratings: z.number(),
  /** Students in the classes the member counsels or teaches. */
  students: z.number(),
  /** Average per item (null while fewer than MIN_RATINGS_SHOWN have rated). */
  averages: z.object(perItem(z.number())).nullable(),
  overall: z.number().nullable(),
});
export type AssessmentResultLine = z.infer<typeof assessmentResultLine>;

export const assessmentResults = z.object({
  rounds: z.array(assessmentRoundRef),
  roundId: z.string().nullable(),
  lines: z.array(assessmentResultLine),
});
export type AssessmentResults = z.infer<typeof assessmentResults>;

export const assessmentRoundInput = z.object({ title: text(100), opensOn: day, closesOn: day });
export type AssessmentRoundInput = z.output<typeof assessmentRoundInput>;

const szgz = endpointsOf({ service: 'szgz', access: 'signedIn' });
const session = z.object({ sessionId: id });

export const szgzEndpoints = {
  sessions: szgz.get('/moral/sessions', { reply: z.array(moralSessionView) }),
  signUp: szgz.post('/moral/signup', { body: session, reply: moralSessionView }),
  cancel: szgz.post('/moral/cancel', { body: session, reply: moralSessionView }),
  record: szgz.get('/moral/record', { reply: moralRecord }),
  manage: szgz.get('/moral/manage', { reply: z.array(moralSessionView) }),
  create: szgz.post('/moral/session', { body: moralSessionInput, reply: moralSessionView }),
  roster: szgz.get('/moral/roster', { query: z.object({ sessionId: id }), reply: moralRoster }),
  attendance: szgz.post('/moral/attendance', { body: moralAttendanceInput, reply: moralRoster }),
  tasks: szgz.get('/rating/tasks', { reply: z.array(assessmentTask) }),
  rate: szgz.post('/rating/rate', { body: assessmentRateInput, reply: assessmentTask }),
  results: szgz.get('/rating/results', {
    query: z.object({ roundId: id.optional() }),
    reply: assessmentResults,
  }),
  openRound: szgz.post('/rating/round', { body: assessmentRoundInput, reply: assessmentRoundRef }),
};
