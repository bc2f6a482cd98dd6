import { designerDraft, type DesignerDraftInput } from '@campus/contract/api/admin/designer-model';
import { describe, expect, it } from 'vitest';
import {
  addCondition,
  addField,
  addStep,
  approverLabel,
  changed,
  choiceOptions,
  fieldLabel,
  moveField,
  moveStep,
  newFieldProblem,
  previewInputs,
  previewValues,
  rangeDays,
  removeCondition,
  removeField,
  removeStep,
  setCondition,
  setFieldLabel,
  setStartAccess,
  setStepAccess,
  startAccess,
  stepAccess,
  updateStep,
  withApprover,
  type ApproverWords,
  type Draft,
} from './draft';

/** The seeded leave as the designer opens it: counsellor; college over 2 days; office over 7. */
const LEAVE: DesignerDraftInput = {
  processKey: 'leave',
  steps: [
    {
      id: 'counsellor',
      name: { 'zh-CN': '辅导员审批' },
      approvers: [{ kind: 'relation', relation: 'counsellor' }],
    },
    {
      id: 'college',
      name: { 'zh-CN': '学院审批' },
      approvers: [{ kind: 'relation', relation: 'collegeAffairs' }],
      when: [{ field: 'days', op: '>', value: 2 }],
    },
    {
      id: 'office',
      name: { 'zh-CN': '学生工作处审批' },
      approvers: [{ kind: 'relation', relation: 'office' }],
      when: [{ field: 'days', op: '>', value: 7 }],
    },
  ],
  fields: [
    {
      key: 'leaveType',
      type: 'radio',
      label: { 'zh-CN': '请假类型', 'en-US': 'Type of leave' },
      options: [
        { value: 'sick', label: '病假' },
        { value: 'personal', label: '事假' },
      ],
    },
    { key: 'period', type: 'dateRange', label: { 'zh-CN': '请假时间' } },
    { key: 'days', type: 'computed', label: '请假天数', compute: { op: 'rangeDays', range: 'period' } },
    { key: 'reason', type: 'textarea', label: { 'zh-CN': '请假事由' } },
  ],
};
const leave = (): Draft => designerDraft.parse(LEAVE);
const ids = (draft: Draft) => draft.steps.map((s) => s.id);

describe('the chain designer: steps', () => {
  it('moves a step up and down, and not past either end', () => {
    expect(ids(moveStep(leave(), 2, -1))).toEqual(['counsellor', 'office', 'college']);
    expect(ids(moveStep(leave(), 0, 1))).toEqual(['college', 'counsellor', 'office']);
    expect(ids(moveStep(leave(), 0, -1))).toEqual(['counsellor', 'college', 'office']);
    expect(ids(moveStep(leave(), 2, 1))).toEqual(['counsellor', 'college', 'office']);
  });

  it('adds a step with a fresh key where asked, and the draft still parses', () => {
    const draft = addStep(addStep(leave(), '宿管审批', 0), '家长确认');
    expect(ids(draft)).toEqual(['counsellor', 'step1', 'college', 'office', 'step2']);
    expect(draft.steps[1]!.name['zh-CN']).toBe('宿管审批');
    expect(designerDraft.safeParse(draft).success).toBe(true);
  });

  it('removes a step but never the last one, and leaves the draft it was given alone', () => {
    const original = leave();
    const fewer = removeStep(original, 1);
    expect(ids(fewer)).toEqual(['counsellor', 'office']);
    expect(ids(original)).toEqual(['counsellor', 'college', 'office']);
    const one = removeStep(removeStep(fewer, 0), 0);
    expect(ids(one)).toEqual(['office']);
  });

  it('adds an approver once, not twice', () => {
    const list = withApprover([{ kind: 'relation', relation: 'counsellor' }], {
      kind: 'role',
      code: 'xgc_head',
      scope: 'school',
    });
    expect(list).toHaveLength(2);
    expect(withApprover(list, { kind: 'role', code: 'xgc_head', scope: 'school' })).toHaveLength(2);
  });

  it('says who approves in words, with the names it knows and the codes it does not', () => {
    const words: ApproverWords = {
      relations: { counsellor: '辅导员', collegeAffairs: '学院学工人员' },
      scopes: { school: '全校', college: '本学院', class: '本班' },
      role: (name, scope) => `角色：${name}（${scope}）`,
      position: (name, scope) => `职务：${name}（${scope}）`,
      person: (name) => name,
      org: (name) => `部门：${name}`,
      starter: '申请人本人',
      lookup: (name) => `按规则：${name}`,
    };
    const names = {
      roles: new Map([['xgc_head', '学工处长']]),
      orgs: new Map([['XGC', '学生工作处']]),
      people: new Map([['t2001', '王晓婷']]),
    };
    expect(approverLabel({ kind: 'relation', relation: 'counsellor' }, words, names)).toBe('辅导员');
    expect(approverLabel({ kind: 'role', code: 'xgc_head', scope: 'college' }, words, names)).toBe(
      '角色：学工处长（本学院）',
    );
    expect(approverLabel({ kind: 'role', code: 'unknown', scope: 'school' }, words, names)).toBe(
      '角色：unknown（全校）',
    );
    expect(approverLabel({ kind: 'user', account: 't2001' }, words, names)).toBe('王晓婷');
    expect(approverLabel({ kind: 'org', code: 'XGC' }, words, names)).toBe('部门：学生工作处');
    expect(approverLabel({ kind: 'starter' }, words, names)).toBe('申请人本人');
  });
});

describe('the chain designer: conditions', () => {
  const fieldOf = (key: string) => leave().fields.find((f) => f.key === key);

  it('changes the college step to apply over 3 days', () => {
    const draft = updateStep(leave(), 1, (step) => setCondition(step, 0, { value: 3 }, fieldOf));
    expect(draft.steps[1]!.when).toEqual([{ field: 'days', op: '>', value: 3 }]);
    expect(leave().steps[1]!.when[0]!.value).toBe(2);
  });

  it('gives a choice field its operators and a list for "in"', () => {
    let step = setCondition(leave().steps[1]!, 0, { field: 'leaveType' }, fieldOf);
    expect(step.when[0]).toEqual({ field: 'leaveType', op: '==', value: '' });
    step = setCondition(step, 0, { value: 'sick' }, fieldOf);
    step = setCondition(step, 0, { op: 'in' }, fieldOf);
    expect(step.when[0]).toEqual({ field: 'leaveType', op: 'in', value: ['sick'] });
    // Back to a number field: the operator and the value fit it again.
    step = setCondition(step, 0, { field: 'days' }, fieldOf);
    expect(step.when[0]).toEqual({ field: 'days', op: '>', value: 0 });
  });

  it('adds a condition on a number field first, and removes one', () => {
    const step = addCondition(leave().steps[0]!, leave().fields);
    expect(step.when).toEqual([{ field: 'days', op: '>', value: 0 }]);
    expect(removeCondition(step, 0).when).toEqual([]);
  });

  it('offers a choice field’s options', () => {
    expect(choiceOptions(fieldOf('leaveType'))).toEqual([
      { value: 'sick', label: '病假' },
      { value: 'personal', label: '事假' },
    ]);
    expect(choiceOptions(fieldOf('reason'))).toEqual([]);
  });
});

describe('the chain designer: field rights and the form', () => {
  it('reads a field at a step unless told, and edits it on the start screen unless told', () => {
    const draft = leave();
    expect(stepAccess(draft.steps[0]!, 'reason')).toBe('read');
    expect(stepAccess(setStepAccess(draft.steps[0]!, 'reason', 'hidden'), 'reason')).toBe('hidden');
    expect(startAccess(draft, 'reason')).toBe('edit');
    expect(startAccess(setStartAccess(draft, 'reason', 'hidden'), 'reason')).toBe('hidden');
  });

  it('moves a field and labels it in another language, dropping an emptied one', () => {
    const draft = moveField(leave(), 3, -3);
    expect(draft.fields.map((f) => f.key)).toEqual(['reason', 'leaveType', 'period', 'days']);
    const labelled = setFieldLabel(draft, 'days', 'en-US', 'Days');
    expect(
      fieldLabel(
        labelled.fields.find((f) => f.key === 'days'),
        'en-US',
      ),
    ).toBe('Days');
    expect(
      fieldLabel(
        labelled.fields.find((f) => f.key === 'days'),
        'ja-JP',
      ),
    ).toBe('请假天数');
    const emptied = setFieldLabel(labelled, 'days', 'en-US', '');
    expect(emptied.fields.find((f) => f.key === 'days')!.label).toEqual({ 'zh-CN': '请假天数' });
  });

  it('adds a field the school wants, and refuses a taken key, a bad key, no label or no options', () => {
    const wanted = {
      key: 'parentConsent',
      type: 'radio',
      label: '家长是否同意',
      options: ['同意', '不同意'],
    };
    expect(newFieldProblem(leave(), wanted)).toBeNull();
    const draft = addField(leave(), wanted);
    expect(draft.fields.at(-1)).toEqual({
      key: 'parentConsent',
      type: 'radio',
      label: { 'zh-CN': '家长是否同意' },
      options: [
        { value: '同意', label: '同意' },
        { value: '不同意', label: '不同意' },
      ],
    });
    expect(newFieldProblem(draft, wanted)).toBe('taken');
    expect(newFieldProblem(draft, { ...wanted, key: '1x' })).toBe('key');
    expect(newFieldProblem(draft, { ...wanted, key: 'x', label: ' ' })).toBe('label');
    expect(newFieldProblem(draft, { ...wanted, key: 'x', options: [] })).toBe('options');
    expect(designerDraft.safeParse(draft).success).toBe(true);
  });

  it('removes a field with its rights and the conditions on it', () => {
    let draft = setStartAccess(leave(), 'days', 'read');
    draft = updateStep(draft, 0, (s) => setStepAccess(s, 'days', 'hidden'));
    const removed = removeField(draft, 'days');
    expect(removed.fields.map((f) => f.key)).not.toContain('days');
    expect(removed.startFields).toEqual({});
    expect(removed.steps[0]!.fields).toEqual({});
    expect(removed.steps[1]!.when).toEqual([]);
  });
});

describe('the chain designer: preview and changes', () => {
  it('asks for the date range a day count is counted from, and sends the count with it', () => {
    expect(previewInputs(leave()).map((f) => f.key)).toEqual(['period']);
    expect(previewValues(leave(), { period: ['2026-05-01', '2026-05-05'] })).toEqual({
      period: ['2026-05-01', '2026-05-05'],
      days: 5,
    });
    expect(rangeDays('2026-05-03', '2026-05-01')).toBeNull();
    expect(rangeDays('2026-02-28', '2026-03-01')).toBe(2);
  });

  it('knows when the draft differs from what was opened', () => {
    const opened = leave();
    expect(changed(leave(), opened)).toBe(false);
    expect(changed(moveStep(opened, 0, 1), opened)).toBe(true);
  });
});
