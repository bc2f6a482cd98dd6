import { describe, expect, it } from 'vitest';
import { daysBetween, withComputed } from './compute.js';
import { localize } from './localize.js';
import { parseFormDefinition } from './schema.js';
import type { FormDefinition } from './types.js';
import { acceptsFile, validateForm, visibleValues } from './validate.js';

const leave: FormDefinition = parseFormDefinition({
  key: 'leave',
  name: { 'zh-CN': '请假申请', 'en-US': 'Leave application' },
  fields: [
    {
      key: 'leaveType',
      label: '请假类型',
      type: 'radio',
      required: true,
      options: [
        { value: 'sick', label: '病假' },
        { value: 'personal', label: '事假' },
      ],
    },
    { key: 'period', label: '请假时间', type: 'dateRange', required: true, min: 'today' },
    { key: 'days', label: '天数', type: 'computed', compute: { op: 'rangeDays', range: 'period' } },
    { key: 'reason', label: '事由', type: 'textarea', required: true, minLength: 5, maxLength: 200 },
    { key: 'phone', label: '联系电话', type: 'phone', required: true },
    {
      key: 'proof',
      label: '证明材料',
      type: 'image',
      maxCount: 3,
      maxSizeMB: 5,
      requiredWhen: { field: 'leaveType', in: ['sick'] },
    },
    { key: 'opinion', label: '辅导员意见', type: 'textarea' },
    {
      key: 'companions',
      label: '同行人',
      type: 'subTable',
      maxRows: 3,
      columns: [
        { key: 'name', label: '姓名', type: 'text', required: true },
        { key: 'mobile', label: '电话', type: 'phone' },
      ],
    },
    { key: 'fee', label: '费用', type: 'money', min: 0 },
  ],
});

const good = {
  leaveType: 'sick',
  period: ['2026-11-23', '2026-11-25'],
  reason: '发烧需要就医休息',
  phone: '13800138000',
  proof: [{ id: '1', name: '病历.jpg', size: 120_000, type: 'image/jpeg' }],
  days: 99,
};

describe('form validation (one rule set for both sides)', () => {
  it('requires a field while its choice field holds a listed value, as the step sees that choice', () => {
    const options = { today: '2026-11-21' };
    const { proof: _proof, ...withoutProof } = good;
    expect(validateForm(leave, withoutProof, options).issues).toEqual([
      { field: 'proof', message: 'validation.required' },
    ]);
    expect(validateForm(leave, { ...withoutProof, leaveType: 'personal' }, options).issues).toEqual([]);
    // A later step edits the proof but only reads the type: the stored type decides.
    const later = { permissions: { proof: 'edit' as const }, ...options };
    expect(validateForm(leave, {}, later, { ...withoutProof, leaveType: 'sick' }).issues).toEqual([
      { field: 'proof', message: 'validation.required' },
    ]);
    expect(validateForm(leave, { leaveType: 'sick' }, later, { leaveType: 'personal' }).issues).toEqual([]);
  });

  it('refuses a definition whose requiredWhen names no choice field of the form', () => {
    const define = (field: string) => () =>
      parseFormDefinition({
        key: 'f',
        name: 'F',
        fields: [
          { key: 'note', label: '说明', type: 'text' },
          { key: 'file', label: '文件', type: 'upload', requiredWhen: { field, in: ['x'] } },
        ],
      });
    expect(define('nowhere')).toThrow(/fields\.1\.requiredWhen: .*nowhere/);
    expect(define('note')).toThrow(/not a choice field/);
  });

  it('accepts good values, normalises them and recomputes computed fields', () => {
    const r = validateForm(leave, { ...good, fee: '12.5' }, { today: '2026-11-21' });
    expect(r.issues).toEqual([]);
    expect(r.values).toMatchObject({ days: 3, fee: 12.5, reason: '发烧需要就医休息' });
  });

  it('names every broken field with its message key', () => {
    const r = validateForm(
      leave,
      {
        leaveType: 'holiday',
        period: ['2026-11-25', '2026-11-23'],
        reason: '短',
        phone: '12345',
        proof: [{ id: '1', name: 'a.pdf', size: 1, type: 'application/pdf' }],
        companions: [{ name: '' }, { name: '张三', mobile: 'x' }],
        fee: 1.234,
      },
      { today: '2026-11-21' },
    );
    expect(r.issues).toEqual([
      { field: 'leaveType', message: 'validation.oneOf' },
      { field: 'period', message: 'validation.dateOrder' },
      { field: 'reason', message: 'validation.minLength', params: { min: 5 } },
      { field: 'phone', message: 'validation.phone' },
      { field: 'proof', message: 'state.6070203' },
      { field: 'companions[0].name', message: 'validation.required' },
      { field: 'companions[1].mobile', message: 'validation.phone' },
      { field: 'fee', message: 'validation.money' },
    ]);
  });

  it('requires required fields and honours "today" bounds', () => {
    const r = validateForm(leave, { period: ['2026-11-01', '2026-11-02'] }, { today: '2026-11-21' });
    expect(r.issues.map((i) => `${i.field}:${i.message}`)).toEqual([
      'leaveType:validation.required',
      'period:validation.dateMin',
      'reason:validation.required',
      'phone:validation.required',
    ]);
  });

  it('lets a later step change only what it may edit', () => {
    const stored = validateForm(leave, good, { today: '2026-11-21' }).values;
    const r = validateForm(
      leave,
      { reason: 'tampered by approver', opinion: '同意，注意安全' },
      { permissions: { opinion: 'edit', reason: 'read' }, today: '2026-11-21' },
      stored,
    );
    expect(r.issues).toEqual([]);
    expect(r.values.reason).toBe(good.reason);
    expect(r.values.opinion).toBe('同意，注意安全');
    expect(r.values.days).toBe(3);
  });

  it('hides hidden fields from a step', () => {
    expect(visibleValues(leave, { reason: 'x', phone: '1' }, { reason: 'read', phone: 'hidden' })).toEqual({
      reason: 'x',
    });
  });
});

describe('computed fields and helpers', () => {
  it('counts days inclusively across months and leap days', () => {
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-11-21', '2026-11-22', false)).toBe(1);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBeUndefined();
  });

  it('sums a sub-table column', () => {
    const def = parseFormDefinition({
      key: 'fees',
      name: 'x',
      fields: [
        {
          key: 'items',
          label: 'items',
          type: 'subTable',
          columns: [{ key: 'amount', label: 'a', type: 'money' }],
        },
        {
          key: 'total',
          label: 't',
          type: 'computed',
          compute: { op: 'sumColumn', table: 'items', column: 'amount' },
        },
      ],
    });
    expect(withComputed(def, { items: [{ amount: 10.1 }, { amount: 0.2 }] }).total).toBe(10.3);
  });

  it('matches accept lists by MIME family, exact type or extension', () => {
    expect(acceptsFile(['image/*'], 'image/png', 'a.png')).toBe(true);
    expect(acceptsFile(['application/pdf', '.docx'], 'application/octet-stream', 'Report.DOCX')).toBe(true);
    expect(acceptsFile(['application/pdf'], 'image/png', 'a.png')).toBe(false);
  });

  it('localizes process texts with zh-CN as fallback', () => {
    expect(localize(leave.name, 'en-US')).toBe('Leave application');
    expect(localize(leave.name, 'ja-JP')).toBe('请假申请');
    expect(localize('事由', 'en-US')).toBe('事由');
  });

  it('refuses broken definitions naming the problem', () => {
    expect(() =>
      parseFormDefinition({
        key: 'bad',
        name: 'x',
        fields: [
          { key: 'a', label: 'a', type: 'text' },
          { key: 'a', label: 'b', type: 'select' },
          { key: 'd', label: 'd', type: 'computed', compute: { op: 'daysBetween', from: 'a', to: 'nope' } },
        ],
      }),
    ).toThrow(/duplicate field key a.*needs options or a dictionary.*unknown field nope/);
    expect(() =>
      parseFormDefinition({ key: 'bad', name: 'x', fields: [{ key: '1a', label: 'x', type: 'text' }] }),
    ).toThrow(/validation.key/);
  });
});
