import {
  LANGUAGES,
  localize,
  ModuleState,
  parseFormDefinition as parseContractForm,
  validateForm,
  visibleValues as visibleOf,
  type FieldIssue,
  type FieldPermissions,
  type FormDefinition,
  type FormValues,
  type Language,
  type LocalizedText,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { schoolDate } from '../lib/school-date.js';
import { attachmentIdsIn } from '../core/attachments/holders.js';
import { choiceOptions, resolveAttachments } from './form-lookups.js';
import type { FieldAccess, FlowNode, ProcessGraph } from './model.js';

/**
 * THE FORM SEAM: the contract's form format (@campus/contract, forms/) wired into the engine.
 * The contract's validator is the one rule set; this file only supplies what it needs at a node
 * (the node's field permissions, the stored values, today's date, dictionary options, attachments
 * re-read from the database) and turns its issues into a refusal that names each field.
 * Entry points: parseFormDefinition, accessAt / permissionsAt / visibleValues (readableValues for a
 * reader outside any step), applyFormData.
 */
export type { FormDefinition, FormValues };

/** `starter` is where conditions find the starter's attributes, so no field may take the name. */
const RESERVED_KEYS = new Set(['starter']);

/** A stored or deployed definition (JSON text or object); throws naming every problem. */
export function parseFormDefinition(input: unknown): FormDefinition {
  const form = parseContractForm(typeof input === 'string' ? JSON.parse(input) : input);
  const reserved = form.fields.filter((f) => RESERVED_KEYS.has(f.key)).map((f) => f.key);
  if (reserved.length) throw new Error(`fields: ${reserved.join(', ')} is a reserved key`);
  return form;
}

/** A field's access at a node: the starter edits everything unless told otherwise; approvers read. */
export function accessAt(node: FlowNode, key: string): FieldAccess {
  if (node.kind === 'startEvent') return node.fields[key] ?? 'edit';
  if (node.kind === 'userTask') return node.fields[key] ?? node.defaultAccess;
  return 'read';
}

/** Every field's access at a node; a computed field is never edited, only shown or hidden. */
export function permissionsAt(form: FormDefinition, node: FlowNode): FieldPermissions {
  return Object.fromEntries(
    form.fields.map((f) => {
      const access = accessAt(node, f.key);
      return [f.key, f.type === 'computed' && access === 'edit' ? 'read' : access];
    }),
  );
}

/** What a node may see: hidden fields are left out of the values sent to it. */
export function visibleValues(form: FormDefinition, node: FlowNode, values: FormValues): FormValues {
  return visibleOf(form, values, permissionsAt(form, node));
}

/**
 * What a reader outside every step sees of a request: the start form and every field a step fills
 * in, so a step's opinion is not lost from view once a later step has decided (issue 30 item 10);
 * the starter not the fields marked `staffOnly` (an office's internal note).
 */
export function readerPermissions(
  form: FormDefinition,
  graph: ProcessGraph,
  reader: 'starter' | 'other',
): FieldPermissions {
  const start = graph.nodes.get(graph.startId)!;
  const filledByAStep = new Set(
    [...graph.nodes.values()].flatMap((node) =>
      node.kind === 'userTask'
        ? form.fields
            .filter((f) => accessAt(node, f.key) === 'edit' && !(reader === 'starter' && f.staffOnly))
            .map((f) => f.key)
        : [],
    ),
  );
  return Object.fromEntries(
    form.fields.map((f) => [
      f.key,
      accessAt(start, f.key) !== 'hidden' || filledByAStep.has(f.key) ? 'read' : 'hidden',
    ]),
  );
}

/** What a reader sees of a request's values (readerPermissions). */
export function readableValues(
  form: FormDefinition,
  graph: ProcessGraph,
  reader: 'starter' | 'other',
  values: FormValues,
): FormValues {
  return visibleOf(form, values, readerPermissions(form, graph, reader));
}

/** The values a node may edit (to prefill a copy, or to keep a step's unsent edits), unchecked. */
export function editableValues(form: FormDefinition, node: FlowNode, values: FormValues): FormValues {
  const permissions = permissionsAt(form, node);
  return Object.fromEntries(
    form.fields
      .filter((f) => permissions[f.key] === 'edit' && f.key in values)
      .map((f) => [f.key, values[f.key]]),
  );
}

const TEXT_PROPS = ['label', 'placeholder', 'help', 'section', 'unit'] as const;

function localizeTexts<T extends object>(item: T, lang: Language): T {
  const out = { ...item } as Record<string, unknown>;
  for (const prop of TEXT_PROPS) {
    if (out[prop] !== undefined) out[prop] = localize(out[prop] as LocalizedText, lang);
  }
  if (Array.isArray(out.options)) {
    out.options = (out.options as { value: string; label: LocalizedText }[]).map((o) => ({
      value: o.value,
      label: localize(o.label, lang),
    }));
  }
  if (Array.isArray(out.columns)) out.columns = (out.columns as object[]).map((c) => localizeTexts(c, lang));
  return out as T;
}

/** The form with every text in one language, for screens that render it as it comes. */
export function localizeForm(form: FormDefinition, lang: Language): FormDefinition {
  return {
    ...form,
    name: localize(form.name, lang),
    fields: form.fields.map((f) => localizeTexts(f, lang)),
  };
}

/** What the user sees a field called, for a data path ('reason', 'members[1].phone'). */
function labelOf(form: FormDefinition, path: string): LocalizedText {
  const [, key = path, row, column] = /^(\w+)(?:\[(\d+)\]\.(\w+))?$/.exec(path) ?? [];
  const field = form.fields.find((f) => f.key === key);
  if (!field) return path;
  const cell = field.type === 'subTable' ? field.columns.find((c) => c.key === column) : undefined;
  if (row === undefined || !cell) return field.label;
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      `${localize(field.label, lang)} #${Number(row) + 1} ${localize(cell.label, lang)}`,
    ]),
  );
}

function refuse(form: FormDefinition, issues: FieldIssue[]): never {
  throw new AppError(ModuleState.FORM_DATA_INVALID, {
    fields: issues.map((i) => ({ ...i, label: labelOf(form, i.field) })),
  });
}

export interface ApplyOptions {
  /** Off when saving a draft: missing required values are fine, wrong ones are still refused. */
  checkRequired: boolean;
  /** The command's time: 'today' bounds are the school's date at this moment. */
  now: number;
  /** Who writes the values: attachments must be theirs or already the request's. */
  writerId: string;
}

/**
 * Merges what a node submitted into the request's values, validated by the contract's rules at
 * the node's permissions: only fields the node may edit are taken (an editable field it did not
 * send keeps its value), computed fields are recomputed (never trusted), choices must be options
 * of their list or dictionary, and attachments must exist in the tenant (their name, size and
 * type are re-read from the database). Refuses with 6050202 naming each field at fault.
 */
export async function applyFormData(
  db: Kysely<DB>,
  tenantId: string,
  form: FormDefinition,
  node: FlowNode,
  current: FormValues,
  submitted: unknown,
  options: ApplyOptions,
): Promise<FormValues> {
  const input = submitted ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError(ModuleState.FORM_DATA_INVALID, { key: 'bpm.formNotObject' });
  }
  const permissions = permissionsAt(form, node);
  const sent: FormValues = {};
  for (const field of form.fields) {
    if (permissions[field.key] !== 'edit') continue;
    sent[field.key] = Object.prototype.hasOwnProperty.call(input, field.key)
      ? (input as FormValues)[field.key]
      : current[field.key];
  }
  const attachments = await resolveAttachments(db, tenantId, form, sent, {
    id: options.writerId,
    held: attachmentIdsIn(current),
  });
  // Only the fields this node edits are validated, so only their dictionaries are read (an
  // approver's step usually edits none: no lookup at all).
  const editable = { ...form, fields: form.fields.filter((f) => permissions[f.key] === 'edit') };
  const { values, issues } = validateForm(
    form,
    attachments.values,
    {
      permissions,
      dictionaries: await choiceOptions(db, tenantId, editable),
      today: schoolDate(options.now),
    },
    current,
  );
  const problems = [
    ...issues.filter(
      (i) =>
        !attachments.unknown.has(i.field) && (options.checkRequired || i.message !== 'validation.required'),
    ),
    ...[...attachments.unknown].map((field): FieldIssue => ({ field, message: 'state.6070201' })),
  ];
  if (problems.length) refuse(form, problems);
  return values;
}

/**
 * Values for a form outside any process (a collection staff designed): every field editable,
 * required ones required, choices from their options or dictionaries; refused naming each field
 * as a process's start form is. Forms without uploads only (no attachments are resolved).
 */
export async function checkFormValues(
  db: Kysely<DB>,
  tenantId: string,
  form: FormDefinition,
  submitted: unknown,
  now: number,
): Promise<FormValues> {
  if (typeof submitted !== 'object' || submitted === null || Array.isArray(submitted))
    throw new AppError(ModuleState.FORM_DATA_INVALID, { key: 'bpm.formNotObject' });
  const { values, issues } = validateForm(form, submitted as FormValues, {
    dictionaries: await choiceOptions(db, tenantId, form),
    today: schoolDate(now),
  });
  if (issues.length) refuse(form, issues);
  return values;
}
