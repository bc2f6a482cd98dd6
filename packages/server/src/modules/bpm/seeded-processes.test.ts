import { describe, expect, it } from 'vitest';
import {
  DORM_CHANGE,
  hasPending,
  LEAVE,
  pendingTask,
  SCHOLARSHIP,
  startRequest,
  type BpmCaller,
} from '../../test/bpm.js';
import { bpmTestApp } from '../../test/signed-in-app.js';

/** The demo processes run end to end through the API for the demo accounts. */
const { as } = bpmTestApp([
  'student',
  'counsellor',
  'college',
  'office',
  'dorm',
  'teacher',
  'hbstudent',
  'hbcounsellor',
]);

async function approve(caller: BpmCaller, instId: string, data?: Record<string, unknown>) {
  const task = await pendingTask(caller, instId);
  const body = await caller.post('/task/agree', { taskId: task.taskId, opinion: '同意', data });
  expect(body.state, `${caller.who.account}: ${body.message}`).toBe(200);
  return task;
}

async function requestOf(caller: BpmCaller, instId: string) {
  const rows = await caller.rows<{ id: string; status: string; result: string | null; curNode: string }>(
    '/initiated/query/my/requested',
  );
  return rows.find((r) => r.id === instId)!;
}

describe('leave', () => {
  it('up to 2 days: the counsellor alone approves', async () => {
    const id = await startRequest(as.student, 'leave', LEAVE(2));
    const task = await approve(as.counsellor, id);
    // Read in the caller's language (en-US): the step and the subject (issue 16).
    expect(task).toMatchObject({
      name: "Counsellor's approval",
      subject: "李明轩's 2-day leave",
      status: 'NORMAL',
    });
    expect(await requestOf(as.student, id)).toMatchObject({ status: 'end', result: 'agree', curNode: '' });
    expect(await hasPending(as.college, id)).toBe(false);
  });

  it('over 2 and up to 7 days: the counsellor, then the college', async () => {
    const id = await startRequest(as.student, 'leave', LEAVE(5));
    await approve(as.counsellor, id);
    expect(await requestOf(as.student, id)).toMatchObject({ status: 'running', curNode: 'College approval' });
    await approve(as.college, id);
    expect(await requestOf(as.student, id)).toMatchObject({ status: 'end', result: 'agree' });
    expect(await hasPending(as.office, id)).toBe(false);
  });

  it('over 7 days: the counsellor, the college, then the office', async () => {
    const id = await startRequest(as.student, 'leave', LEAVE(10));
    await approve(as.counsellor, id);
    await approve(as.college, id);
    expect(await requestOf(as.student, id)).toMatchObject({ curNode: 'Student affairs office approval' });
    await approve(as.office, id);
    expect(await requestOf(as.student, id)).toMatchObject({ status: 'end', result: 'agree' });
  });
});

it('dormitory change: the counsellor, then the dormitory office', async () => {
  const id = await startRequest(as.student, 'dorm_change', DORM_CHANGE());
  await approve(as.counsellor, id);
  const withoutRoom = await as.dorm.post('/task/agree', { taskId: (await pendingTask(as.dorm, id)).taskId });
  expect(withoutRoom).toMatchObject({ state: 6050202, message: 'Assigned room: Required' });
  await approve(as.dorm, id, { assignedRoom: '7-405' });
  expect(await requestOf(as.student, id)).toMatchObject({ status: 'end', result: 'agree' });
});

it('scholarship: the counsellor, a college panel where any one member suffices, then the office', async () => {
  const id = await startRequest(as.student, 'scholarship', { ...SCHOLARSHIP, scholarshipType: 'national' });
  await approve(as.counsellor, id);
  expect(await hasPending(as.college, id)).toBe(true);
  await approve(as.teacher, id);
  expect(await hasPending(as.college, id)).toBe(false);
  await approve(as.office, id);
  expect(await requestOf(as.student, id)).toMatchObject({ status: 'end', result: 'agree' });
});

describe('general approval', () => {
  it('a student: the counsellor approves', async () => {
    const id = await startRequest(as.student, 'general', { title: '借用教室', content: '班会' });
    await approve(as.counsellor, id);
    expect(await requestOf(as.student, id)).toMatchObject({ status: 'end', result: 'agree' });
  });

  it('a staff member: the office approves', async () => {
    const id = await startRequest(as.teacher, 'general', { title: '借用会议室', content: '教研活动' });
    expect(await hasPending(as.counsellor, id)).toBe(false);
    await approve(as.office, id);
    expect(await requestOf(as.teacher, id)).toMatchObject({ status: 'end', result: 'agree' });
  });
});

it('the second school runs its own copy of the processes', async () => {
  const id = await startRequest(as.hbstudent, 'leave', LEAVE(1));
  expect(await hasPending(as.counsellor, id)).toBe(false);
  await approve(as.hbcounsellor, id);
  expect(await requestOf(as.hbstudent, id)).toMatchObject({ status: 'end', result: 'agree' });
});
