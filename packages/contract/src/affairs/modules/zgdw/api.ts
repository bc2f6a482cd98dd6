import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { recordId as id } from '../../../api/inputs.js';
import { isDate } from '../../../validation-rules.js';
import {
  ACHIEVEMENT_CATEGORIES,
  EDUCATIONS,
  LEVELS,
  LOG_CATEGORIES,
  POLITICAL,
  RECORD_STATUSES,
  TALK_TYPES,
  TRAINING_CATEGORIES,
} from './constants.js';
import { studentNaming } from '../../student-naming.js';

/**
 * The zgdw group's own endpoints under /api/zgdw/v3 (server: modules/affairs/modules/zgdw/routes.ts):
 * counsellors' profiles, work logs, confidential talk records, training and achievements. Who may
 * read or write what is the group's rule (the service decides: counsellors, their supervisors, the
 * office's leadership, the office).
 */

// ---------------------------------------------------------------- input pieces

/** A calendar day, yyyy-MM-dd, that exists. */
const day = z
  .string('validation.required')
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isDate(v), 'validation.date');
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const int = (min: number, max: number) =>
  z
    .number('validation.number')
    .int('validation.integer')
    .min(min, 'validation.min')
    .max(max, 'validation.max');
const keys = <T extends Record<string, unknown>>(table: T) =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
/** One of the keys of a table of labels, typed as the key. */
const oneOf = <T extends Record<string, unknown>>(table: T) => z.enum(keys(table), 'validation.oneOf');
const categoryKeys = [...keys(TRAINING_CATEGORIES), ...keys(ACHIEVEMENT_CATEGORIES)] as [
  keyof typeof TRAINING_CATEGORIES | keyof typeof ACHIEVEMENT_CATEGORIES,
  ...(keyof typeof TRAINING_CATEGORIES | keyof typeof ACHIEVEMENT_CATEGORIES)[],
];

// ---------------------------------------------------------------- profiles

const profileInput = z.object({
  education: oneOf(EDUCATIONS),
  degree: text(16),
  major: text(100),
  political: oneOf(POLITICAL),
  title: text(50),
  /** yyyy-MM */
  started: z.string('validation.required').regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.format'),
  fullTime: z.boolean('validation.required'),
  certificates: z.string('validation.required').trim().max(300, 'validation.maxLength'),
});
export type CounsellorProfileInput = z.input<typeof profileInput>;

const counsellorProfile = z.object({
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  collegeName: z.string(),
  classes: z.array(z.string()),
  students: z.number(),
  /** Whether the counsellor has filled the profile (the fields below are there when filled). */
  filled: z.boolean(),
  education: z.enum(keys(EDUCATIONS)).optional(),
  degree: z.string().optional(),
  major: z.string().optional(),
  political: z.enum(keys(POLITICAL)).optional(),
  title: z.string().optional(),
  /** yyyy-MM */
  started: z.string().optional(),
  fullTime: z.boolean().optional(),
  certificates: z.string().optional(),
});
export type CounsellorProfile = z.infer<typeof counsellorProfile>;

const collegeRatio = z.object({
  collegeName: z.string(),
  students: z.number(),
  fullTime: z.number(),
  /** Students per full-time counsellor (null without one). */
  perCounsellor: z.number().nullable(),
});
export type CollegeRatio = z.infer<typeof collegeRatio>;

const teamView = z.object({
  /** The caller's own profile when they are a counsellor. */
  own: counsellorProfile.nullable(),
  profiles: z.array(counsellorProfile),
  ratios: z.array(collegeRatio),
});
export type TeamView = z.infer<typeof teamView>;

// ---------------------------------------------------------------- work logs

const workLogInput = z.object({
  category: oneOf(LOG_CATEGORIES),
  date: day,
  content: text(2000),
  students: int(0, 500),
});
export type WorkLogInput = z.input<typeof workLogInput>;

const workLog = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  category: z.enum(keys(LOG_CATEGORIES)),
  date: z.string(),
  content: z.string(),
  students: z.number(),
});
export type WorkLog = z.infer<typeof workLog>;

const workLogView = z.object({
  /** The authors whose logs the caller may read (themselves first). */
  authors: z.array(z.object({ id: z.string(), name: z.string() })),
  authorId: z.string().nullable(),
  mayWrite: z.boolean(),
  logs: z.array(workLog),
});
export type WorkLogView = z.infer<typeof workLogView>;

// ---------------------------------------------------------------- talk records

const talkInput = z.object({
  studentId: id,
  date: day,
  minutes: int(5, 480),
  type: oneOf(TALK_TYPES),
  topic: text(200),
  measures: text(2000),
  /** When to talk again (yyyy-MM-dd), if a follow-up is needed. */
  followUp: day.nullable().optional(),
});
export type TalkInput = z.input<typeof talkInput>;

const talkRecord = z.object({
  id: z.string(),
  authorName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  className: z.string(),
  date: z.string(),
  minutes: z.number(),
  type: z.enum(keys(TALK_TYPES)),
  topic: z.string(),
  measures: z.string(),
  /** When to talk again (yyyy-MM-dd), if a follow-up is needed. */
  followUp: z.string().nullable(),
});
export type TalkRecord = z.infer<typeof talkRecord>;

const talkStudent = z.object({
  id: z.string(),
  ...studentNaming,
});
export type TalkStudent = z.infer<typeof talkStudent>;

const talkView = z.object({
  /** Whether the caller reads every counsellor's records (the office's leadership). */
  leadership: z.boolean(),
  /** Whether the caller reads the records of their college's students (college staff, MODULES §16). */
  college: z.boolean(),
  mayWrite: z.boolean(),
  /** Talked-to students this term / students in the caller's classes (counsellors). */
  coverage: z.object({ talked: z.number(), students: z.number() }).nullable(),
  records: z.array(talkRecord),
});
export type TalkView = z.infer<typeof talkView>;

// ---------------------------------------------------------------- training and achievements

const staffRecordInput = z.object({
  kind: z.enum(['training', 'achievement'], 'validation.oneOf'),
  category: z.enum(categoryKeys, 'validation.oneOf'),
  title: text(200),
  /** The organiser (training) or the publisher/awarding body (achievement). */
  organiser: text(100),
  date: day,
  /** Training hours (学时); 0 for achievements. */
  hours: int(0, 200),
  level: oneOf(LEVELS),
});
export type StaffRecordInput = z.input<typeof staffRecordInput>;

const staffRecord = z.object({
  id: z.string(),
  ownerName: z.string(),
  kind: z.enum(['training', 'achievement']),
  category: z.enum(categoryKeys),
  title: z.string(),
  organiser: z.string(),
  date: z.string(),
  hours: z.number(),
  level: z.enum(keys(LEVELS)),
  status: z.enum(keys(RECORD_STATUSES)),
  reviewerName: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type StaffRecord = z.infer<typeof staffRecord>;

const staffRecordDecision = z.object({
  id,
  approve: z.boolean('validation.required'),
  note: z.string().trim().max(300, 'validation.maxLength').optional(),
});
export type StaffRecordDecision = z.input<typeof staffRecordDecision>;

// ---------------------------------------------------------------- endpoints

const zgdw = endpointsOf({ service: 'zgdw', access: 'signedIn' });

export const zgdwEndpoints = {
  /** The counsellors in the caller's charge (a counsellor: their own), with the colleges' ratios. */
  team: zgdw.get('/team/profiles', { reply: teamView }),
  /** A counsellor saves their own profile. */
  saveProfile: zgdw.post('/team/profile', { body: profileInput, reply: counsellorProfile }),
  /** Own logs; the college and the office: their counsellors' (authorId picks one). */
  logs: zgdw.get('/team/logs', { query: z.object({ authorId: id.optional() }), reply: workLogView }),
  writeLog: zgdw.post('/team/logs', { body: workLogInput, reply: workLog }),
  /** The author's own talk records; the college: its students'; the office's leadership: all. */
  talks: zgdw.get('/team/talks', { reply: talkView }),
  /** The counsellor's students to choose from. */
  talkStudents: zgdw.get('/team/talks/students', { reply: z.array(talkStudent) }),
  writeTalk: zgdw.post('/team/talks', { body: talkInput, reply: talkRecord }),
  myRecords: zgdw.get('/team/training/mine', { reply: z.array(staffRecord) }),
  /** Pending until the office approves. */
  addRecord: zgdw.post('/team/training', { body: staffRecordInput, reply: staffRecord }),
  /** The office's list by status (pending when none is given). */
  review: zgdw.get('/team/training/review', {
    query: z.object({ status: oneOf(RECORD_STATUSES).optional() }),
    reply: z.array(staffRecord),
  }),
  /** The office approves or returns a record (a note required to return it). */
  decide: zgdw.post('/team/training/decide', { body: staffRecordDecision, reply: staffRecord }),
};
