import type { Language } from '@campus/contract';
import type {
  ConditionOperator,
  DesignerApprover,
  DesignerCondition,
  DesignerDraft,
  DesignerStep,
  FIELD_ACCESS,
  SchoolText,
} from '@campus/contract/api/admin/designer-model';

/**
 * The chain designer's draft editing, as pure functions (each returns a new draft and leaves the
 * one it was given as it was): the screens call these and keep the result; the tests hold them to
 * what the screens promise. Nothing here talks to the server.
 */

export type Draft = DesignerDraft;
export type Step = DesignerStep;
export type Field = DesignerDraft['fields'][number];
export type Access = (typeof FIELD_ACCESS)[number];

/** Moves the item at `index` by `delta` places (clamped: the first does not move up). */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + delta));
  const next = [...list];
  if (index < 0 || index >= list.length || target === index) return next;
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

export const moveStep = (draft: Draft, index: number, delta: number): Draft => ({
  ...draft,
  steps: moved(draft.steps, index, delta),
});

/** A key not yet used among `taken`: `prefix1`, `prefix2`, ... */
export function freeKey(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A new step after `after` (at the end when omitted): the applicant's counsellor, any one agrees. */
export function addStep(draft: Draft, name: string, after = draft.steps.length - 1): Draft {
  const step: Step = {
    id: freeKey(
      'step',
      draft.steps.map((s) => s.id),
    ),
    name: { 'zh-CN': name },
    approvers: [{ kind: 'relation', relation: 'counsellor' }],
    mode: 'any',
    sequential: false,
    when: [],
    copyTo: [],
    deadline: null,
    actions: [],
    fields: {},
  };
  const steps = [...draft.steps];
  steps.splice(after + 1, 0, step);
  return { ...draft, steps };
}

/** Removes a step; the last one stays (a chain has at least one step). */
export function removeStep(draft: Draft, index: number): Draft {
  if (draft.steps.length <= 1) return draft;
  return { ...draft, steps: draft.steps.filter((_, i) => i !== index) };
}

export function updateStep(draft: Draft, index: number, change: (step: Step) => Step): Draft {
  return { ...draft, steps: draft.steps.map((step, i) => (i === index ? change(step) : step)) };
}

// ---- approvers -------------------------------------------------------------------------------

/** Two approvers are the same rule (a second of the same is not added). */
export const sameApprover = (a: DesignerApprover, b: DesignerApprover) =>
  JSON.stringify(a) === JSON.stringify(b);

export function withApprover(list: readonly DesignerApprover[], approver: DesignerApprover) {
  return list.some((a) => sameApprover(a, approver)) ? [...list] : [...list, approver];
}

/** Names the screen knows for codes and accounts: roles, organisation units, people picked. */
export interface ApproverNames {
  roles: ReadonlyMap<string, string>;
  orgs: ReadonlyMap<string, string>;
  people: ReadonlyMap<string, string>;
}

export interface ApproverWords {
  relations: Record<string, string>;
  scopes: Record<string, string>;
  role: (name: string, scope: string) => string;
  position: (name: string, scope: string) => string;
  person: (name: string) => string;
  org: (name: string) => string;
  starter: string;
  lookup: (name: string) => string;
}

/** An approver in words: "辅导员", "角色：学工处长（本学院）", "王晓婷", "部门：学生工作处". */
export function approverLabel(
  approver: DesignerApprover,
  words: ApproverWords,
  names: ApproverNames,
): string {
  switch (approver.kind) {
    case 'relation':
      return words.relations[approver.relation] ?? approver.relation;
    case 'role':
      return words.role(names.roles.get(approver.code) ?? approver.code, words.scopes[approver.scope]!);
    case 'position':
      return words.position(approver.code, words.scopes[approver.scope]!);
    case 'user':
      return words.person(names.people.get(approver.account) ?? approver.account);
    case 'org':
      return words.org(names.orgs.get(approver.code) ?? approver.code);
    case 'starter':
      return words.starter;
    case 'lookup':
      return words.lookup(approver.name);
  }
}

// ---- conditions ------------------------------------------------------------------------------

const CHOICE_TYPES = new Set(['select', 'radio', 'checkbox']);
const NUMBER_TYPES = new Set(['number', 'integer', 'money', 'computed', 'rate', 'slider']);

/** What a condition's field holds, which decides the operators and the value's input. */
export type ValueKind = 'choice' | 'number' | 'boolean' | 'text';

export function valueKind(field: Field | undefined): ValueKind {
  if (!field) return 'text';
  if (CHOICE_TYPES.has(field.type) || typeof field['dictionary'] === 'string') return 'choice';
  if (NUMBER_TYPES.has(field.type)) return 'number';
  if (field.type === 'switch') return 'boolean';
  return 'text';
}

/** The operators that make sense for a kind of value. */
export function operatorsFor(kind: ValueKind): ConditionOperator[] {
  switch (kind) {
    case 'number':
      return ['>', '>=', '<', '<=', '==', '!='];
    case 'choice':
      return ['==', '!=', 'in', 'notIn'];
    case 'boolean':
      return ['=='];
    case 'text':
      return ['==', '!='];
  }
}

/** A value fit for the operator and kind: a list for in/notIn, a number for numbers. */
export function valueFor(op: ConditionOperator, kind: ValueKind, value: DesignerCondition['value']) {
  const list = op === 'in' || op === 'notIn';
  if (list) return Array.isArray(value) ? value : value === '' ? [] : [String(value)];
  const one = Array.isArray(value) ? (value[0] ?? '') : value;
  if (kind === 'number') return typeof one === 'number' ? one : Number(one) || 0;
  if (kind === 'boolean') return one === true || one === 'true';
  return typeof one === 'string' ? one : String(one);
}

/** A new condition on the first field a condition can read (a number when there is one). */
export function newCondition(fields: readonly Field[]): DesignerCondition {
  const field = fields.find((f) => valueKind(f) === 'number') ?? fields[0];
  const kind = valueKind(field);
  const op = operatorsFor(kind)[0]!;
  return { field: field?.key ?? '', op, value: valueFor(op, kind, '') };
}

/**
 * Sets one of the step's conditions; a new field or operator brings the value into a shape that
 * fits it (a choice field's `in` a list, a number field a number).
 */
export function setCondition(
  step: Step,
  index: number,
  change: Partial<DesignerCondition>,
  fieldOf: (key: string) => Field | undefined,
): Step {
  const when = step.when.map((condition, i) => {
    if (i !== index) return condition;
    const next = { ...condition, ...change };
    const kind = valueKind(fieldOf(next.field));
    const ops = operatorsFor(kind);
    const op = ops.includes(next.op) ? next.op : ops[0]!;
    const fieldChanged = change.field !== undefined && change.field !== condition.field;
    const value = fieldChanged && change.value === undefined ? valueFor(op, kind, '') : next.value;
    return { ...next, op, value: valueFor(op, kind, value) };
  });
  return { ...step, when };
}

export const addCondition = (step: Step, fields: readonly Field[]): Step => ({
  ...step,
  when: [...step.when, newCondition(fields)],
});

export const removeCondition = (step: Step, index: number): Step => ({
  ...step,
  when: step.when.filter((_, i) => i !== index),
});

// ---- field rights --------------------------------------------------------------------------

/** A field's access at a step (a field the step does not name: read). */
export const stepAccess = (step: Step, key: string): Access => step.fields[key] ?? 'read';

export function setStepAccess(step: Step, key: string, access: Access): Step {
  return { ...step, fields: { ...step.fields, [key]: access } };
}

/** A field's access on the application screen (a field not named: edit). */
export const startAccess = (draft: Draft, key: string): Access => draft.startFields[key] ?? 'edit';

export function setStartAccess(draft: Draft, key: string, access: Access): Draft {
  return { ...draft, startFields: { ...draft.startFields, [key]: access } };
}

// ---- the form ------------------------------------------------------------------------------

export const moveField = (draft: Draft, index: number, delta: number): Draft => ({
  ...draft,
  fields: moved(draft.fields, index, delta),
});

export function updateField(draft: Draft, key: string, change: Partial<Field>): Draft {
  return { ...draft, fields: draft.fields.map((f) => (f.key === key ? { ...f, ...change } : f)) };
}

/** A field's label as a map by language (a plain string is the school's language). */
export const labelMap = (label: Field['label']): SchoolText =>
  typeof label === 'string' ? { 'zh-CN': label } : label;

/** The label in the reader's language, else the school's. */
export function fieldLabel(field: Field | undefined, language: Language): string {
  if (!field) return '';
  const map = labelMap(field.label);
  return map[language] || map['zh-CN'];
}

export function setFieldLabel(draft: Draft, key: string, language: Language, text: string): Draft {
  const field = draft.fields.find((f) => f.key === key);
  if (!field) return draft;
  const label: SchoolText = { ...labelMap(field.label), [language]: text };
  if (language !== 'zh-CN' && text === '') delete label[language];
  return updateField(draft, key, { label });
}

export interface NewField {
  key: string;
  type: string;
  label: string;
  options: string[];
}

/** Why a new field cannot be added (its key taken or malformed, no label), or null. */
export function newFieldProblem(draft: Draft, field: NewField): 'key' | 'taken' | 'label' | 'options' | null {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(field.key)) return 'key';
  if (draft.fields.some((f) => f.key === field.key)) return 'taken';
  if (field.label.trim() === '') return 'label';
  if (CHOICE_TYPES.has(field.type) && field.options.length === 0) return 'options';
  return null;
}

/** Adds a field the school wants at the end of the form (choice fields with their options). */
export function addField(draft: Draft, field: NewField): Draft {
  const added: Field = { key: field.key, type: field.type, label: { 'zh-CN': field.label.trim() } };
  if (CHOICE_TYPES.has(field.type))
    added['options'] = field.options.map((text) => ({ value: text, label: text }));
  return { ...draft, fields: [...draft.fields, added] };
}

/** Removes a field and every trace of it: the steps' rights, the start screen's, the conditions on it. */
export function removeField(draft: Draft, key: string): Draft {
  const drop = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
  return {
    ...draft,
    fields: draft.fields.filter((f) => f.key !== key),
    startFields: drop(draft.startFields),
    steps: draft.steps.map((step) => ({
      ...step,
      fields: drop(step.fields),
      when: step.when.filter((c) => c.field !== key),
    })),
  };
}

/** A choice field's options (inline ones; a dictionary's come from the server, so none here). */
export function choiceOptions(field: Field | undefined): { value: string; label: string }[] {
  const options = field?.['options'];
  if (!Array.isArray(options)) return [];
  return options.map((o: { value: unknown; label: unknown }) => ({
    value: String(o.value),
    label: typeof o.label === 'string' ? o.label : String((o.label as SchoolText)?.['zh-CN'] ?? o.value),
  }));
}

// ---- preview ---------------------------------------------------------------------------------

/**
 * What the preview asks for: each form field the conditions read, once, in the form's order. A
 * computed day count reads as its date range (the applicant enters dates, the form counts).
 */
export function previewInputs(draft: Draft): Field[] {
  const read = new Set(draft.steps.flatMap((s) => s.when.map((c) => c.field)));
  const wanted = new Set<string>();
  for (const key of read) {
    const field = draft.fields.find((f) => f.key === key);
    if (!field) continue;
    const range = rangeOf(field);
    wanted.add(range ?? key);
  }
  return draft.fields.filter((f) => wanted.has(f.key));
}

/** The date range a computed day count counts, if it is one. */
export function rangeOf(field: Field): string | null {
  const compute = field['compute'] as { op?: string; range?: string } | undefined;
  return field.type === 'computed' && compute?.op === 'rangeDays' && compute.range ? compute.range : null;
}

/** Days of a date range, both ends counted (2026-05-01 to 2026-05-05: 5). */
export function rangeDays(first: string, last: string): number | null {
  const a = Date.parse(`${first}T00:00:00Z`);
  const b = Date.parse(`${last}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return null;
  return Math.round((b - a) / 86_400_000) + 1;
}

/**
 * The values the preview sends: what was entered, and each computed day count from its range
 * (the server counts again; the draft's own count keeps the two in step when it does not).
 */
export function previewValues(draft: Draft, entered: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...entered };
  for (const field of draft.fields) {
    const range = rangeOf(field);
    const dates = range ? entered[range] : undefined;
    if (Array.isArray(dates) && dates.length === 2) {
      const days = rangeDays(String(dates[0]), String(dates[1]));
      if (days !== null) values[field.key] = days;
    }
  }
  return values;
}

/** Whether the draft differs from what was opened (leaving then asks first). */
export const changed = (draft: Draft, opened: Draft) => JSON.stringify(draft) !== JSON.stringify(opened);
