/**
 * The chain designer's lists and bounds as plain values (issue 29): the model (designer-model.ts)
 * builds its zod schemas from them, and the web's screens read them without loading zod
 * (docs/ARCHITECTURE.md, "Routes: what the web imports").
 */

/** The most steps, approvers per step, conditions per step, fields of a form. */
export const DESIGNER_STEPS_MAX = 20;
export const DESIGNER_APPROVERS_MAX = 10;
export const DESIGNER_CONDITIONS_MAX = 5;
export const DESIGNER_FIELDS_MAX = 60;
/** A deadline in hours: at most 30 days. */
export const DESIGNER_DEADLINE_HOURS_MAX = 720;
export const DESIGNER_TEXT_MAX = 100;

/**
 * The people related to the applicant the way schools route approvals: their class's counsellor,
 * class teacher and monitor (the class's `head` duty), their college's student-affairs staff, the
 * student-affairs office. `classMonitor` is the engine's `relation:classMonitor`.
 */
export const DESIGNER_RELATIONS = [
  'counsellor',
  'classTeacher',
  'classMonitor',
  'collegeAffairs',
  'office',
] as const;
export type DesignerRelation = (typeof DESIGNER_RELATIONS)[number];

/** Where a role's or a position's holders are looked for: the whole school, the applicant's college or class. */
export const DESIGNER_SCOPES = ['school', 'college', 'class'] as const;

export const CONDITION_OPERATORS = ['>', '>=', '<', '<=', '==', '!=', 'in', 'notIn'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/**
 * How the step's approvers decide: `any` one of them (the task is shared, the first to act takes
 * it), `all` must agree (a countersign), or a `share` of them (sharePercent, 1-100).
 */
export const APPROVAL_MODES = ['any', 'all', 'share'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export const FIELD_ACCESS = ['edit', 'read', 'hidden'] as const;

/**
 * The field types a school may add: simple values and attachments (no computed fields, sub-tables
 * or signatures: those need a module that reads them).
 */
export const ADDABLE_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'integer',
  'money',
  'date',
  'select',
  'radio',
  'checkbox',
  'switch',
  'phone',
  'email',
  'upload',
  'image',
] as const;
