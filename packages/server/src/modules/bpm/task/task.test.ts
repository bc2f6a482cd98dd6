import { ModuleState, TASK_ACTIONS } from '@campus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.js';
import {
  bpmCaller,
  DORM_CHANGE,
  hasPending,
  LEAVE,
  pendingTask,
  scholarshipAtPanel,
  startRequest,
  type BpmCaller,
} from '../../../test/bpm.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

const { t, as } = bpmTestApp([
  'student',
  'counsellor',
  'college',
  'office',
  'teacher',
  'dorm',
  'hbcounsellor',
]);
/** The office's second member: office tasks go to both as candidates. */
let office2: BpmCaller;

beforeAll(async () => {
  const other = await t.database.db
    .selectFrom('appUser as u')
    .innerJoin('memberRole as mr', 'mr.userId', 'u.id')
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .select('u.account')
    .where('r.code', '=', 'office_staff')
    .where('r.tenantId', '=', as.office.who.tenantId)
    .where('u.account', '<>', 'office')
    .executeTakeFirstOrThrow();
  office2 = bpmCaller(t.app, await signIn(t.app, other.account));
});

interface FormView {
  formModel: { formValue: Record<string, unknown> };
  permissions: { fields: Record<string, string> };
  buttons: { alias: string }[];
  attributes: Record<string, unknown>;
}

async function leaveAt(days: number, approvals: BpmCaller[] = []) {
  const id = await startRequest(as.student, 'leave', LEAVE(days));
  for (const approver of approvals) {
    const task = await pendingTask(approver, id);
    expect((await approver.post('/task/agree', { taskId: task.taskId })).state).toBe(200);
  }
  return id;
}

/** A dormitory change the counsellor has agreed to: at the dormitory office, which assigns the room. */
async function dormChangeAtOffice() {
  const id = await startRequest(as.student, 'dorm_change', DORM_CHANGE());
  const first = await pendingTask(as.counsellor, id);
  expect((await as.counsellor.post('/task/agree', { taskId: first.taskId })).state).toBe(200);
  return { id, taskId: (await pendingTask(as.dorm, id)).taskId };
}

const messagesTo = (userId: string) =>
  t.database.db
    .selectFrom('innerMessage')
    .select(['subject', 'content', 'messageType', 'bizId'])
    .where('receiverId', '=', userId)
    .execute();

describe('the task form', () => {
  it('gives the approver the node’s field permissions, the allowed actions and how they hold the task', async () => {
    const id = await leaveAt(5);
    const task = await pendingTask(as.counsellor, id);
    const view = await as.counsellor.get<FormView>('/task/getFormData', { taskId: task.taskId });
    expect(view.state).toBe(200);
    // The counsellor reads the student's form; their one comment is the opinion (issue 17 item 4).
    expect(view.data.permissions.fields).toMatchObject({ days: 'read', reason: 'read', period: 'read' });
    expect(Object.values(view.data.permissions.fields)).not.toContain('edit');
    // A single approver's task: every action but the countersign's (abandoning, adding a signer).
    expect(view.data.buttons.map((b) => b.alias)).toEqual(
      TASK_ACTIONS.filter((action) => action !== 'abandon' && action !== 'addSign'),
    );
    expect(view.data.attributes).toMatchObject({
      taskId: task.taskId,
      proInstId: id,
      status: 'NORMAL',
      isCountersign: false,
    });
    expect(view.data.formModel.formValue).toMatchObject({ days: 5 });
  });

  it('shows the starter a read-only copy and refuses everyone else', async () => {
    const id = await leaveAt(5);
    const { taskId } = await pendingTask(as.counsellor, id);
    const starter = await as.student.get<FormView>('/task/getFormData', { taskId });
    expect(starter.data.buttons).toEqual([]);
    expect(starter.data.permissions.fields.reason).toBe('read');
    // Who may not read the request learns nothing about the task: as for an unknown id.
    expect((await as.college.get('/task/getFormData', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    expect((await as.hbcounsellor.get('/task/getFormData', { taskId })).state).toBe(
      ModuleState.TASK_NOT_FOUND,
    );
    expect((await as.counsellor.get('/task/getFormData', { taskId: '404' })).state).toBe(
      ModuleState.TASK_NOT_FOUND,
    );
  });
});

describe('agree, oppose, abandon', () => {
  it('refuses anyone but the assignee, and a second completion', async () => {
    const id = await leaveAt(5);
    const { taskId } = await pendingTask(as.counsellor, id);
    // The starter reads the request: "not yours"; strangers hear what an unknown id answers.
    expect((await as.student.post('/task/agree', { taskId })).state).toBe(ModuleState.TASK_NOT_ASSIGNEE);
    for (const other of [as.college, as.teacher]) {
      expect((await other.post('/task/agree', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    }
    expect((await as.hbcounsellor.post('/task/agree', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    expect((await as.counsellor.post('/task/agree', { taskId })).state).toBe(200);
    expect((await as.counsellor.post('/task/agree', { taskId })).state).toBe(
      ModuleState.TASK_ALREADY_HANDLED,
    );
  });

  it('takes only the fields the approver may edit', async () => {
    const id = await leaveAt(5);
    const { taskId } = await pendingTask(as.counsellor, id);
    const body = await as.counsellor.post('/task/agree', { taskId, data: JSON.stringify({ days: 1 }) });
    expect(body.state).toBe(200);
    const view = await as.student.get<FormView>('/instance/getFormData', { proInstId: id });
    expect(view.data.formModel.formValue).toMatchObject({ days: 5 });
    expect(await hasPending(as.college, id)).toBe(true); // routed on the starter's 5 days, not the 1

    const dorm = await dormChangeAtOffice();
    const assigned = await as.dorm.post('/task/agree', {
      taskId: dorm.taskId,
      data: JSON.stringify({ assignedRoom: '7-501', currentRoom: '1-101' }),
    });
    expect(assigned.state).toBe(200);
    const after = await as.student.get<FormView>('/instance/getFormData', { proInstId: dorm.id });
    expect(after.data.formModel.formValue).toMatchObject({ assignedRoom: '7-501', currentRoom: '7-302' });
  });

  it('ends the request as not approved on oppose and tells the starter', async () => {
    const id = await leaveAt(1);
    const { taskId } = await pendingTask(as.counsellor, id);
    expect((await as.counsellor.post('/task/oppose', { taskId, opinion: '考试周' })).state).toBe(200);
    const [row] = (await as.student.rows('/initiated/query/my/completed')).filter((r) => r.id === id);
    expect(row).toMatchObject({ status: 'end', result: 'oppose' });
    expect((await messagesTo(as.student.who.userId)).find((m) => m.bizId === id)).toMatchObject({
      messageType: 'system',
      content: '您的申请“李明轩的请假申请（1天）”未通过审批。',
    });
  });

  it('refuses an action the node does not allow', async () => {
    const id = await leaveAt(1);
    const { taskId } = await pendingTask(as.counsellor, id);
    expect(await as.counsellor.post('/task/abandon', { taskId })).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: '"Abstain" is not allowed at this step',
    });
  });

  it('lets any candidate act, after which the task leaves every candidate’s list', async () => {
    const id = await leaveAt(10, [as.counsellor, as.college]);
    const first = await pendingTask(as.office, id);
    expect(first).toMatchObject({ status: 'NORMAL', ownerName: '' });
    expect(await hasPending(office2, id)).toBe(true);
    expect((await office2.post('/task/agree', { taskId: first.taskId })).state).toBe(200);
    expect(await hasPending(as.office, id)).toBe(false);
  });

  it('agrees in batch, each task on its own', async () => {
    const a = await leaveAt(1);
    const b = await leaveAt(1);
    const tasks = [
      (await pendingTask(as.counsellor, a)).taskId,
      (await pendingTask(as.counsellor, b)).taskId,
    ];
    const body = await as.counsellor.post<{ taskId: string; state: number }[]>('/task/agree/batch', {
      taskIds: [...tasks, tasks[0]!].join(','),
      opinion: '同意',
    });
    expect(body.data.map((r) => r.state)).toEqual([200, 200, ModuleState.TASK_ALREADY_HANDLED]);
  });
});

describe('rejecting', () => {
  it('sends the request back to the previous step, to any earlier step, or to the starter', async () => {
    const id = await leaveAt(10, [as.counsellor]);
    const collegeTask = await pendingTask(as.college, id);
    const nodes = await as.college.get<{ nodeId: string; nodeName: string }[]>('/task/rejectNodes', {
      taskId: collegeTask.taskId,
    });
    expect(nodes.data).toEqual([
      { nodeId: 'counsellor', nodeName: '辅导员审批' },
      { nodeId: 'submit', nodeName: '提交申请' },
    ]);
    const wrong = await as.college.post('/task/reject', {
      taskId: collegeTask.taskId,
      destination: 'office',
    });
    expect(wrong).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: 'The request cannot be sent back to that step',
    });
    expect(
      (await as.college.post('/task/reject/previous', { taskId: collegeTask.taskId, opinion: '补充材料' }))
        .state,
    ).toBe(200);
    const back = await pendingTask(as.counsellor, id);
    expect(back.name).toBe("Counsellor's approval");
    expect(
      (await as.counsellor.post('/task/reject', { taskId: back.taskId, destination: 'submit' })).state,
    ).toBe(200);
    const starterTask = await pendingTask(as.student, id);
    expect(starterTask.name).toBe('Submit');
    expect(
      (await messagesTo(as.student.who.userId)).some((m) => m.bizId === id && m.content.includes('已被退回')),
    ).toBe(true);
  });

  it('lets the starter fix and resubmit a returned request, which then flows again from the start', async () => {
    const id = await leaveAt(10);
    const { taskId } = await pendingTask(as.counsellor, id);
    expect((await as.counsellor.post('/task/reject/starter', { taskId })).state).toBe(200);
    const mine = await pendingTask(as.student, id);
    const view = await as.student.get<FormView>('/task/getFormData', { taskId: mine.taskId });
    expect(view.data.permissions.fields).toMatchObject({ period: 'edit', days: 'read' });
    expect(view.data.buttons.map((b) => b.alias)).toEqual(['agree', 'endProcess', 'save']);
    expect((await as.student.post('/task/agree', { taskId: mine.taskId, data: { ...LEAVE(1) } })).state).toBe(
      200,
    );
    const again = await pendingTask(as.counsellor, id);
    expect((await as.counsellor.post('/task/agree', { taskId: again.taskId })).state).toBe(200);
    expect((await as.student.rows('/initiated/query/my/completed')).find((r) => r.id === id)).toMatchObject({
      result: 'agree',
    });
  });

  it('with backHandMode direct, returns straight to the step that rejected once the starter resubmits', async () => {
    const id = await leaveAt(10, [as.counsellor]);
    const { taskId } = await pendingTask(as.college, id);
    expect((await as.college.post('/task/reject/starter', { taskId, backHandMode: 'direct' })).state).toBe(
      200,
    );
    const mine = await pendingTask(as.student, id);
    expect((await as.student.post('/task/agree', { taskId: mine.taskId })).state).toBe(200);
    expect(await hasPending(as.counsellor, id)).toBe(false);
    expect(await hasPending(as.college, id)).toBe(true);
  });

  it('refuses a bad backHandMode naming the field', async () => {
    const body = await as.college.post('/task/reject', { taskId: '1', backHandMode: 'sideways' });
    expect(body).toMatchObject({ state: 400, message: 'backHandMode: Please choose a valid option' });
  });
});

describe('ending and saving', () => {
  it('lets the approver end the request and tells the starter', async () => {
    const id = await leaveAt(1);
    const { taskId } = await pendingTask(as.counsellor, id);
    expect(
      (await as.counsellor.post('/task/doEndProcess', {}, { taskId, endReason: '重复申请' })).data,
    ).toMatchObject({ status: 'manualend' });
    expect((await as.student.rows('/initiated/query/my/completed')).find((r) => r.id === id)).toMatchObject({
      status: 'manualend',
    });
    expect(
      (await messagesTo(as.student.who.userId)).some((m) => m.bizId === id && m.content.includes('重复申请')),
    ).toBe(true);
  });

  it('saves edits and the opinion without completing, and keeps them for the completion', async () => {
    const { id, taskId } = await dormChangeAtOffice();
    const saved = await as.dorm.post('/task/save/task', {
      taskId,
      data: JSON.stringify({ assignedRoom: '8-101', reason: '改掉' }),
      opinion: '草稿意见',
    });
    expect(saved.state).toBe(200);
    const view = await as.dorm.get<FormView>('/task/getFormData', { taskId });
    expect(view.data.formModel.formValue).toMatchObject({ assignedRoom: '8-101', reason: '作息不同' });
    expect(view.data.attributes.opinion).toBe('草稿意见');
    expect(await hasPending(as.dorm, id)).toBe(true);
    expect((await as.dorm.post('/task/agree', { taskId })).state).toBe(200);
    const after = await as.student.get<FormView>('/instance/getFormData', { proInstId: id });
    expect(after.data.formModel.formValue.assignedRoom).toBe('8-101');
  });
});

describe('adding signers to a countersign', () => {
  it('shows the voters and adds a signer who gets a task at once', async () => {
    const {
      id,
      task: { taskId },
    } = await scholarshipAtPanel(as);
    const info = await as.college.get<{ allowed: boolean; signers: { name: string }[]; sequential: boolean }>(
      '/task/toAddSignTask',
      { taskId },
    );
    expect(info.data).toMatchObject({ allowed: true, sequential: false });
    expect(info.data.signers.map((s) => s.name).sort()).toEqual(['张伟', '陈志强'].sort());
    const added = await as.college.post('/task/doAddSignTask', {
      taskId,
      addSignTaskUserId: as.office.who.userId,
      addReason: '请学工处一起看',
    });
    expect(added.state).toBe(200);
    expect(await pendingTask(as.office, id)).toMatchObject({ name: 'College panel review' });
    const again = await as.college.post('/task/doAddSignTask', {
      taskId,
      addSignTaskUserId: as.office.who.userId,
    });
    expect(again).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: 'The chosen people already take part in this countersign',
    });
    expect((await as.college.post('/task/doAddSignTask', { taskId, addSignTaskUserId: '999' })).state).toBe(
      ModuleState.USER_NOT_FOUND,
    );
    expect((await as.college.post('/task/abandon', { taskId })).state).toBe(200);
  });

  it('refuses to add signers to a single-approver task', async () => {
    const id = await leaveAt(1);
    const { taskId } = await pendingTask(as.counsellor, id);
    const body = await as.counsellor.post('/task/doAddSignTask', {
      taskId,
      addSignTaskUserId: as.college.who.userId,
    });
    expect(body.state).toBe(ModuleState.ACTION_NOT_ALLOWED);
  });
});

describe('revoking a completion', () => {
  it('lists what can be taken back and takes it back while the next step has not acted', async () => {
    const id = await leaveAt(10);
    const { taskId } = await pendingTask(as.counsellor, id);
    await as.counsellor.post('/task/agree', { taskId });
    const revocable = await as.counsellor.rows('/received/query/handled/revokable');
    expect(revocable.find((r) => r.id === id)).toMatchObject({
      taskId,
      myNode: "Counsellor's approval",
      curNode: 'College approval',
    });
    expect((await as.college.post('/task/revoke', { taskId })).state).toBe(ModuleState.TASK_NOT_ASSIGNEE);
    expect(
      (await as.counsellor.post('/task/revoke', { taskId, backHandMode: 'normal', opinion: '看错了' })).state,
    ).toBe(200);
    expect(await hasPending(as.college, id)).toBe(false);
    expect((await pendingTask(as.counsellor, id)).taskId).toBe(taskId);
    await as.counsellor.post('/task/agree', { taskId });
    await as.college.post('/task/agree', { taskId: (await pendingTask(as.college, id)).taskId });
    expect((await as.counsellor.rows('/received/query/handled/revokable')).some((r) => r.id === id)).toBe(
      false,
    );
    expect((await as.counsellor.post('/task/revoke', { taskId })).state).toBe(ModuleState.REVOKE_NOT_ALLOWED);
  });
});

describe('urging', () => {
  it('lets the starter urge: remindTimes goes up and the approver gets a message; once per 10 minutes', async () => {
    const id = await leaveAt(1);
    const urged = await as.student.post('/task/urge', { instId: id, message: '明天出发' });
    expect(urged).toMatchObject({ state: 200, data: { urged: 1 } });
    expect((await pendingTask(as.counsellor, id)).remindTimes).toBe(1);
    const message = (await messagesTo(as.counsellor.who.userId)).find((m) => m.content.includes('明天出发'))!;
    expect(message).toMatchObject({ messageType: 'normal', subject: '催办：李明轩的请假申请（1天）' });
    expect(await as.student.post('/task/urge', { instId: id })).toMatchObject({
      state: ModuleState.URGE_TOO_FREQUENT,
      message: 'Urged too often, please try again in 10 minutes',
    });
  });

  it('refuses urging by anyone but the starter, and when nothing is open', async () => {
    const id = await leaveAt(1);
    const { taskId } = await pendingTask(as.counsellor, id);
    expect(await as.counsellor.post('/task/urge', { taskId })).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: 'Only the applicant can urge',
    });
    expect((await as.teacher.post('/task/urge', { instId: id })).state).toBe(ModuleState.INSTANCE_NOT_FOUND);
    await as.counsellor.post('/task/agree', { taskId });
    expect(await as.student.post('/task/urge', { instId: id })).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: 'There is no open task to urge',
    });
    expect((await as.student.post('/task/urge', {})).state).toBe(400);
  });
});
