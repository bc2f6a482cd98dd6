import { ModuleState } from '@campus/contract';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import type { FieldAccess, FlowNode } from './model.js';

/**
 * THE FORM SEAM. A deliberately small form format so processes can carry data now:
 * `{ fields: [{ key, label, type, required?, options? }] }`, stored as JSON in form_def.
 * The form issue replaces this with the full format (types in @campus/contract); keep the three
 * entry points (parseFormDefinition, accessAt, applyFormData) and callers need not change.
 */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'datetime',
  'select',
  'boolean',
] as const;

/** `starter` is where conditions find the starter's attributes, so no field may take the name. */
const fieldKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key')
  .refine((key) => key !== 'starter', 'validation.key');

export const formDefinitionSchema = z
  .object({
    fields: z
      .array(
        z.object({
          key: fieldKey,
          label: z.string().min(1).max(100),
          type: z.enum(FORM_FIELD_TYPES),
          required: z.boolean().optional(),
          options: z
            .array(z.object({ value: z.string().max(100), label: z.string().max(100) }))
            .max(100)
            .optional(),
        }),
      )
      .max(200),
  })
  .refine(
    (form) => new Set(form.fields.map((f) => f.key)).size === form.fields.length,
    'field keys must be unique',
  );

export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type FormValues = Record<string, unknown>;

export function parseFormDefinition(json: string): FormDefinition {
  return formDefinitionSchema.parse(JSON.parse(json));
}

/** A field's access at a node: the starter edits everything unless told otherwise; approvers read. */
export function accessAt(node: FlowNode, key: string): FieldAccess {
  if (node.kind === 'startEvent') return node.fields[key] ?? 'edit';
  if (node.kind === 'userTask') return node.fields[key] ?? node.defaultAccess;
  return 'read';
}

export function permissionsAt(form: FormDefinition, node: FlowNode): Record<string, FieldAccess> {
  return Object.fromEntries(form.fields.map((f) => [f.key, accessAt(node, f.key)]));
}

/** What a node may see: hidden fields are left out of the values sent to it. */
export function visibleValues(form: FormDefinition, node: FlowNode, values: FormValues): FormValues {
  return Object.fromEntries(
    form.fields
      .filter((f) => accessAt(node, f.key) !== 'hidden' && f.key in values)
      .map((f) => [f.key, values[f.key]]),
  );
}

const invalid = (key: 'bpm.formNotObject' | 'bpm.formRequired' | 'bpm.formType', fields = '') =>
  new AppError(ModuleState.FORM_DATA_INVALID, { key, params: { fields }, cause: fields || undefined });

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const MAX_TEXT = 5000;

function normalise(field: FormDefinition['fields'][number], value: unknown): unknown {
  if (isEmpty(value)) return null;
  if (field.type === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    return Number.isFinite(n) ? n : undefined;
  }
  if (field.type === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (typeof value === 'string') return value.slice(0, MAX_TEXT);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v)))
    return value;
  return undefined;
}

/**
 * Merges what a node submitted into the instance's values: only fields the node may edit are
 * taken, unknown keys are dropped, numbers are made numbers, and (unless saving a draft) the
 * node's required fields must be filled. `submitted` is the parsed `data` of the request.
 */
export function applyFormData(
  form: FormDefinition,
  node: FlowNode,
  current: FormValues,
  submitted: unknown,
  options: { checkRequired: boolean } = { checkRequired: true },
): FormValues {
  if (submitted === undefined || submitted === null) submitted = {};
  if (typeof submitted !== 'object' || Array.isArray(submitted)) throw invalid('bpm.formNotObject');
  const input = submitted as Record<string, unknown>;
  const result: FormValues = { ...current };
  const wrongType: string[] = [];
  for (const field of form.fields) {
    if (accessAt(node, field.key) !== 'edit' || !Object.prototype.hasOwnProperty.call(input, field.key))
      continue;
    const value = normalise(field, input[field.key]);
    if (value === undefined) wrongType.push(field.key);
    else result[field.key] = value;
  }
  if (wrongType.length) throw invalid('bpm.formType', wrongType.join(', '));
  if (!options.checkRequired) return result;
  const missing = form.fields
    .filter((f) => f.required && accessAt(node, f.key) === 'edit' && isEmpty(result[f.key]))
    .map((f) => f.label);
  if (missing.length) throw invalid('bpm.formRequired', missing.join(', '));
  return result;
}
