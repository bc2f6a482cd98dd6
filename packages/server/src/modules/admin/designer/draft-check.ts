import type { FormDefinition, Language } from '@campus/contract';
import { ADDABLE_FIELD_TYPES, type DesignerDraft } from '@campus/contract/api/admin/designer-model';
import { compileProcess } from '../../../engine/compile/compile.js';
import { DefinitionError } from '../../../engine/compile/errors.js';
import { parseFormDefinition } from '../../../engine/forms.js';
import type { FieldAccess } from '../../../engine/model.js';
import { ConditionValueError, conditionExpression } from './conditions.js';
import type { LockedFields } from './locked-fields.js';
import { say } from './texts.js';
import { draftToBpmn, type ProcessTexts } from './to-bpmn.js';

/** One problem of a draft or a file: where and what (the contract's designerProblem). */
export interface Problem {
  element: string;
  type: string | null;
  message: string;
}

/** The applicant's attributes a condition may read (engine/expression: `starter.*`). */
export const STARTER_FIELDS: { key: string; label: Record<Language, string> }[] = [
  {
    key: 'starter.kind',
    label: {
      'zh-CN': '申请人身份',
      'zh-TW': '申請人身分',
      'en-US': "Applicant's kind (student, staff)",
      'ja-JP': '申請者の区分',
    },
  },
  { key: 'starter.grade', label: { 'zh-CN': '年级', 'zh-TW': '年級', 'en-US': 'Grade', 'ja-JP': '学年' } },
  {
    key: 'starter.collegeName',
    label: { 'zh-CN': '学院', 'zh-TW': '學院', 'en-US': 'College', 'ja-JP': '学部' },
  },
  {
    key: 'starter.majorName',
    label: { 'zh-CN': '专业', 'zh-TW': '專業', 'en-US': 'Major', 'ja-JP': '専攻' },
  },
  {
    key: 'starter.className',
    label: { 'zh-CN': '班级', 'zh-TW': '班級', 'en-US': 'Class', 'ja-JP': 'クラス' },
  },
];
const STARTER_KEYS = new Set(STARTER_FIELDS.map((f) => f.key));

/** What a field's type, choices and computation are: a locked field keeps them. */
const shapeOf = (field: Record<string, unknown>) =>
  JSON.stringify([field.type, field.options ?? null, field.dictionary ?? null, field.compute ?? null]);

export interface DraftContext {
  /** The process's current form (fields the school had before this draft). */
  form: FormDefinition;
  locked: LockedFields;
  /** Each field's access on the application screen of the shipped process (locked fields stay editable). */
  shippedStart: Readonly<Record<string, FieldAccess>>;
  texts: ProcessTexts;
  lang: Language;
}

function modelProblems(draft: DesignerDraft, context: DraftContext): Problem[] {
  const { lang, locked } = context;
  const problems: Problem[] = [];
  const add = (element: string, message: string) => problems.push({ element, type: null, message });

  const stepIds = new Set<string>();
  for (const step of draft.steps) {
    if (stepIds.has(step.id)) add(step.id, say(lang, 'duplicateStep', { element: step.id }));
    stepIds.add(step.id);
  }
  const fields = new Map<string, Record<string, unknown>>();
  for (const field of draft.fields) {
    if (fields.has(field.key)) add(field.key, say(lang, 'duplicateField', { element: field.key }));
    fields.set(field.key, field);
  }
  const current = new Map(context.form.fields.map((f) => [f.key, f as unknown as Record<string, unknown>]));
  for (const field of draft.fields) {
    if (!current.has(field.key) && !(ADDABLE_FIELD_TYPES as readonly string[]).includes(field.type))
      add(field.key, say(lang, 'fieldTypeNotAddable', { element: field.key, type: field.type }));
  }

  for (const [key, reason] of locked) {
    const before = current.get(key);
    const after = fields.get(key);
    if (!after) {
      add(key, say(lang, 'lockedRemoved', { element: key, reason }));
      continue;
    }
    if (before && shapeOf(before) !== shapeOf(after))
      add(key, say(lang, 'lockedRetyped', { element: key, reason }));
    const shipped = context.shippedStart[key] ?? 'edit';
    const now = draft.startFields[key] ?? 'edit';
    if (shipped !== 'hidden' && now === 'hidden')
      add(key, say(lang, 'lockedHidden', { element: key, reason }));
    else if (shipped === 'edit' && now === 'read' && after.type !== 'computed')
      add(key, say(lang, 'lockedHidden', { element: key, reason }));
    if (before?.required === true && after.required !== true)
      add(key, say(lang, 'lockedOptional', { element: key, reason }));
  }

  for (const step of draft.steps) {
    const name = step.name['zh-CN'];
    for (const condition of step.when) {
      const known = fields.has(condition.field) || STARTER_KEYS.has(condition.field);
      if (!known) {
        add(step.id, say(lang, 'conditionUnknownField', { step: name, element: condition.field }));
        continue;
      }
      if (fields.has(condition.field) && draft.startFields[condition.field] === 'hidden')
        add(step.id, say(lang, 'conditionHiddenField', { step: name, element: condition.field }));
      try {
        conditionExpression(condition);
      } catch (error) {
        if (!(error instanceof ConditionValueError)) throw error;
        add(step.id, say(lang, 'conditionValue', { step: name, reason: error.message }));
      }
    }
    if (step.mode === 'share' && step.sharePercent === undefined)
      add(step.id, say(lang, 'shareNeedsPercent', { step: name }));
    if (step.deadline && step.deadline.remindHours > step.deadline.hours)
      add(step.id, say(lang, 'remindAfterDeadline', { step: name }));
    // The engine refuses campus:copyTo="starter" too; said here in the designer's words.
    if (step.copyTo.some((approver) => approver.kind === 'starter'))
      add(step.id, say(lang, 'copyToStarter', { step: name }));
    for (const key of Object.keys(step.fields)) {
      if (!fields.has(key)) add(step.id, say(lang, 'stepUnknownField', { step: name, element: key }));
    }
  }
  for (const key of Object.keys(draft.startFields)) {
    if (!fields.has(key))
      add(key, say(lang, 'stepUnknownField', { step: context.texts.startName, element: key }));
  }
  return problems;
}

/** The draft's form as the engine stores it (the current form's key and name, the draft's fields). */
export function formOfDraft(draft: DesignerDraft, form: FormDefinition): unknown {
  return {
    ...form,
    key: form.key || draft.processKey,
    name: form.name || draft.processKey,
    fields: draft.fields,
  };
}

/**
 * Everything wrong with a draft: the designer's own rules first (named by step or field), then
 * the form and the BPMN as the engine's own checks see them (the same ones a publish runs).
 */
export async function checkDraft(
  draft: DesignerDraft,
  context: DraftContext,
): Promise<{ xml: string; problems: Problem[] }> {
  const problems = modelProblems(draft, context);
  if (problems.length) return { xml: '', problems };
  try {
    parseFormDefinition(formOfDraft(draft, context.form));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      xml: '',
      problems: [{ element: 'fields', type: null, message: say(context.lang, 'formInvalid', { reason }) }],
    };
  }
  const xml = draftToBpmn(draft, context.texts);
  try {
    await compileProcess(xml);
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    return {
      xml,
      problems: error.problems.map((p) => ({
        element: p.elementId ?? draft.processKey,
        type: null,
        message: p.message,
      })),
    };
  }
  return { xml, problems: [] };
}
