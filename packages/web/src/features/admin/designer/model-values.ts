import type {
  ApprovalMode,
  ConditionOperator,
  DesignerRelation,
} from '@campus/contract/api/admin/designer-model';

/**
 * The designer model's lists and bounds as plain values: the model module (designer-model.ts)
 * holds its zod schemas, which the web's screens do not load (docs/ARCHITECTURE.md, "Routes: what
 * the web imports"). model-values.test.ts holds each to the contract's own.
 */
export const APPROVAL_MODES = ['any', 'all', 'share'] as const satisfies readonly ApprovalMode[];
export const FIELD_ACCESS = ['edit', 'read', 'hidden'] as const;
export const DESIGNER_RELATIONS = [
  'counsellor',
  'classTeacher',
  'classMonitor',
  'collegeAffairs',
  'office',
] as const satisfies readonly DesignerRelation[];
export const DESIGNER_SCOPES = ['school', 'college', 'class'] as const;
export const CONDITION_OPERATORS = [
  '>',
  '>=',
  '<',
  '<=',
  '==',
  '!=',
  'in',
  'notIn',
] as const satisfies readonly ConditionOperator[];
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
export const DESIGNER_STEPS_MAX = 20;
export const DESIGNER_CONDITIONS_MAX = 5;
export const DESIGNER_FIELDS_MAX = 60;
export const DESIGNER_DEADLINE_HOURS_MAX = 720;
