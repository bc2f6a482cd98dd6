import { ModuleState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import {
  applyFormData,
  formDefinitionSchema,
  permissionsAt,
  visibleValues,
  type FormDefinition,
} from './forms.js';
import type { StartNode, UserTaskNode } from './model.js';

const form: FormDefinition = {
  fields: [
    { key: 'days', label: '天数', type: 'number', required: true },
    { key: 'reason', label: '事由', type: 'textarea', required: true },
    { key: 'note', label: '备注', type: 'text' },
    { key: 'secret', label: '内部', type: 'text' },
  ],
};
const start: StartNode = {
  id: 's',
  name: 's',
  kind: 'startEvent',
  incoming: [],
  outgoing: [],
  fields: { note: 'read', secret: 'hidden' },
};
const task: UserTaskNode = {
  id: 't',
  name: 't',
  kind: 'userTask',
  incoming: [],
  outgoing: [],
  assignment: [{ kind: 'starter' }],
  multiInstance: null,
  actions: ['agree'],
  fields: { note: 'edit' },
  defaultAccess: 'read',
  subject: null,
  inParallelBlock: false,
};

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError
      ? `${error.state} ${error.options.key} ${error.options.cause ?? ''}`
      : String(error);
  }
  return 'accepted';
};

describe('the minimal form seam', () => {
  it('takes only editable fields, drops unknown keys and makes numbers numbers', () => {
    const values = applyFormData(
      form,
      start,
      {},
      { days: ' 3 ', reason: 'x', note: 'mine', secret: 's', other: 1 },
    );
    expect(values).toEqual({ days: 3, reason: 'x' });
    expect(applyFormData(form, task, values, { days: 9, note: 'checked' })).toEqual({
      days: 3,
      reason: 'x',
      note: 'checked',
    });
  });

  it('requires the required fields the node edits, unless saving a draft', () => {
    expect(refusal(() => applyFormData(form, start, {}, { days: 1 }))).toBe(
      `${ModuleState.FORM_DATA_INVALID} bpm.formRequired 事由`,
    );
    expect(applyFormData(form, start, {}, { days: 1 }, { checkRequired: false })).toEqual({ days: 1 });
    expect(applyFormData(form, task, {}, {})).toEqual({}); // the approver edits no required field
  });

  it('refuses wrong types and non-object data', () => {
    expect(refusal(() => applyFormData(form, start, {}, { days: 'x', reason: {} }))).toBe(
      `${ModuleState.FORM_DATA_INVALID} bpm.formType days, reason`,
    );
    expect(refusal(() => applyFormData(form, start, {}, [1]))).toBe(
      `${ModuleState.FORM_DATA_INVALID} bpm.formNotObject `,
    );
  });

  it('tells each node its permissions and hides hidden values', () => {
    expect(permissionsAt(form, start)).toEqual({
      days: 'edit',
      reason: 'edit',
      note: 'read',
      secret: 'hidden',
    });
    expect(permissionsAt(form, task)).toEqual({ days: 'read', reason: 'read', note: 'edit', secret: 'read' });
    expect(visibleValues(form, start, { days: 1, secret: 's', stray: 1 })).toEqual({ days: 1 });
  });

  it('checks form definitions: keys, types, uniqueness, the reserved name starter', () => {
    expect(formDefinitionSchema.safeParse(form).success).toBe(true);
    const bad = (fields: unknown[]) => formDefinitionSchema.safeParse({ fields }).success;
    expect(bad([{ key: 'starter', label: 'x', type: 'text' }])).toBe(false);
    expect(bad([{ key: '1x', label: 'x', type: 'text' }])).toBe(false);
    expect(bad([{ key: 'a', label: 'x', type: 'rich' }])).toBe(false);
    expect(
      bad([
        { key: 'a', label: 'x', type: 'text' },
        { key: 'a', label: 'y', type: 'text' },
      ]),
    ).toBe(false);
  });
});
