import type { FormDefinition } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { accessOf, visibleGroups } from './field-access';
import { fieldErrorsOfReply, groupFieldErrors } from './field-errors';
import { checkForm } from './form-check';

const leave: FormDefinition = {
  key: 'leave',
  name: '请假',
  fields: [
    { key: 'period', label: '请假时间', type: 'dateRange', min: 'today', required: true },
    { key: 'days', label: '天数', type: 'computed', compute: { op: 'rangeDays', range: 'period' } },
    { key: 'reason', label: '事由', type: 'textarea', minLength: 5, required: true, section: '说明' },
    { key: 'count', label: '人数', type: 'integer', section: '说明' },
    { key: 'note', label: '审批备注', type: 'textarea', section: '审批' },
  ],
};
const options = { dictionaries: {}, today: '2026-03-01', language: 'zh-CN' as const };

describe('checkForm', () => {
  it('finds what the server would refuse, in the reader language', () => {
    const { errors } = checkForm(leave, { period: ['2026-02-01', '2026-02-03'], reason: '家' }, options);
    expect(errors).toEqual([
      { field: 'period', text: '不能早于2026-03-01' },
      { field: 'reason', text: '至少5个字符' },
    ]);
    expect(checkForm(leave, {}, { ...options, language: 'en-US' }).errors[0]?.field).toBe('period');
  });

  it('submits the normalised editable values and computes the rest', () => {
    const check = checkForm(
      leave,
      { period: ['2026-03-02', '2026-03-04'], reason: ' 回家探望父母 ', count: '2', note: 'x' },
      {
        ...options,
        permissions: { period: 'edit', reason: 'edit', count: 'edit', note: 'read', days: 'read' },
      },
    );
    expect(check.errors).toEqual([]);
    expect(check.values).toEqual({ period: ['2026-03-02', '2026-03-04'], reason: '回家探望父母', count: 2 });
    expect(check.all.days).toBe(3);
  });
});

describe('field access', () => {
  it('edits everything on a start form, reads what a step does not name, never edits computed fields', () => {
    const [period, days] = leave.fields;
    expect(accessOf(period!, undefined)).toBe('edit');
    expect(accessOf(period!, {})).toBe('read');
    expect(accessOf(days!, undefined)).toBe('read');
  });

  it('groups fields whose sections are equal texts in several languages', () => {
    const section = () => ({ 'zh-CN': '日期', 'en-US': 'Dates' });
    const groups = visibleGroups(
      {
        key: 'f',
        name: 'F',
        fields: [
          { key: 'a', label: 'A', type: 'date', section: section() },
          { key: 'b', label: 'B', type: 'date', section: section() },
        ],
      },
      undefined,
    );
    expect(groups).toHaveLength(1);
  });

  it('groups visible fields by section and leaves hidden ones out', () => {
    const groups = visibleGroups(leave, {
      period: 'edit',
      days: 'read',
      reason: 'edit',
      count: 'hidden',
      note: 'edit',
    });
    expect(groups.map((g) => [g.section, g.fields.map((f) => f.key)])).toEqual([
      [undefined, ['period', 'days']],
      ['说明', ['reason']],
      ['审批', ['note']],
    ]);
  });
});

describe('field errors', () => {
  it('reads the fields of a refusal and groups cell problems under their table', () => {
    const errors = fieldErrorsOfReply(
      {
        fields: [
          { field: 'reason', message: '至少5个字符' },
          { field: 'members[1].phone', message: 'validation.phone' },
          { bad: 1 },
        ],
      },
      'en-US',
    );
    expect(groupFieldErrors(errors)).toEqual({
      reason: { own: ['至少5个字符'], cells: {} },
      members: { own: [], cells: { '1.phone': 'Please enter a valid mobile number' } },
    });
    expect(fieldErrorsOfReply(undefined, 'zh-CN')).toEqual([]);
  });
});
