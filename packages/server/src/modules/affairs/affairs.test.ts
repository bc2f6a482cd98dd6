import {
  LoginState,
  ModuleState,
  SecurityState,
  type AffairDetail,
  type AffairMeta,
  type AffairReviewRow,
  type AffairRow,
  type AffairStatistics,
} from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { agreePending, applyInLxgl, LXGL, type Caller } from '../../test/affairs.js';
import { injectEnvelope } from '../../test/app.js';
import { defIdOf, LEAVE, PERIOD, pendingTask } from '../../test/bpm.js';
import { PNG, upload } from '../../test/files.js';
import { leaveTestApp } from '../../test/signed-in-app.js';

/** The generic module API (contract affairs/types.ts), on the leave module and the return application. */
const { t, as } = leaveTestApp([
  'student',
  'counsellor',
  'college',
  'office',
  'teacher',
  'hbstudent',
  'hbcounsellor',
]);

const review = (who: Caller) => who.lx.rows<AffairReviewRow>('/affairs/leave/review');

describe('meta', () => {
  it('shows the applicant the route their request will take, in their language', async () => {
    const meta = await as.student.lx.get<AffairMeta>('/affairs/leave/meta');
    expect(meta.state).toBe(200);
    expect(meta.data).toMatchObject({
      module: { key: 'leave', service: 'lxgl' },
      mayApply: true,
      mayReview: false,
    });
    expect(meta.data.defId).toBe(await defIdOf(as.student.bpm, 'leave'));
    expect(meta.data.route).toEqual([
      { nodeId: 'counsellor', name: "Counsellor's approval", assignees: ['王晓婷'] },
      {
        nodeId: 'college',
        name: 'College approval',
        assignees: ['陈志强'],
        condition: 'Leave of more than 2 days',
      },
      {
        nodeId: 'office',
        name: 'Student affairs office approval',
        assignees: expect.arrayContaining(['刘芳']),
        condition: 'Leave of more than 7 days',
      },
    ]);
    expect(meta.data.form.name).toBe('Leave application');
    expect(meta.data.form.fields.find((f) => f.key === 'reason')!.label).toBe('Reason');

    const zh = await injectEnvelope<AffairMeta>(t.app, {
      method: 'GET',
      url: `${LXGL}/affairs/leave/meta`,
      headers: as.student.lx.who.headers,
    });
    expect(zh.body.data.route.map((s) => [s.name, s.condition])).toEqual([
      ['辅导员审批', undefined],
      ['学院审批', '请假超过2天'],
      ['学生工作处审批', '请假超过7天'],
    ]);
  });

  it('tells each role whether it may apply or review, and answers in single mode too', async () => {
    const flags = async (who: Caller) => {
      const { data } = await who.lx.get<AffairMeta>('/affairs/leave/meta');
      return [data.mayApply, data.mayReview];
    };
    expect(await flags(as.counsellor)).toEqual([false, true]);
    expect(await flags(as.office)).toEqual([false, true]);
    expect(await flags(as.teacher)).toEqual([false, false]);
    const single = await t.app.inject({
      method: 'GET',
      url: '/api/affairs/leave/meta',
      headers: as.student.lx.who.headers,
    });
    expect(single.json()).toMatchObject({ state: 200, data: { module: { key: 'leave' } } });
    const anonymous = await t.app.inject({ method: 'GET', url: `${LXGL}/affairs/leave/meta` });
    expect(anonymous.json().state).toBe(LoginState.NOT_LOGGED_IN);
  });
});

describe('apply', () => {
  it('starts a request on the main version, for applicants only', async () => {
    const id = await applyInLxgl(as.student, LEAVE(1));
    expect((await pendingTask(as.counsellor.bpm, id)).name).toBe("Counsellor's approval");
    expect(await as.teacher.lx.post('/affairs/leave/apply', { data: LEAVE(1) })).toMatchObject({
      state: SecurityState.UNAUTHORIZED,
      message: 'You cannot apply for this',
    });
  });

  it('names each field at fault by its label in the caller’s language', async () => {
    const bad = { ...LEAVE(1), reason: '短', contactPhone: '123', days: 99 };
    const en = await as.student.lx.post('/affairs/leave/apply', { data: bad });
    expect(en).toMatchObject({
      state: ModuleState.FORM_DATA_INVALID,
      message: 'Reason: At least 5 characters; Contact phone: Please enter a valid mobile number',
      variables: {
        fields: [
          { field: 'reason', message: 'At least 5 characters' },
          { field: 'contactPhone', message: 'Please enter a valid mobile number' },
        ],
      },
    });
    const zh = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${LXGL}/affairs/leave/apply`,
      headers: as.student.lx.who.headers,
      payload: { data: bad },
    });
    expect(zh.body.message).toBe('请假事由：至少5个字符; 联系电话：请输入正确的手机号码');
  });

  it('needs the proof of a sick leave, not of a personal one', async () => {
    const sick = { ...LEAVE(1), leaveType: 'sick' };
    expect(await as.student.lx.post('/affairs/leave/apply', { data: sick })).toMatchObject({
      state: ModuleState.FORM_DATA_INVALID,
      message: 'Proof: Required',
      variables: { fields: [{ field: 'proof', message: 'Required' }] },
    });
    const { body: proof } = await upload(t.app, as.student.lx.who, {
      name: '诊断证明.png',
      type: 'image/png',
      content: PNG,
    });
    expect(await applyInLxgl(as.student, { ...sick, proof: [{ id: proof.data.id }] })).toBeTruthy();
    expect(await applyInLxgl(as.student, { ...LEAVE(1), leaveType: 'personal' })).toBeTruthy();
  });

  it('submits a draft of the caller’s own, of this module’s process only', async () => {
    const leaveId = await defIdOf(as.student.bpm, 'leave');
    const draft = await as.student.bpm.post<{ proInstId: string }>('/instance/saveDraft', {
      defId: leaveId,
      data: { reason: '草稿里写好的理由' },
    });
    const { reason: _drafted, ...rest } = LEAVE(2);
    const submitted = await as.student.lx.post<{ proInstId: string }>('/affairs/leave/apply', {
      data: rest,
      draftId: draft.data.proInstId,
    });
    expect(submitted).toMatchObject({ state: 200, data: { proInstId: draft.data.proInstId } });
    const general = await as.student.bpm.post<{ proInstId: string }>('/instance/saveDraft', {
      defId: await defIdOf(as.student.bpm, 'general'),
      data: {},
    });
    expect(
      (await as.student.lx.post('/affairs/leave/apply', { data: LEAVE(1), draftId: general.data.proInstId }))
        .state,
    ).toBe(ModuleState.DRAFT_NOT_FOUND);
  });
});

describe('lists', () => {
  it('mine: the caller’s own requests with the module’s columns, filtered by status', async () => {
    const leave = LEAVE(3);
    const id = await applyInLxgl(as.student, leave);
    const rows = await as.student.lx.rows<AffairRow>('/affairs/leave/mine');
    expect(rows.find((r) => r.id === id)).toMatchObject({
      subject: "李明轩's 3-day leave",
      status: 'running',
      curNode: "Counsellor's approval",
      values: {
        leaveType: 'personal',
        period: leave.period,
        days: 3,
        status: 'running',
        returnedAt: null,
      },
    });
    expect(
      (await as.student.lx.rows<AffairRow>('/affairs/leave/mine', { 'Q^status^S': 'approved' })).some(
        (r) => r.id === id,
      ),
    ).toBe(false);
    expect(
      (
        await as.student.lx.post('/affairs/leave/mine', {
          parameters: [{ key: 'Q^status^S', value: 'lost' }],
        })
      ).state,
    ).toBe(400);
    expect(await as.counsellor.lx.rows('/affairs/leave/mine')).toEqual([]);
  });

  it('review: the tasks the caller may act on, never for students', async () => {
    expect(await as.student.lx.post('/affairs/leave/review', {})).toMatchObject({
      state: SecurityState.UNAUTHORIZED,
      message: 'You do not review these requests',
    });
    const id = await applyInLxgl(as.student, LEAVE(4));
    const row = (await review(as.counsellor)).find((r) => r.id === id)!;
    expect(row).toMatchObject({
      nodeName: "Counsellor's approval",
      starter: { name: '李明轩', number: '202411101', className: '软件工程2024级1班' },
      values: { name: '李明轩', className: '软件工程2024级1班', days: 4 },
      flags: ['repeated'], // this file's earlier requests make it the student's fourth in 30 days
    });
    expect(row.taskId).toBe((await pendingTask(as.counsellor.bpm, id)).taskId);
    expect((await review(as.college)).some((r) => r.id === id)).toBe(false);
    await agreePending(as.counsellor, id);
    expect((await review(as.counsellor)).some((r) => r.id === id)).toBe(false);
    expect((await review(as.college)).find((r) => r.id === id)).toMatchObject({
      nodeName: 'College approval',
    });
    expect((await review(as.office)).some((r) => r.id === id)).toBe(false);
    expect(await review(as.hbcounsellor)).toEqual([]);
  });

  it('publicity: only for modules that declare it', async () => {
    const body = await as.student.lx.post('/affairs/leave/publicity', {});
    expect(body.state).toBe(404);
  });
});

describe('detail', () => {
  it('shows a request to those the workflow lets read it and to staff in charge of the student, with the caller’s task and actions', async () => {
    const id = await applyInLxgl(as.student, LEAVE(3));
    const mine = await as.student.lx.get<AffairDetail>('/affairs/leave/detail', { id });
    expect(mine.data).toMatchObject({
      row: { id, status: 'running' },
      starter: { name: '李明轩', number: '202411101', mobile: '13900000002' },
      values: { leaveType: 'personal', days: 3, contactPhone: '13900000002' },
      record: { id, status: 'running', days: 3, returnedAt: null, overdue: false, returnState: null },
      actions: ['urge', 'endProcess', 'revoke'],
      taskId: null,
    });
    expect(mine.data.form.fields.map((f) => f.key)).toContain('proof');

    const counsellor = await as.counsellor.lx.get<AffairDetail>('/affairs/leave/detail', { id });
    expect(counsellor.data.taskId).toBe((await pendingTask(as.counsellor.bpm, id)).taskId);
    expect(counsellor.data.actions).toEqual([]);
    expect(counsellor.data.row.values).toMatchObject({ name: '李明轩', days: 3 });

    // The college's staff are in charge of the student: they read it before it reaches them.
    const early = await as.college.lx.get<AffairDetail>('/affairs/leave/detail', { id });
    expect(early.state).toBe(200);
    expect(early.data.taskId).toBeNull();
    await agreePending(as.counsellor, id);
    expect(
      (await as.college.lx.get<AffairDetail>('/affairs/leave/detail', { id })).data.taskId,
    ).not.toBeNull();
    expect(
      (await as.counsellor.lx.get<AffairDetail>('/affairs/leave/detail', { id })).data.taskId,
    ).toBeNull();
    expect((await as.student.lx.get<AffairDetail>('/affairs/leave/detail', { id })).data.actions).toEqual([
      'urge',
      'endProcess',
    ]);
    expect((await as.teacher.lx.get('/affairs/leave/detail', { id })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    expect((await as.hbstudent.lx.get('/affairs/leave/detail', { id })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    expect((await as.student.lx.get('/affairs/leaveReturn/detail', { id })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    // A link with only the id: the group finds the module, with the module's own reading rules.
    const byGroup = await as.student.lx.get<AffairDetail>('/affairs/lxgl/detail', { id });
    expect(byGroup.state, byGroup.message).toBe(200);
    expect(byGroup.data.row.module).toBe('leave');
    expect((await as.teacher.lx.get('/affairs/lxgl/detail', { id })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    expect((await as.hbstudent.lx.get('/affairs/lxgl/detail', { id })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
  });
});

describe('statistics', () => {
  it('counts the caller’s own requests, or for staff those of the students in their charge', async () => {
    const before = await as.counsellor.lx.get<AffairStatistics>('/affairs/leave/statistics');
    const id = await applyInLxgl(as.student, LEAVE(1));
    const after = await as.counsellor.lx.get<AffairStatistics>('/affairs/leave/statistics');
    expect(after.data.byStatus.running).toBe(before.data.byStatus.running + 1);
    expect(after.data.figures).toEqual({ onLeave: 1, overdue: 1 }); // the seeded demo leaves
    const office = await as.office.lx.get<AffairStatistics>('/affairs/leave/statistics');
    expect(office.data.byStatus.running).toBeGreaterThanOrEqual(after.data.byStatus.running);
    const hb = await as.hbcounsellor.lx.get<AffairStatistics>('/affairs/leave/statistics');
    expect(hb.data.byStatus.running).toBe(0);

    const own = await as.student.lx.get<AffairStatistics>('/affairs/leave/statistics');
    const mine = await as.student.lx.rows<AffairRow>('/affairs/leave/mine');
    expect(own.data.byStatus.running).toBe(mine.filter((r) => r.status === 'running').length);
    expect(own.data.figures).toEqual({ onLeave: 0, overdue: 0 });
    expect(mine.some((r) => r.id === id)).toBe(true);
  });
});

describe('the return application (cjxy variant), a second module on the same service', () => {
  it('runs through the same generic API: one step, the counsellor', async () => {
    const meta = await as.student.lx.get<AffairMeta>('/affairs/leaveReturn/meta');
    expect(meta.data).toMatchObject({
      module: { key: 'leaveReturn', group: 'lxgl', applyRoute: 'returnApply' },
      route: [{ nodeId: 'counsellor', assignees: ['王晓婷'] }],
    });
    const returnDate = PERIOD(1)[0];
    const id = await applyInLxgl(
      as.student,
      { returnDate, fromPlace: '江苏省苏州市', transport: 'train' },
      'leaveReturn',
    );
    const rows = await as.counsellor.lx.rows<AffairReviewRow>('/affairs/leaveReturn/review');
    expect(rows.find((r) => r.id === id)).toMatchObject({
      values: { name: '李明轩', returnDate },
    });
    await agreePending(as.counsellor, id);
    expect(
      (await as.student.lx.rows<AffairRow>('/affairs/leaveReturn/mine')).find((r) => r.id === id),
    ).toMatchObject({ status: 'approved', values: { transport: 'train', status: 'approved' } });
    expect((await as.student.lx.rows<AffairRow>('/affairs/leave/mine')).some((r) => r.id === id)).toBe(false);
  });
});
