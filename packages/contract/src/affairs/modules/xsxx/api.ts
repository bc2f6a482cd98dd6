import { z } from 'zod';
import { fileBytes } from '../../../api/endpoint.js';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { recordId as id } from '../../../api/inputs.js';
import { POLITICAL_STATUSES } from './constants.js';

/**
 * Student information's own endpoints under /api/jczy/v3/xsxx (server:
 * modules/affairs/modules/xsxx/routes.ts): the student's own record, the staff's comprehensive
 * query (masked) with its export, one student's card (whole, for the staff in charge), the
 * filters' choices. Who is in charge of whom is the group's rule (the service decides). The
 * change requests are the mechanism's modules infoPhone, infoAddress, infoBankCard.
 */

/** A student as lists show them: the sensitive fields masked. */
const studentInfoRow = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string(),
  gender: z.enum(['male', 'female', 'unknown']),
  collegeName: z.string(),
  className: z.string(),
  grade: z.string().nullable(),
  politicalStatus: z.string().nullable(),
  province: z.string().nullable(),
  ethnicity: z.string().nullable(),
  /** Masked: 139****0002. */
  mobile: z.string().nullable(),
  /** Masked: 3****************2. */
  idNumber: z.string().nullable(),
  /** Masked: **** 1234. */
  bankCard: z.string().nullable(),
  /** Masked: never a figure in a list. */
  familyIncome: z.string().nullable(),
});
export type StudentInfoRow = z.infer<typeof studentInfoRow>;

/** One student's card for the staff in charge (or the student's own): every field whole. */
const studentInfoCard = studentInfoRow.extend({
  birthDate: z.string().nullable(),
  address: z.string().nullable(),
  bankName: z.string().nullable(),
  /** Yearly family income in yuan. */
  familyIncome: z.number().nullable(),
  /** Change requests under way (field -> request id). */
  pending: z.object({
    phone: z.string().optional(),
    address: z.string().optional(),
    bankCard: z.string().optional(),
  }),
});
export type StudentInfoCard = z.infer<typeof studentInfoCard>;

const studentQuery = z.object({
  keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
  collegeId: id.optional(),
  classId: id.optional(),
  grade: z
    .string()
    .regex(/^\d{4}$/, 'validation.format')
    .optional(),
  gender: z.enum(['male', 'female'], 'validation.oneOf').optional(),
  politicalStatus: z.enum(POLITICAL_STATUSES, 'validation.oneOf').optional(),
  province: z.string().trim().max(20, 'validation.maxLength').optional(),
  /** Family income at most this (yuan a year): the hardship shortlist. */
  incomeMax: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(10_000_000, 'validation.max')
    .optional(),
  pageNo: z
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(10_000, 'validation.max')
    .optional(),
  limit: z
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(200, 'validation.max')
    .optional(),
});
export type StudentQuery = z.input<typeof studentQuery>;

const studentPage = z.object({ total: z.number(), pageNo: z.number(), rows: z.array(studentInfoRow) });
export type StudentPage = z.infer<typeof studentPage>;

const studentQueryOptions = z.object({
  colleges: z.array(z.object({ id: z.string(), name: z.string() })),
  classes: z.array(z.object({ id: z.string(), name: z.string(), collegeId: z.string() })),
  grades: z.array(z.string()),
  provinces: z.array(z.string()),
});
export type StudentQueryOptions = z.infer<typeof studentQueryOptions>;

const jczy = endpointsOf({ service: 'jczy', access: 'signedIn' });

export const xsxxEndpoints = {
  /** The student's own record, whole, and their open changes. */
  mine: jczy.get('/xsxx/mine', { reply: studentInfoCard }),
  /** The filters' choices in the caller's charge. */
  options: jczy.get('/xsxx/options', { reply: studentQueryOptions }),
  /** Staff: the students in their charge, filtered, paged; masked. */
  students: jczy.post('/xsxx/students', { body: studentQuery, reply: studentPage }),
  /** Staff in charge: one student's card, whole. */
  student: jczy.get('/xsxx/student', { query: z.object({ id }), reply: studentInfoCard }),
  /** The same filters as a spreadsheet (masked). */
  export: jczy.post('/xsxx/students/export', { body: studentQuery, reply: fileBytes }),
};
