import { ModuleState } from '@campus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpVersion, findInstance, VersionConflict } from '../../../engine/runtime/store.js';
import { signIn } from '../../../test/auth.js';
import {
  bpmCaller,
  hasPending,
  LEAVE,
  pendingTask,
  startRequest,
  type BpmCaller,
} from '../../../test/bpm.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

/**
 * Issue 32 item 5: the stock client's `task/lock`, `task/unlock`, `task/suspendProcess` and
 * `task/recoverProcess` (each a POST with `?taskId=`), as engine features: a lock hides a shared
 * task from the other candidates, a suspension stops every way of handling the request's tasks.
 */
const { t, as } = bpmTestApp(['student', 'counsellor', 'college', 'office', 'teacher', 'admin']);

/** The office's second member: office tasks go to both as candidates. */
let office2: BpmCaller;
let officeName: string;

beforeAll(async () => {
  const members = await t.database.db
    .selectFrom('appUser as u')
    .innerJoin('memberRole as mr', 'mr.userId', 'u.id')
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .select(['u.account', 'u.fullname'])
    .where('r.code', '=', 'office_staff')
    .where('r.tenantId', '=', as.office.who.tenantId)
    .execute();
  office2 = bpmCaller(t.app, await signIn(t.app, members.find((m) => m.account !== 'office')!.account));
  officeName = members.find((m) => m.account === 'office')!.fullname;
});

const control = (caller: BpmCaller, call: string, taskId: string) =>
  caller.post(`/task/${call}`, undefined, { taskId });

/** A ten-day leave the counsellor and the college agreed to: shared by the office's members. */
async function leaveAtOffice(): Promise<{ id: string; taskId: string }> {
  const id = await startRequest(as.student, 'leave', LEAVE(10));
  for (const approver of [as.counsellor, as.college]) {
    const { taskId } = await pendingTask(approver, id);
    expect((await approver.post('/task/agree', { taskId })).state).toBe(200);
  }
  return { id, taskId: (await pendingTask(as.office, id)).taskId };
}

/** A new leave at the counsellor (their own task, not shared). */
async function leaveAtCounsellor(days = 1): Promise<{ id: string; taskId: string }> {
  const id = await startRequest(as.student, 'leave', LEAVE(days));
  return { id, taskId: (await pendingTask(as.counsellor, id)).taskId };
}

const changeLog = (objectId: string) =>
  t.database.db
    .selectFrom('changeLog')
    .select(['objectKind', 'action', 'actorId', 'before', 'after'])
    .where('objectId', '=', objectId)
    .orderBy('at')
    .execute();

describe('task/lock and task/unlock', () => {
  it('hides a locked task from the other candidates, refuses their acts naming the locker, and unlocking returns it', async () => {
    const { id, taskId } = await leaveAtOffice();
    expect(await hasPending(office2, id)).toBe(true);

    const locked = await control(as.office, 'lock', taskId);
    expect(locked).toMatchObject({
      state: 200,
      data: { taskId, lockedBy: as.office.who.userId, lockedByName: officeName },
    });
    expect(await pendingTask(as.office, id)).toMatchObject({ locked: 'Y', instStatus: 'running' });
    expect(await hasPending(office2, id)).toBe(false);

    const byLocker = { state: ModuleState.TASK_NOT_ASSIGNEE, message: expect.stringContaining(officeName) };
    expect(await office2.post('/task/agree', { taskId })).toMatchObject(byLocker);
    expect((await office2.post('/task/agree', { taskId })).message).toContain('has locked this task');
    expect(await control(office2, 'lock', taskId)).toMatchObject(byLocker);
    expect(await control(office2, 'unlock', taskId)).toMatchObject(byLocker);
    // The locker asking again is told it is theirs.
    expect(await control(as.office, 'lock', taskId)).toMatchObject({
      state: 200,
      data: { lockedBy: as.office.who.userId },
    });

    expect(await control(as.office, 'unlock', taskId)).toMatchObject({
      state: 200,
      data: { taskId, lockedBy: null, lockedByName: null },
    });
    expect(await pendingTask(as.office, id)).toMatchObject({ locked: 'N' });
    expect(await hasPending(office2, id)).toBe(true);
    expect(await control(as.office, 'unlock', taskId)).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: 'This task is not locked',
    });
    // The locker's own unlock is not an administrator's change: nothing in the change log.
    expect(await changeLog(id)).toEqual([]);

    expect((await office2.post('/task/agree', { taskId })).state).toBe(200);
    expect(await hasPending(as.office, id)).toBe(false);
    expect(await control(as.office, 'lock', taskId)).toMatchObject({
      state: ModuleState.TASK_ALREADY_HANDLED,
    });
  });

  it('is for candidates of a shared task only: not a stranger, not an earlier approver, not the starter, not a held task', async () => {
    const { taskId } = await leaveAtOffice();
    expect(await control(as.teacher, 'lock', taskId)).toMatchObject({ state: ModuleState.TASK_NOT_FOUND });
    expect(await control(as.counsellor, 'lock', taskId)).toMatchObject({
      state: ModuleState.TASK_NOT_ASSIGNEE,
    });
    expect(await control(as.student, 'lock', taskId)).toMatchObject({ state: ModuleState.TASK_NOT_ASSIGNEE });
    const own = await leaveAtCounsellor();
    expect(await control(as.counsellor, 'lock', own.taskId)).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: 'Only a task shared by several candidates can be locked',
    });
    for (const call of ['lock', 'unlock', 'suspendProcess', 'recoverProcess']) {
      for (const bad of ['', '../x']) {
        const reply = await control(as.office, call, bad);
        expect(reply.state, `${call} ${bad}`).toBe(400);
        expect(reply.message, call).toContain('taskId');
      }
    }
  });

  it("lets an administrator unlock someone else's lock, recorded in the change log", async () => {
    const { id, taskId } = await leaveAtOffice();
    expect((await control(as.office, 'lock', taskId)).state).toBe(200);
    expect(await control(as.admin, 'unlock', taskId)).toMatchObject({ state: 200, data: { lockedBy: null } });
    expect(await hasPending(office2, id)).toBe(true);
    expect(await changeLog(id)).toEqual([
      expect.objectContaining({ objectKind: 'request', action: 'unlock', actorId: as.admin.who.userId }),
    ]);
  });

  it('is cleared by a transfer: the new holder keeps the task when the locker would unlock', async () => {
    const { id, taskId } = await leaveAtOffice();
    expect((await control(as.office, 'lock', taskId)).state).toBe(200);
    const shifted = await as.office.post('/task/change/save', {
      taskId,
      changeType: 'shift',
      comment: '出差',
      bpmTaskChangeAssignPoList: [{ type: 'employee', executor: office2.who.userId, executorName: 'x' }],
    });
    expect(shifted.state).toBe(200);
    expect(await pendingTask(office2, id)).toMatchObject({ status: 'DELIVERTO', locked: 'N' });
    expect(await control(office2, 'unlock', taskId)).toMatchObject({ state: ModuleState.ACTION_NOT_ALLOWED });
  });
});

describe('task/suspendProcess and task/recoverProcess', () => {
  const SUSPENDED = {
    state: ModuleState.ACTION_NOT_ALLOWED,
    message: 'This request is suspended: its tasks cannot be handled until it is recovered',
  };
  const complete = (taskId: string, actionName: string) => ({
    parameters: Object.entries({ opinion: 'ok', actionName, taskId, data: '{}' }).map(([key, value]) => ({
      key,
      value,
    })),
  });

  it('blocks every way of handling the suspended request, shows it suspended, and recovery lets it go on', async () => {
    const { id, taskId } = await leaveAtCounsellor(10);
    expect(await control(as.admin, 'suspendProcess', taskId)).toMatchObject({
      state: 200,
      data: { proInstId: id, status: 'suspend' },
    });

    // Shown as suspended: the pending row, the task form (no buttons), the starter's list.
    expect(await pendingTask(as.counsellor, id)).toMatchObject({ taskId, instStatus: 'suspend' });
    const form = await as.counsellor.get<{ buttons: unknown[]; attributes: Record<string, unknown> }>(
      '/task/getFormData',
      { taskId },
    );
    expect(form.data).toMatchObject({ buttons: [], attributes: { instStatus: 'suspend' } });
    const mine = await as.student.rows<{ id: string; status: string }>('/initiated/query/my/requested');
    expect(mine.find((r) => r.id === id)?.status).toBe('suspend');

    const paths: [string, () => Promise<{ state: number; message: string }>][] = [
      ['task/agree', () => as.counsellor.post('/task/agree', { taskId })],
      ['task/oppose', () => as.counsellor.post('/task/oppose', { taskId })],
      ['task/abandon', () => as.counsellor.post('/task/abandon', { taskId })],
      ['task/reject', () => as.counsellor.post('/task/reject', { taskId })],
      ['task/reject/previous', () => as.counsellor.post('/task/reject/previous', { taskId })],
      ['task/reject/starter', () => as.counsellor.post('/task/reject/starter', { taskId })],
      ['task/doEndProcess', () => as.counsellor.post('/task/doEndProcess', undefined, { taskId })],
      ['task/save/task', () => as.counsellor.post('/task/save/task', { taskId, opinion: 'x' })],
      ['task/complete agree', () => as.counsellor.post('/task/complete', complete(taskId, 'agree'))],
      ['task/complete reject', () => as.counsellor.post('/task/complete', complete(taskId, 'reject'))],
      ['task/agreeData/vo', () => as.counsellor.post('/task/agreeData/vo', { taskId })],
      [
        'task/change/save',
        () =>
          as.counsellor.post('/task/change/save', {
            taskId,
            changeType: 'shift',
            comment: 'x',
            bpmTaskChangeAssignPoList: [
              { type: 'employee', executor: as.teacher.who.userId, executorName: 'x' },
            ],
          }),
      ],
    ];
    // The starter can neither withdraw nor call off a suspended request.
    paths.push(
      ['instance/revoke', () => as.student.post('/instance/revoke', { instId: id })],
      ['instance/doEndProcess', () => as.student.post('/instance/doEndProcess', undefined, { instId: id })],
    );
    for (const [path, call] of paths) expect(await call(), path).toMatchObject(SUSPENDED);
    for (const path of ['/task/agree/batch', '/task/completeBatch']) {
      const batch = await as.counsellor.post<{ taskId: string; state: number; message: string }[]>(path, {
        taskIds: taskId,
      });
      expect(batch.data, path).toEqual([{ taskId, ...SUSPENDED }]);
    }
    expect(await pendingTask(as.counsellor, id)).toMatchObject({ taskId });

    expect(await control(as.admin, 'recoverProcess', taskId)).toMatchObject({
      state: 200,
      data: { proInstId: id, status: 'running' },
    });
    expect(await pendingTask(as.counsellor, id)).toMatchObject({ instStatus: 'running' });
    expect((await as.counsellor.post('/task/agree', { taskId })).state).toBe(200);

    const logged = await changeLog(id);
    expect(logged.map((r) => [r.objectKind, r.action, r.actorId])).toEqual([
      ['request', 'suspend', as.admin.who.userId],
      ['request', 'recover', as.admin.who.userId],
    ]);
    expect(JSON.parse(logged[0]!.after)).toMatchObject({ status: 'suspend' });
  });

  it("blocks an approver's revoke and a lock while suspended; the revoke window survives recovery", async () => {
    const { id, taskId: counsellorTask } = await leaveAtCounsellor(10);
    expect((await as.counsellor.post('/task/agree', { taskId: counsellorTask })).state).toBe(200);
    const collegeTask = (await pendingTask(as.college, id)).taskId;
    expect((await control(as.admin, 'suspendProcess', collegeTask)).state).toBe(200);
    expect(await as.counsellor.post('/task/revoke', { taskId: counsellorTask })).toMatchObject(SUSPENDED);
    expect(await as.counsellor.post('/received/revoke', { taskId: counsellorTask })).toMatchObject(SUSPENDED);
    expect((await control(as.admin, 'recoverProcess', collegeTask)).state).toBe(200);
    expect((await as.counsellor.post('/task/revoke', { taskId: counsellorTask })).state).toBe(200);

    const shared = await leaveAtOffice();
    expect((await control(as.admin, 'suspendProcess', shared.taskId)).state).toBe(200);
    expect(await control(as.office, 'lock', shared.taskId)).toMatchObject(SUSPENDED);
    expect(await hasPending(office2, shared.id)).toBe(true);
  });

  it('makes a command that read the request before a suspension or a lock conflict, and so run again', async () => {
    const { db } = t.database;
    const { id, taskId } = await leaveAtCounsellor();
    const tenantId = as.student.who.tenantId;
    const before = (await findInstance(db, tenantId, id))!;
    expect((await control(as.admin, 'suspendProcess', taskId)).state).toBe(200);
    await expect(bumpVersion(db, before, Date.now())).rejects.toBeInstanceOf(VersionConflict);
    // Read again, the request refuses the command as suspended.
    const suspended = (await findInstance(db, tenantId, id))!;
    await expect(bumpVersion(db, suspended, Date.now())).rejects.toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
    });
    expect((await control(as.admin, 'recoverProcess', taskId)).state).toBe(200);

    const shared = await leaveAtOffice();
    const beforeLock = (await findInstance(db, tenantId, shared.id))!;
    expect((await control(as.office, 'lock', shared.taskId)).state).toBe(200);
    await expect(bumpVersion(db, beforeLock, Date.now())).rejects.toBeInstanceOf(VersionConflict);
  });

  it('is for administrators: not a stranger, the starter or an approver; repeating changes nothing', async () => {
    const { id, taskId } = await leaveAtCounsellor();
    expect(await control(as.teacher, 'suspendProcess', taskId)).toMatchObject({
      state: ModuleState.TASK_NOT_FOUND,
    });
    const managersOnly = {
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: expect.stringContaining('Only an administrator of this process'),
    };
    for (const caller of [as.student, as.counsellor])
      expect(await control(caller, 'suspendProcess', taskId)).toMatchObject(managersOnly);

    expect((await control(as.admin, 'suspendProcess', taskId)).state).toBe(200);
    expect((await control(as.admin, 'suspendProcess', taskId)).state).toBe(200);
    for (const caller of [as.student, as.counsellor])
      expect(await control(caller, 'recoverProcess', taskId)).toMatchObject(managersOnly);
    expect(await control(as.teacher, 'recoverProcess', taskId)).toMatchObject({
      state: ModuleState.TASK_NOT_FOUND,
    });
    expect((await control(as.admin, 'recoverProcess', taskId)).state).toBe(200);
    expect((await control(as.admin, 'recoverProcess', taskId)).state).toBe(200);
    expect((await changeLog(id)).map((r) => r.action)).toEqual(['suspend', 'recover']);

    // An ended request is neither suspended nor recovered.
    expect((await as.counsellor.post('/task/oppose', { taskId })).state).toBe(200);
    for (const call of ['suspendProcess', 'recoverProcess'])
      expect(await control(as.admin, call, taskId)).toMatchObject({
        state: ModuleState.ACTION_NOT_ALLOWED,
        message: 'This request is not running: it cannot be suspended or recovered',
      });
  });
});

// Last in the file: it moves the demo student to another class (and so to another counsellor).
describe('an administrator moving a suspended request’s step', () => {
  it('moves it with the student’s class change; the request stays suspended', async () => {
    const { id, taskId } = await leaveAtCounsellor();
    expect((await control(as.admin, 'suspendProcess', taskId)).state).toBe(200);
    const duty = await t.database.db
      .selectFrom('orgDuty as d')
      .innerJoin('org as o', 'o.id', 'd.orgId')
      .innerJoin('appUser as u', 'u.id', 'd.userId')
      .innerJoin('tenantMember as m', (join) =>
        join.on('m.userId', '=', as.student.who.userId).onRef('m.tenantId', '=', 'd.tenantId'),
      )
      .select(['d.orgId', 'u.account'])
      .where('d.tenantId', '=', as.student.who.tenantId)
      .where('d.duty', '=', 'counsellor')
      .where('o.type', '=', 'class')
      .whereRef('d.orgId', '<>', 'm.orgId')
      .where('d.userId', '<>', as.counsellor.who.userId)
      .orderBy('o.code')
      .limit(1)
      .executeTakeFirstOrThrow();
    const admin = bpmCaller(t.app, as.admin.who, '/api/platform/v3');
    const moved = await admin.post<{ moved: { taskId: string }[] }>('/admin/lifecycle/class-change', {
      studentId: as.student.who.userId,
      classId: duty.orgId,
      reason: '转专业',
    });
    expect(moved.state).toBe(200);
    expect(moved.data.moved.map((m) => m.taskId)).toContain(taskId);
    const newCounsellor = bpmCaller(t.app, await signIn(t.app, duty.account));
    expect(await pendingTask(newCounsellor, id)).toMatchObject({ taskId, instStatus: 'suspend' });
    expect(await newCounsellor.post('/task/agree', { taskId })).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: 'This request is suspended: its tasks cannot be handled until it is recovered',
    });
  });
});
