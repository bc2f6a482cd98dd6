import { z } from 'zod';
import { fileBytes } from '../../../api/endpoint.js';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { recordId as id } from '../../../api/inputs.js';
import type { FormDefinition } from '../../../forms/types.js';
import { studentNaming } from '../../student-naming.js';

/**
 * Information collection's endpoints under /api/jczy/v3/xxcj (server:
 * modules/affairs/modules/xxcj/routes.ts). A student of the audience reads and fills a collection
 * once, before its deadline; staff design one for an audience in their charge and read its
 * completion, who is missing and the entries (their charge only: the service decides).
 */

const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
/** A form as the collection stores it (checked against the form format when it was designed). */
const formDefinition = z.custom<FormDefinition>((value) => typeof value === 'object' && value !== null);
const formValues = z.record(z.string(), z.unknown());

const collectionInput = z.object({
  title: text(100),
  description: z.string().trim().max(1000, 'validation.maxLength').default(''),
  /** Checked by the service against the form format and the field types a collection may use. */
  form: z.object({}).passthrough(),
  /** Colleges or classes in the caller's charge; empty: every student in the charge. */
  orgIds: z.array(id).max(100, 'validation.max').default([]),
  /** Enrolment years; empty: every grade. */
  grades: z
    .array(z.string().regex(/^\d{4}$/, 'validation.format'))
    .max(10, 'validation.max')
    .default([]),
  /** The last moment to fill it in, epoch ms, in the future. */
  deadline: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(4_102_444_800_000, 'validation.max'),
});
/** What the design screen sends: a designed form. */
export type CollectionInput = Omit<z.input<typeof collectionInput>, 'form'> & { form: FormDefinition };
/** What the server reads. */
export type CollectionCreate = z.output<typeof collectionInput>;

const collectionSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  deadline: z.number(),
  creatorName: z.string(),
  createdAt: z.number(),
  closed: z.boolean(),
});
export type CollectionSummary = z.infer<typeof collectionSummary>;

const MY_COLLECTION_STATES = ['toFill', 'submitted', 'closed'] as const;
const myCollection = collectionSummary.extend({
  state: z.enum(MY_COLLECTION_STATES),
  submittedAt: z.number().nullable(),
});
export type MyCollection = z.infer<typeof myCollection>;
export type MyCollectionState = MyCollection['state'];

const collectionView = z.object({
  collection: collectionSummary,
  form: formDefinition,
  /** The caller's entry, once submitted. */
  values: formValues.nullable(),
  submittedAt: z.number().nullable(),
});
export type CollectionView = z.infer<typeof collectionView>;

const staffCollection = collectionSummary.extend({
  /** Students of the audience in the caller's charge, and how many have filled it in. */
  total: z.number(),
  submitted: z.number(),
});
export type StaffCollection = z.infer<typeof staffCollection>;

const completionRow = z.object({
  id: z.string(),
  name: z.string(),
  total: z.number(),
  submitted: z.number(),
});
export type CompletionRow = z.infer<typeof completionRow>;

const collectionResults = z.object({
  collection: staffCollection,
  byCollege: z.array(completionRow),
  byClass: z.array(completionRow.extend({ collegeName: z.string() })),
});
export type CollectionResults = z.infer<typeof collectionResults>;

const missingStudent = z.object({
  id: z.string(),
  ...studentNaming,
});
export type MissingStudent = z.infer<typeof missingStudent>;

const collectionAudiences = z.object({
  colleges: z.array(z.object({ id: z.string(), name: z.string() })),
  classes: z.array(z.object({ id: z.string(), name: z.string(), collegeId: z.string() })),
  grades: z.array(z.string()),
});
export type CollectionAudiences = z.infer<typeof collectionAudiences>;

const jczy = endpointsOf({ service: 'jczy', access: 'signedIn' });
const byId = z.object({ id });

export const xxcjEndpoints = {
  /** A student's collections: to fill, submitted, closed. */
  mine: jczy.get('/xxcj/mine', { reply: z.array(myCollection) }),
  /** One collection's form and the caller's entry (a student in its audience). */
  collection: jczy.get('/xxcj/collection', { query: byId, reply: collectionView }),
  /** Once, before the deadline. */
  fill: jczy.post('/xxcj/fill', {
    body: z.object({ id, values: z.record(z.string(), z.unknown(), 'validation.required') }),
    reply: z.object({ submittedAt: z.number() }),
    idempotent: true,
  }),
  /** Staff: the collections reaching students in their charge. */
  staff: jczy.get('/xxcj/staff', { reply: z.array(staffCollection) }),
  /** Staff: the colleges, classes and grades they may address. */
  audiences: jczy.get('/xxcj/audiences', { reply: collectionAudiences }),
  /** Staff: a new collection. */
  create: jczy.post('/xxcj/create', {
    body: collectionInput,
    reply: z.object({ id: z.string() }),
    idempotent: true,
  }),
  /** Staff: completion by college and class (their charge). */
  results: jczy.get('/xxcj/results', { query: byId, reply: collectionResults }),
  /** Staff: who in their charge has not filled it. */
  missing: jczy.get('/xxcj/missing', { query: byId, reply: z.array(missingStudent) }),
  /** Staff: the entries in their charge as a spreadsheet. */
  export: jczy.post('/xxcj/export', { query: byId, reply: fileBytes }),
};
