import type { FieldType, FormDefinition, FormValues } from '../../../forms/types.js';

/**
 * Information collection's API under /api/jczy/v3/xxcj/ (server: modules/affairs/modules/xxcj):
 *   GET  xxcj/mine                 a student's collections: to fill, submitted, closed
 *   GET  xxcj/collection?id=       one collection's form and the caller's entry (a student in its audience)
 *   POST xxcj/fill                 {id, values}: once, before the deadline (Idempotency-Key)
 *   GET  xxcj/staff                staff: the collections reaching students in their charge
 *   GET  xxcj/audiences            staff: the colleges, classes and grades they may address
 *   POST xxcj/create               staff: a new collection (CollectionInput)
 *   GET  xxcj/results?id=          staff: completion by college and class (their charge)
 *   GET  xxcj/missing?id=          staff: who in their charge has not filled it
 *   POST xxcj/export?id=           staff: the entries in their charge as a spreadsheet
 */

/** The field types a collection may use (no uploads, signatures or tables in a collection). */
export const COLLECTION_FIELD_TYPES = [
  'text',
  'textarea',
  'integer',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
  'phone',
] as const satisfies readonly FieldType[];
export type CollectionFieldType = (typeof COLLECTION_FIELD_TYPES)[number];

export interface CollectionInput {
  title: string;
  description: string;
  form: FormDefinition;
  /** Colleges or classes in the caller's charge; empty: every student in the charge. */
  orgIds: string[];
  /** Enrolment years; empty: every grade. */
  grades: string[];
  /** The last moment to fill it in, epoch ms, in the future. */
  deadline: number;
}

export interface CollectionSummary {
  id: string;
  title: string;
  description: string;
  deadline: number;
  creatorName: string;
  createdAt: number;
  closed: boolean;
}

export type MyCollectionState = 'toFill' | 'submitted' | 'closed';

export interface MyCollection extends CollectionSummary {
  state: MyCollectionState;
  submittedAt: number | null;
}

export interface CollectionView {
  collection: CollectionSummary;
  form: FormDefinition;
  /** The caller's entry, once submitted. */
  values: FormValues | null;
  submittedAt: number | null;
}

export interface StaffCollection extends CollectionSummary {
  /** Students of the audience in the caller's charge, and how many have filled it in. */
  total: number;
  submitted: number;
}

export interface CompletionRow {
  id: string;
  name: string;
  total: number;
  submitted: number;
}

export interface CollectionResults {
  collection: StaffCollection;
  byCollege: CompletionRow[];
  byClass: (CompletionRow & { collegeName: string })[];
}

export interface MissingStudent {
  id: string;
  name: string;
  number: string;
  className: string;
}

export interface CollectionAudiences {
  colleges: { id: string; name: string }[];
  classes: { id: string; name: string; collegeId: string }[];
  grades: string[];
}
