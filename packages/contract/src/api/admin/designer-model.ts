import { z } from 'zod';
import { TASK_ACTIONS } from '../../task-actions.js';
import {
  APPROVAL_MODES,
  CONDITION_OPERATORS,
  DESIGNER_APPROVERS_MAX,
  DESIGNER_CONDITIONS_MAX,
  DESIGNER_DEADLINE_HOURS_MAX,
  DESIGNER_FIELDS_MAX,
  DESIGNER_RELATIONS,
  DESIGNER_SCOPES,
  DESIGNER_STEPS_MAX,
  DESIGNER_TEXT_MAX,
  FIELD_ACCESS,
} from './designer-values.js';

export * from './designer-values.js';

/**
 * The chain designer's model (issue 29): a process as a school's administrator sees it, the
 * steps in order as cards. The server writes it as BPMN the engine runs (docs/BPMN.md, "The chain
 * designer"), and reads a deployed process back into it when the process has a chain's shape.
 *
 *   start -> [step 1] -> [step 2] -> ... -> end
 *
 * Each step may apply only when its conditions hold (all of them); a step that does not apply is
 * skipped, the request goes on to the next one. That is an exclusive gateway before the step with
 * the conditions on one flow and the default flow past it.
 */

const label = (zhCN: string, zhTW: string, enUS: string, jaJP: string) => ({
  label: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP },
});

/** A step's or a field's key: a letter, then letters, digits or underscores (also a BPMN id). */
export const designerKey = z
  .string('validation.required')
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'validation.key');

/**
 * A text the school writes in its language (zh-CN, required) and, optionally, the others; a
 * language left out reads the school's.
 */
export const schoolText = z.object({
  'zh-CN': z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(DESIGNER_TEXT_MAX, 'validation.maxLength'),
  'zh-TW': z.string().trim().max(DESIGNER_TEXT_MAX, 'validation.maxLength').optional(),
  'en-US': z.string().trim().max(DESIGNER_TEXT_MAX, 'validation.maxLength').optional(),
  'ja-JP': z.string().trim().max(DESIGNER_TEXT_MAX, 'validation.maxLength').optional(),
});
export type SchoolText = z.infer<typeof schoolText>;

const code = z.string('validation.required').regex(/^[A-Za-z0-9_.-]{1,64}$/, 'validation.format');

/**
 * Who approves, as the engine's assignment rules (docs/BPMN.md): relation:counsellor, role:code,
 * role:code@college, position:code@class, user:account, org:code, starter, lookup:name.
 */
export const designerApprover = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('relation'), relation: z.enum(DESIGNER_RELATIONS, 'validation.oneOf') }),
    z.object({
      kind: z.literal('role'),
      code,
      scope: z.enum(DESIGNER_SCOPES, 'validation.oneOf').default('school'),
    }),
    z.object({
      kind: z.literal('position'),
      code,
      scope: z.enum(DESIGNER_SCOPES, 'validation.oneOf').default('school'),
    }),
    /** A named person, by account. */
    z.object({ kind: z.literal('user'), account: code }),
    /** The members of an organisation unit and below. */
    z.object({ kind: z.literal('org'), code }),
    /** The applicant confirms (a "starter confirms" step). */
    z.object({ kind: z.literal('starter') }),
    /** A module's named way to find approvers from the request's values (kept, not offered). */
    z.object({ kind: z.literal('lookup'), name: code }),
  ],
  'validation.oneOf',
);
export type DesignerApprover = z.infer<typeof designerApprover>;

const conditionValue = z.union([
  z.number(),
  z.boolean(),
  z.string().max(DESIGNER_TEXT_MAX, 'validation.maxLength'),
  z.array(z.string().max(DESIGNER_TEXT_MAX, 'validation.maxLength')).max(50, 'validation.maxRows'),
]);

/**
 * One condition: a form field (by key) or an applicant's attribute (`starter.grade`,
 * `starter.collegeName`, ...), an operator and a value. `in`/`notIn` take a list (choice fields).
 */
export const designerCondition = z.object({
  field: z
    .string('validation.required')
    .regex(/^(starter\.)?[A-Za-z][A-Za-z0-9_]{0,39}$/, 'validation.key')
    .meta(label('条件字段', '條件欄位', 'Condition field', '条件の項目')),
  op: z
    .enum(CONDITION_OPERATORS, 'validation.oneOf')
    .meta(label('比较方式', '比較方式', 'Comparison', '比較')),
  value: conditionValue.meta(label('条件值', '條件值', 'Condition value', '条件の値')),
});
export type DesignerCondition = z.infer<typeof designerCondition>;

export const designerDeadline = z.object({
  /** Hours after the step is reached (calendar hours). */
  hours: z
    .number('validation.type')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(DESIGNER_DEADLINE_HOURS_MAX, 'validation.max')
    .meta(label('处理时限（小时）', '處理時限（小時）', 'Deadline (hours)', '処理期限（時間）')),
  /** Remind the approvers this many hours before the deadline (and once when it passes). */
  remindHours: z
    .number('validation.type')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(DESIGNER_DEADLINE_HOURS_MAX, 'validation.max')
    .default(0)
    .meta(label('提前提醒（小时）', '提前提醒（小時）', 'Remind before (hours)', '事前通知（時間）')),
});

export const designerStep = z.object({
  /** Stable across versions (the BPMN user task's id): history and statistics follow it. */
  id: designerKey.meta(label('步骤编号', '步驟編號', 'Step key', 'ステップキー')),
  name: schoolText.meta(label('步骤名称', '步驟名稱', 'Step name', 'ステップ名')),
  approvers: z
    .array(designerApprover, 'validation.type')
    .min(1, 'validation.required')
    .max(DESIGNER_APPROVERS_MAX, 'validation.maxRows')
    .meta(label('审批人', '審批人', 'Approvers', '承認者')),
  mode: z
    .enum(APPROVAL_MODES, 'validation.oneOf')
    .default('any')
    .meta(label('审批方式', '審批方式', 'Approval mode', '承認方式')),
  sharePercent: z
    .number('validation.type')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(100, 'validation.max')
    .optional()
    .meta(label('同意比例', '同意比例', 'Share that must agree', '承認の割合')),
  /** `all` and `share` only: one after another instead of at once. */
  sequential: z.boolean('validation.type').default(false),
  /** The step applies only when every condition holds; otherwise it is skipped. */
  when: z
    .array(designerCondition, 'validation.type')
    .max(DESIGNER_CONDITIONS_MAX, 'validation.maxRows')
    .default([])
    .meta(label('适用条件', '適用條件', 'Applies when', '適用条件')),
  /** Sent a copy of the request (read access and a message) when the step is agreed. */
  copyTo: z
    .array(designerApprover, 'validation.type')
    .max(DESIGNER_APPROVERS_MAX, 'validation.maxRows')
    .default([])
    .meta(label('抄送', '抄送', 'Copy to', 'CC')),
  deadline: designerDeadline.nullable().default(null),
  /** What the approvers may do; empty: the engine's defaults for the mode. */
  actions: z
    .array(z.enum(TASK_ACTIONS, 'validation.oneOf'), 'validation.type')
    .max(20, 'validation.maxRows')
    .default([]),
  /** Each field's access at this step (a field not named: read). */
  fields: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key'),
      z.enum(FIELD_ACCESS, 'validation.oneOf'),
    )
    .default({})
    .meta(label('字段权限', '欄位權限', 'Field rights', '項目の権限')),
});
export type DesignerStep = z.infer<typeof designerStep>;
export type DesignerStepInput = z.input<typeof designerStep>;

/**
 * A field of the form as the designer holds it: the contract's form field (forms/types.ts; its
 * texts as maps by language), checked in full by the engine's form seam at publish.
 */
export const designerField = z.looseObject({
  key: z.string('validation.required').regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key'),
  type: z.string('validation.required').max(20, 'validation.oneOf'),
  label: z.union([z.string().max(DESIGNER_TEXT_MAX, 'validation.maxLength'), schoolText]),
  required: z.boolean('validation.type').optional(),
});

/**
 * The whole draft: the steps in order, the form's fields in order, and each field's access on the
 * application (start) screen. Publishing it makes the process's next version.
 */
export const designerDraft = z.object({
  processKey: designerKey.meta(label('流程', '流程', 'Process', 'プロセス')),
  steps: z
    .array(designerStep, 'validation.type')
    .min(1, 'validation.required')
    .max(DESIGNER_STEPS_MAX, 'validation.maxRows')
    .meta(label('审批步骤', '審批步驟', 'Approval steps', '承認ステップ')),
  fields: z
    .array(designerField, 'validation.type')
    .min(1, 'validation.required')
    .max(DESIGNER_FIELDS_MAX, 'validation.maxRows')
    .meta(label('表单字段', '表單欄位', 'Form fields', 'フォーム項目')),
  /** Access of each field on the application screen (a field not named: edit). */
  startFields: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key'),
      z.enum(FIELD_ACCESS, 'validation.oneOf'),
    )
    .default({}),
});
export type DesignerDraft = z.infer<typeof designerDraft>;
export type DesignerDraftInput = z.input<typeof designerDraft>;

/** Why a field is locked: the module's rules read it. Said in the reader's language. */
export const lockedField = z.object({
  key: z.string(),
  /** What reads it: "the list column 请假天数", "the condition of 学院审批", "the scholarship's eligibility". */
  reason: z.string(),
});
