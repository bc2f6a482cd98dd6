import type { Language } from '../messages/index.js';
import type { GenericRule } from '../validation-rules.js';

/**
 * The form definition format (issue 5): what a process's start and task screens render and what
 * the server validates. One format, one validator, both sides.
 *
 * Process content comes in several languages per school: a text is either one string or a
 * map by language (zh-CN is the fallback).
 */
export type LocalizedText = string | Partial<Record<Language, string>>;

export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'integer',
  'money',
  'date',
  'datetime',
  'dateRange',
  'select',
  'radio',
  'checkbox',
  'switch',
  'phone',
  'idCard',
  'email',
  'upload',
  'image',
  'subTable',
  'signature',
  'computed',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldOption {
  value: string;
  label: LocalizedText;
}

export interface RequiredWhen {
  /** Key of a select, radio or checkbox field. */
  field: string;
  in: string[];
}

interface FieldBase {
  /** Data key: a letter, then letters, digits or underscores. */
  key: string;
  label: LocalizedText;
  required?: boolean;
  /**
   * Required only while a choice field holds one of these values (a sick leave needs its proof,
   * a personal leave does not). The choice field is read as the step sees it: what the step sends
   * when it may edit it, else what is stored.
   */
  requiredWhen?: RequiredWhen;
  placeholder?: LocalizedText;
  help?: LocalizedText;
  /** Groups fields under a heading on screen. */
  section?: LocalizedText;
  /**
   * A step's field for the staff only (an office's internal note): never shown to the request's
   * starter, who otherwise reads every step's fields once the step is past (engine/forms.ts).
   */
  staffOnly?: boolean;
}

export interface TextField extends FieldBase {
  type: 'text' | 'textarea';
  minLength?: number;
  maxLength?: number;
  /** A generic rule of SPEC §5 the text must pass (email, url, postalCode, ...). */
  rule?: GenericRule;
  /**
   * The kind of record whose id the field holds (`sanction`, `publicity`): readers see the record's
   * summary instead of the id, if they may read the record (references.ts).
   */
  refers?: string;
}

export interface NumberField extends FieldBase {
  type: 'number' | 'integer' | 'money';
  min?: number;
  max?: number;
  /** Shown after the value, e.g. 元 or 天. */
  unit?: LocalizedText;
}

export interface DateField extends FieldBase {
  type: 'date' | 'datetime';
  /** yyyy-MM-dd (or 'today'): the earliest allowed. */
  min?: string;
  max?: string;
}

/** Value: [start, end] as yyyy-MM-dd strings; end not before start. */
export interface DateRangeField extends FieldBase {
  type: 'dateRange';
  min?: string;
  max?: string;
}

export interface ChoiceField extends FieldBase {
  type: 'select' | 'radio' | 'checkbox';
  /** Inline options, or a dictionary (`/platform/v3/cat/dictionary/findByTypeKey?typeKey=`). */
  options?: FieldOption[];
  dictionary?: string;
}

export interface SwitchField extends FieldBase {
  type: 'switch';
}

export interface FormattedField extends FieldBase {
  type: 'phone' | 'idCard' | 'email';
}

/** Value: a list of uploaded attachments. */
export interface UploadField extends FieldBase {
  type: 'upload' | 'image';
  /** MIME types or extensions ('image/*', '.pdf'); images default to jpeg, png, webp. */
  accept?: string[];
  maxSizeMB?: number;
  maxCount?: number;
}

export interface SignatureField extends FieldBase {
  type: 'signature';
}

/** Rows of simple fields (no nested tables, uploads or signatures). */
export interface SubTableField extends FieldBase {
  type: 'subTable';
  columns: SimpleField[];
  minRows?: number;
  maxRows?: number;
}

/**
 * A read-only value computed from other fields, by both sides; the server recomputes it and
 * never trusts the client's. A small closed set of operations: nothing is evaluated from text.
 */
export type Computation =
  | { op: 'daysBetween'; from: string; to: string; inclusive?: boolean }
  | { op: 'rangeDays'; range: string; inclusive?: boolean }
  | { op: 'sum'; fields: string[] }
  | { op: 'product'; fields: string[] }
  | { op: 'sumColumn'; table: string; column: string }
  /** A figure from a table by two choices (a bonus item's points by its category and level). */
  | { op: 'lookup'; row: string; column: string; table: Record<string, Record<string, number>> };

export interface ComputedField extends FieldBase {
  type: 'computed';
  compute: Computation;
  unit?: LocalizedText;
}

export type SimpleField = TextField | NumberField | DateField | ChoiceField | SwitchField | FormattedField;

export type FormField =
  SimpleField | DateRangeField | UploadField | SignatureField | SubTableField | ComputedField;

export interface FormDefinition {
  key: string;
  name: LocalizedText;
  fields: FormField[];
}

/** What a node may do with a field: edit it, only read it, or not see it at all. */
export type FieldPermission = 'edit' | 'read' | 'hidden';
export type FieldPermissions = Record<string, FieldPermission>;

/** An uploaded file as a form value refers to it. */
export interface AttachmentRef {
  id: string;
  name: string;
  size: number;
  type: string;
}

export type FormValues = Record<string, unknown>;
