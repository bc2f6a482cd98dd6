import { ModuleState, type FormDefinition } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { createTestDatabase, type TestDatabase } from '../test/databases.js';
import {
  applyFormData,
  editableValues,
  localizeForm,
  parseFormDefinition,
  permissionsAt,
  visibleValues,
} from './forms.js';
import type { StartNode, UserTaskNode } from './model.js';

/** The form seam: the contract's validator at a node, with the tenant's dictionaries and files. */
const form: FormDefinition = parseFormDefinition({
  key: 'leave',
  name: { 'zh-CN': '请假', 'en-US': 'Leave' },
  fields: [
    { key: 'leaveType', label: '类型', type: 'radio', dictionary: 'leave_type', required: true },
    { key: 'period', label: { 'zh-CN': '时间', 'en-US': 'Period' }, type: 'dateRange', min: 'today' },
    { key: 'days', label: '天数', type: 'computed', compute: { op: 'rangeDays', range: 'period' } },
    { key: 'reason', label: '事由', type: 'textarea', required: true, minLength: 2 },
    { key: 'proof', label: '证明', type: 'image', maxCount: 2, maxSizeMB: 1 },
    { key: 'note', label: '备注', type: 'text' },
    { key: 'secret', label: '内部', type: 'text' },
    {
      key: 'people',
      label: { 'zh-CN': '同行人', 'en-US': 'Companions' },
      type: 'subTable',
      columns: [{ key: 'phone', label: { 'zh-CN': '电话', 'en-US': 'Phone' }, type: 'phone' }],
    },
  ],
});
const start: StartNode = {
  id: 's',
  name: 's',
  names: {},
  kind: 'startEvent',
  incoming: [],
  outgoing: [],
  fields: { note: 'read', secret: 'hidden' },
};
const task: UserTaskNode = {
  id: 't',
  name: 't',
  names: {},
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
  deadline: null,
  copyTo: [],
};

let database: TestDatabase;
let tenantId: string;
let otherTenantId: string;
const NOW = Date.parse('2026-11-21T02:00:00Z'); // 10:00 in China
const good = { leaveType: 'sick', period: ['2026-11-22', '2026-11-24'], reason: '发烧就医' };

async function addFile(tenant: string, id: string, size: number, type = 'image/png') {
  await database.db
    .insertInto('attachment')
    .values({
      id,
      tenantId: tenant,
      ownerId: 'x',
      name: `${id}.png`,
      type,
      size,
      sha256: '0'.repeat(64),
      content: Buffer.from('x'),
      createdAt: NOW,
    })
    .execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  const tenants = await database.db.selectFrom('tenant').select(['id', 'code']).execute();
  tenantId = tenants.find((t) => t.code === 'jnlg')!.id;
  otherTenantId = tenants.find((t) => t.code === 'hbsf')!.id;
  await addFile(tenantId, 'small', 1000);
  await addFile(tenantId, 'large', 2 * 1024 * 1024);
  await addFile(otherTenantId, 'theirs', 1000);
});
afterAll(async () => database.destroy());

/** The files above are uploads of 'x': written as x unless told otherwise. */
const apply = (
  values: unknown,
  node: StartNode | UserTaskNode = start,
  current = {},
  checkRequired = true,
  writerId = 'x',
) => applyFormData(database.db, tenantId, form, node, current, values, { checkRequired, now: NOW, writerId });

/** The refusal's fields as `field: message key`, or 'accepted'. */
async function refusal(values: unknown, node: StartNode | UserTaskNode = start, current = {}) {
  try {
    await apply(values, node, current);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.state).toBe(ModuleState.FORM_DATA_INVALID);
    return (error.options.fields ?? []).map((f) => `${f.field}: ${f.message}`).join('; ') || error.message;
  }
}

describe('applying form data at a node', () => {
  it('takes only editable fields, drops unknown keys and recomputes computed ones', async () => {
    const values = await apply({ ...good, days: 99, note: 'mine', secret: 's', other: 1 });
    expect(values).toEqual({ ...good, days: 3 });
    const approved = await apply(
      { days: 9, period: ['2027-01-01', '2027-01-09'], note: 'checked' },
      task,
      values,
    );
    expect(approved).toEqual({ ...good, days: 3, note: 'checked' });
  });

  it('keeps an editable value the step did not send, and clears one sent empty', async () => {
    const values = await apply(good);
    expect(await apply({ note: 'first' }, task, values)).toMatchObject({ note: 'first' });
    expect(await apply({}, task, { ...values, note: 'first' })).toMatchObject({ note: 'first' });
    expect(await apply({ note: '' }, task, { ...values, note: 'first' })).not.toHaveProperty('note');
  });

  it('requires the required fields the node edits, unless saving a draft', async () => {
    expect(await refusal({ period: good.period })).toBe(
      'leaveType: validation.required; reason: validation.required',
    );
    expect(await apply({ period: good.period }, start, {}, false)).toEqual({ period: good.period, days: 3 });
    expect(await refusal({ reason: 'x' })).toBe(
      'leaveType: validation.required; reason: validation.minLength',
    );
    expect(await apply({}, task)).toEqual({}); // the approver edits no required field
  });

  it('checks choices against the school’s dictionary and dates against today in China', async () => {
    expect(await refusal({ ...good, leaveType: 'holiday' })).toBe('leaveType: validation.oneOf');
    expect(await refusal({ ...good, period: ['2026-11-20', '2026-11-22'] })).toBe(
      'period: validation.dateMin',
    );
    const lateEvening = Date.parse('2026-11-20T17:00:00Z'); // already the 21st in China
    await expect(
      applyFormData(
        database.db,
        tenantId,
        form,
        start,
        {},
        { ...good, period: ['2026-11-21', '2026-11-21'] },
        {
          checkRequired: true,
          now: lateEvening,
          writerId: 'x',
        },
      ),
    ).resolves.toMatchObject({ days: 1 });
  });

  it('re-reads attachments from the tenant and refuses unknown ones and limits broken', async () => {
    const values = await apply({ ...good, proof: [{ id: 'small', name: 'fake.exe', size: 1, type: 'x' }] });
    expect(values.proof).toEqual([{ id: 'small', name: 'small.png', size: 1000, type: 'image/png' }]);
    expect(await refusal({ ...good, proof: [{ id: 'large' }] })).toBe('proof: state.6070202');
    expect(await refusal({ ...good, proof: [{ id: 'small' }, { id: 'nope' }] })).toBe('proof: state.6070201');
    expect(await refusal({ ...good, proof: [{ id: 'theirs' }] })).toBe('proof: state.6070201');
    expect(await refusal({ ...good, proof: 'small' })).toBe('proof: validation.format');
  });

  it('takes only the writer’s own uploads and files the request already holds', async () => {
    const held = await apply({ ...good, proof: [{ id: 'small' }] });
    // Someone else naming x's file in their own request is refused as for an unknown file.
    await expect(apply({ ...good, proof: [{ id: 'small' }] }, start, {}, true, 'y')).rejects.toMatchObject({
      options: { fields: [expect.objectContaining({ field: 'proof', message: 'state.6070201' })] },
    });
    // An approver keeps the request's own file when the step edits the field.
    const editing: UserTaskNode = { ...task, fields: { ...task.fields, proof: 'edit' } };
    expect((await apply({ proof: [{ id: 'small' }] }, editing, held, true, 'approver')).proof).toEqual([
      expect.objectContaining({ id: 'small' }),
    ]);
  });

  it('names each field by its label in every language, sub-table cells included', async () => {
    try {
      await apply({ ...good, period: ['x'], people: [{ phone: '1' }] });
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).options.fields).toEqual([
        { field: 'period', label: { 'zh-CN': '时间', 'en-US': 'Period' }, message: 'validation.date' },
        {
          field: 'people[0].phone',
          label: expect.objectContaining({ 'zh-CN': '同行人 #1 电话', 'en-US': 'Companions #1 Phone' }),
          message: 'validation.phone',
        },
      ]);
    }
  });

  it('refuses data that is not an object', async () => {
    expect(await refusal([1])).toBe('bpm.formNotObject');
  });
});

describe('permissions, visibility and definitions', () => {
  it('tells each node its permissions (computed fields are never edited) and hides hidden values', () => {
    expect(permissionsAt(form, start)).toMatchObject({
      period: 'edit',
      days: 'read',
      note: 'read',
      secret: 'hidden',
    });
    expect(permissionsAt(form, task)).toMatchObject({ period: 'read', note: 'edit', secret: 'read' });
    expect(visibleValues(form, start, { days: 1, secret: 's', stray: 1 })).toEqual({ days: 1 });
    expect(editableValues(form, task, { note: 'n', reason: 'r' })).toEqual({ note: 'n' });
  });

  it('puts a form in one language', () => {
    const en = localizeForm(form, 'en-US');
    expect(en.name).toBe('Leave');
    expect(en.fields.find((f) => f.key === 'period')!.label).toBe('Period');
    expect(en.fields.find((f) => f.key === 'reason')!.label).toBe('事由');
  });

  it('refuses bad definitions and the reserved key starter', () => {
    const bad = (fields: unknown[]) => () => parseFormDefinition({ key: 'f', name: 'f', fields });
    expect(bad([{ key: 'starter', label: 'x', type: 'text' }])).toThrow('starter is a reserved key');
    expect(bad([{ key: '1x', label: 'x', type: 'text' }])).toThrow();
    expect(bad([{ key: 'a', label: 'x', type: 'rich' }])).toThrow();
    expect(
      bad([
        { key: 'a', label: 'x', type: 'text' },
        { key: 'a', label: 'y', type: 'text' },
      ]),
    ).toThrow('duplicate field key a');
  });
});
