import type { MessageKey } from '../messages/index.js';
import { isDate, isEmail, isIdCard, isMobile, GENERIC_RULES } from '../validation-rules.js';
import { withComputed } from './compute.js';
import type {
  AttachmentRef,
  FieldOption,
  FieldPermissions,
  FormDefinition,
  FormField,
  FormValues,
  SimpleField,
  UploadField,
} from './types.js';

export interface FieldIssue {
  /** Data path: 'reason', 'members[1].phone'. */
  field: string;
  message: MessageKey;
  params?: Record<string, string | number>;
}

export interface ValidateOptions {
  /** Which fields this step may edit; missing: every field is editable (the start form). */
  permissions?: FieldPermissions;
  /** Options of dictionary-backed choice fields, by dictionary key. */
  dictionaries?: Record<string, FieldOption[]>;
  /** Today as yyyy-MM-dd, for 'today' bounds (the caller's school time zone). */
  today?: string;
}

export interface ValidateResult {
  /** Normalised values (numbers as numbers, trimmed text) with computed fields recomputed. */
  values: FormValues;
  issues: FieldIssue[];
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The types an upload field accepts (images default to JPEG, PNG and WebP); empty: any. */
export function acceptOf(field: UploadField): string[] {
  return field.accept ?? (field.type === 'image' ? IMAGE_TYPES : []);
}

/** Does a file (by MIME type and name) match an accept list ('image/*', 'application/pdf', '.docx')? */
export function acceptsFile(accept: string[], type: string, name: string): boolean {
  if (accept.length === 0) return true;
  const lowerName = name.toLowerCase();
  return accept.some((a) => {
    const rule = a.toLowerCase();
    if (rule.startsWith('.')) return lowerName.endsWith(rule);
    if (rule.endsWith('/*')) return type.toLowerCase().startsWith(rule.slice(0, -1));
    return type.toLowerCase() === rule;
  });
}

function resolveBound(bound: string | undefined, today: string | undefined): string | undefined {
  if (bound === 'today') return today;
  return bound;
}

function isAttachment(v: unknown): v is AttachmentRef {
  const a = v as AttachmentRef;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.id === 'string' &&
    typeof a.name === 'string' &&
    typeof a.size === 'number' &&
    typeof a.type === 'string'
  );
}

type Check = { value?: unknown; issue?: Omit<FieldIssue, 'field'> };

function checkSimple(field: SimpleField, raw: unknown, options: ValidateOptions): Check {
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof raw !== 'string') return { issue: { message: 'validation.format' } };
      const value = raw.trim();
      if (field.minLength !== undefined && value.length < field.minLength) {
        return { issue: { message: 'validation.minLength', params: { min: field.minLength } } };
      }
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        return { issue: { message: 'validation.maxLength', params: { max: field.maxLength } } };
      }
      if (field.rule && !GENERIC_RULES[field.rule].test(value))
        return { issue: { message: GENERIC_RULES[field.rule].message } };
      return { value };
    }
    case 'number':
    case 'integer':
    case 'money': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
      if (!Number.isFinite(n))
        return { issue: { message: field.type === 'integer' ? 'validation.integer' : 'validation.number' } };
      if (field.type === 'integer' && !Number.isInteger(n))
        return { issue: { message: 'validation.integer' } };
      if (field.type === 'money' && Math.round(n * 100) !== n * 100)
        return { issue: { message: 'validation.money' } };
      if (field.min !== undefined && n < field.min)
        return { issue: { message: 'validation.min', params: { min: field.min } } };
      if (field.max !== undefined && n > field.max)
        return { issue: { message: 'validation.max', params: { max: field.max } } };
      return { value: n };
    }
    case 'date':
    case 'datetime': {
      const ok = typeof raw === 'string' && isDate(raw) && (field.type === 'datetime' || raw.length === 10);
      if (!ok) return { issue: { message: 'validation.date' } };
      const min = resolveBound(field.min, options.today);
      const max = resolveBound(field.max, options.today);
      if (min && raw.slice(0, 10) < min) return { issue: { message: 'validation.dateMin', params: { min } } };
      if (max && raw.slice(0, 10) > max) return { issue: { message: 'validation.dateMax', params: { max } } };
      return { value: raw };
    }
    case 'select':
    case 'radio':
    case 'checkbox': {
      const options_ =
        field.options ?? (field.dictionary ? options.dictionaries?.[field.dictionary] : undefined);
      const allowed = options_ ? new Set(options_.map((o) => o.value)) : undefined;
      if (field.type === 'checkbox') {
        if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string'))
          return { issue: { message: 'validation.oneOf' } };
        if (allowed && raw.some((v) => !allowed.has(v))) return { issue: { message: 'validation.oneOf' } };
        return { value: [...new Set(raw as string[])] };
      }
      if (typeof raw !== 'string' || (allowed && !allowed.has(raw)))
        return { issue: { message: 'validation.oneOf' } };
      return { value: raw };
    }
    case 'switch':
      return typeof raw === 'boolean' ? { value: raw } : { issue: { message: 'validation.boolean' } };
    case 'phone':
      return typeof raw === 'string' && isMobile(raw.trim())
        ? { value: raw.trim() }
        : { issue: { message: 'validation.phone' } };
    case 'idCard':
      return typeof raw === 'string' && isIdCard(raw.trim())
        ? { value: raw.trim().toUpperCase() }
        : { issue: { message: 'validation.idCard' } };
    case 'email':
      return typeof raw === 'string' && isEmail(raw.trim())
        ? { value: raw.trim() }
        : { issue: { message: 'validation.email' } };
  }
}

function checkField(
  field: FormField,
  raw: unknown,
  options: ValidateOptions,
  path: string,
  issues: FieldIssue[],
): unknown {
  const report = (issue: Omit<FieldIssue, 'field'>, at = path) => {
    issues.push({ field: at, ...issue });
    return undefined;
  };
  switch (field.type) {
    case 'computed':
      return undefined;
    case 'dateRange': {
      if (
        !Array.isArray(raw) ||
        raw.length !== 2 ||
        !raw.every((d) => typeof d === 'string' && isDate(d) && d.length === 10)
      ) {
        return report({ message: 'validation.date' });
      }
      const [start, end] = raw as [string, string];
      if (end < start) return report({ message: 'validation.dateOrder' });
      const min = resolveBound(field.min, options.today);
      const max = resolveBound(field.max, options.today);
      if (min && start < min) return report({ message: 'validation.dateMin', params: { min } });
      if (max && end > max) return report({ message: 'validation.dateMax', params: { max } });
      return [start, end];
    }
    case 'upload':
    case 'image':
    case 'signature': {
      const list = field.type === 'signature' ? (raw === null || raw === undefined ? [] : [raw]) : raw;
      if (!Array.isArray(list) || !list.every(isAttachment)) return report({ message: 'validation.format' });
      if (field.type !== 'signature') {
        if (field.maxCount !== undefined && list.length > field.maxCount) {
          return report({ message: 'validation.maxCount', params: { max: field.maxCount } });
        }
        const accept = acceptOf(field);
        for (const file of list) {
          if (!acceptsFile(accept, file.type, file.name)) return report({ message: 'state.6070203' });
          if (field.maxSizeMB !== undefined && file.size > field.maxSizeMB * 1024 * 1024)
            return report({ message: 'state.6070202' });
        }
      }
      return field.type === 'signature' ? list[0] : list;
    }
    case 'subTable': {
      if (
        !Array.isArray(raw) ||
        raw.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))
      ) {
        return report({ message: 'validation.format' });
      }
      if (field.minRows !== undefined && raw.length < field.minRows)
        return report({ message: 'validation.minRows', params: { min: field.minRows } });
      if (field.maxRows !== undefined && raw.length > field.maxRows)
        return report({ message: 'validation.maxRows', params: { max: field.maxRows } });
      return raw.map((row: FormValues, index) => {
        const out: FormValues = {};
        for (const column of field.columns) {
          const cellPath = `${path}[${index}].${column.key}`;
          const cell = row[column.key];
          if (isEmpty(cell)) {
            if (column.required) report({ message: 'validation.required' }, cellPath);
            continue;
          }
          const checked = checkSimple(column, cell, options);
          if (checked.issue) report(checked.issue, cellPath);
          else out[column.key] = checked.value;
        }
        return out;
      });
    }
    default: {
      const checked = checkSimple(field, raw, options);
      return checked.issue ? report(checked.issue) : checked.value;
    }
  }
}

/**
 * Validates what one step submits: only the fields it may edit are read from `submitted`; the
 * rest keep their `stored` values (a later step cannot change what it may only read). Hidden and
 * read-only fields are not re-validated; computed fields are recomputed from the result.
 */
/**
 * Whether the step must fill the field in: always when `required`; with `requiredWhen`, while its
 * choice field holds one of the values (as this step sees it: sent when it edits it, else stored).
 */
export function isRequired(
  field: FormField,
  submitted: FormValues,
  stored: FormValues = {},
  permissions?: FieldPermissions,
): boolean {
  if (field.required) return true;
  const when = field.requiredWhen;
  if (!when) return false;
  const editsChoice = (permissions?.[when.field] ?? (permissions ? 'read' : 'edit')) === 'edit';
  const chosen = editsChoice ? submitted[when.field] : stored[when.field];
  return (Array.isArray(chosen) ? chosen : [chosen]).some((value) => when.in.includes(String(value)));
}

export function validateForm(
  definition: FormDefinition,
  submitted: FormValues,
  options: ValidateOptions = {},
  stored: FormValues = {},
): ValidateResult {
  const issues: FieldIssue[] = [];
  const values: FormValues = { ...stored };
  for (const field of definition.fields) {
    if (field.type === 'computed') continue;
    const permission = options.permissions?.[field.key] ?? (options.permissions ? 'read' : 'edit');
    if (permission !== 'edit') continue;
    const raw = submitted[field.key];
    if (isEmpty(raw)) {
      if (isRequired(field, submitted, stored, options.permissions))
        issues.push({ field: field.key, message: 'validation.required' });
      delete values[field.key];
      continue;
    }
    const value = checkField(field, raw, options, field.key, issues);
    if (value === undefined) delete values[field.key];
    else values[field.key] = value;
  }
  return { values: withComputed(definition, values), issues };
}

/** The values a step may see: hidden fields removed. */
export function visibleValues(
  definition: FormDefinition,
  values: FormValues,
  permissions?: FieldPermissions,
): FormValues {
  if (!permissions) return { ...values };
  const out: FormValues = {};
  for (const field of definition.fields) {
    if ((permissions[field.key] ?? 'read') !== 'hidden' && field.key in values)
      out[field.key] = values[field.key];
  }
  return out;
}
