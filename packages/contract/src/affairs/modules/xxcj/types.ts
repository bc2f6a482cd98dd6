import type { FieldType } from '../../../forms/types.js';

/**
 * Information collection's field types; its endpoints and their wire types are declared in api.ts
 * (server: modules/affairs/modules/xxcj).
 */
export type {
  CollectionAudiences,
  CollectionCreate,
  CollectionInput,
  CollectionResults,
  CollectionSummary,
  CollectionView,
  CompletionRow,
  MissingStudent,
  MyCollection,
  MyCollectionState,
  StaffCollection,
} from './api.js';

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
