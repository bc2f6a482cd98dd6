import { ModuleState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/index.js';
import { HOUR_MS } from '../../../engine/deadlines.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { testDialect } from '../../../test/databases.js';
import { bpmCallers, pendingTask, startRequest, type BpmCaller } from '../../../test/bpm.js';
import { sendDeadlineNotices } from './sweep.js';

/**
 * Issue 29, the engine's part of the chain designer's steps: a deadline with a reminder
 * (campus:dueHours, campus:remindHours) and copies when a step is agreed (campus:copyTo). The
 * sweep is run with a clock the test chooses (hours after the task was created), never by waiting.
 */

const NS = `xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:campus="https://campus-affairs.dev/schema/bpmn/1.0"`;

/** A process start -> check (the counsellor; the settings under test) -> office -> end. */
const processXml = (
  key: string,
  checkSettings: string,
  officeSettings = '',
  office = 'user:office',
) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="defs" targetNamespace="https://campus-affairs.dev/tests">
  <bpmn:process id="${key}" name="时限测试" isExecutable="true" campus:subject="{starter.name}的时限测试（{days}天）">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="check" name="辅导员审批" campus:assignee="relation:counsellor" ${checkSettings} />
    <bpmn:userTask id="office" name="学工处审批" campus:assignee="${office}" ${officeSettings} />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="check" />
    <bpmn:sequenceFlow id="f2" sourceRef="check" targetRef="office" />
    <bpmn:sequenceFlow id="f3" sourceRef="office" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const form = (key: string) => ({
  key,
  name: '时限测试',
  fields: [{ key: 'days', label: '天数', type: 'integer', required: true }],
});

/** The counsellor's step: due in 48 hours, reminded 8 hours before; copies to the teacher and the dorm office. */
const CHECK =
  'campus:dueHours="48" campus:remindHours="8" ' +
  // The student is the starter, the counsellor the approver, the teacher named twice: only the
  // teacher and the dorm office get a copy, once each.
  'campus:copyTo="user:teacher, user:student, relation:counsellor, user:dorm, user:teacher"';

let t: TestApp;
let other: Database;
let as: Record<'admin' | 'student' | 'counsellor' | 'office' | 'teacher' | 'dorm', BpmCaller>;

beforeAll(async () => {
  t = await createTestApp();
  // A second server's connections to the same database, for the sweep run from "two instances".
  // SQLite's driver is synchronous: two connections in one process would wait on each other's
  // lock while blocking the thread that holds it, so there the second "server" shares the
  // connection (its transactions then take turns, as two processes' would on the file lock).
  other = testDialect() === 'postgres' ? openDatabase(t.database.url, { poolSize: 2 }) : t.database;
  as = await bpmCallers(t.app, ['admin', 'student', 'counsellor', 'office', 'teacher', 'dorm']);
  const deployed = await as.admin.post('/definition/deploy', {
    xml: processXml('deadline_test', CHECK, 'campus:dueHours="24"'),
    form: form('deadline_test'),
  });
  if (deployed.state !== 200) throw new Error(`deploy: ${deployed.message} ${deployed.cause ?? ''}`);
  // The same step before a step that finds nobody: agreeing there is refused whole (6050108).
  const dead = await as.admin.post('/definition/deploy', {
    xml: processXml('deadline_dead_end', CHECK, '', 'user:nobody_here'),
    form: form('deadline_dead_end'),
  });
  if (dead.state !== 200) throw new Error(`deploy: ${dead.message} ${dead.cause ?? ''}`);
}, 60_000);
afterAll(async () => {
  if (other !== t?.database) await other?.close();
  await t?.close();
});

const taskRow = (taskId: string) =>
  t.database.db
    .selectFrom('bpmTask')
    .select(['id', 'createdAt', 'dueAt', 'alertAt', 'status'])
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();

/** The inner messages about a task (reminders and overdue notices are about the task). */
const messagesAbout = (bizId: string) =>
  t.database.db
    .selectFrom('innerMessage')
    .select(['receiverId', 'subject', 'content', 'subjects', 'contents', 'bizType'])
    .where('bizId', '=', bizId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** A new request at the counsellor's step: its id, the task and the task's creation time. */
async function atCheck(days = 5, key = 'deadline_test') {
  const id = await startRequest(as.student, key, { days });
  const { taskId } = await pendingTask(as.counsellor, id);
  const task = await taskRow(taskId);
  return { id, taskId, createdAt: task.createdAt };
}

const agree = async (caller: BpmCaller, taskId: string) =>
  expect((await caller.post('/task/agree', { taskId })).state).toBe(200);

describe('deploying deadlines and copies', () => {
  const refusals: [string, string, string][] = [
    [
      'dueHours 0',
      'campus:dueHours="0"',
      "check: campus:dueHours '0' is not a whole number of hours from 1 to 720",
    ],
    [
      'dueHours 721',
      'campus:dueHours="721"',
      "check: campus:dueHours '721' is not a whole number of hours from 1 to 720",
    ],
    [
      'dueHours as text',
      'campus:dueHours="two days"',
      "check: campus:dueHours 'two days' is not a whole number",
    ],
    ['dueHours with decimals', 'campus:dueHours="1.5"', "check: campus:dueHours '1.5' is not a whole number"],
    [
      'remindHours past dueHours',
      'campus:dueHours="4" campus:remindHours="5"',
      "check: campus:remindHours '5' is not a whole number of hours from 0 to 4 (campus:dueHours)",
    ],
    ['remindHours alone', 'campus:remindHours="5"', 'check: campus:remindHours needs campus:dueHours'],
    [
      'copyTo with an unknown rule',
      'campus:copyTo="user:teacher, boss:me"',
      "check: campus:copyTo 'boss:me' is not a rule",
    ],
    ['copyTo naming the starter', 'campus:copyTo="starter"', 'check: campus:copyTo cannot name starter'],
  ];

  it.each(refusals)(
    'refuses %s with 6050102 naming the element and the attribute',
    async (_name, settings, cause) => {
      const body = await as.admin.post('/definition/deploy', {
        xml: processXml('deadline_bad', settings),
        form: form('deadline_bad'),
      });
      expect(body.state).toBe(ModuleState.PROCESS_INVALID);
      expect(body.cause).toContain(cause);
    },
  );

  it('accepts the bounds: 1 and 720 hours, a reminder as early as the deadline itself', async () => {
    for (const settings of ['campus:dueHours="1"', 'campus:dueHours="720" campus:remindHours="720"']) {
      const body = await as.admin.post('/definition/deploy', {
        xml: processXml('deadline_bounds', settings),
        form: form('deadline_bounds'),
      });
      expect(body.state, `${settings}: ${body.cause ?? ''}`).toBe(200);
    }
  });
});

describe('a step with a deadline', () => {
  it('gives its task a due time dueHours after it is created, the reminder remindHours before', async () => {
    const { id, taskId, createdAt } = await atCheck();
    const task = await taskRow(taskId);
    expect(task.dueAt! - createdAt).toBe(48 * HOUR_MS);
    expect(task.alertAt! - createdAt).toBe(40 * HOUR_MS);
    // The counsellor's pending row says when.
    expect((await pendingTask(as.counsellor, id)) as unknown).toMatchObject({ taskId, dueTime: task.dueAt });
  });

  it('reminds the holder once at the reminder time, then once when the deadline passes', async () => {
    const { taskId, createdAt } = await atCheck();
    const at = (hours: number) => createdAt + hours * HOUR_MS;

    await sendDeadlineNotices(t.database.db, at(39));
    expect(await messagesAbout(taskId)).toEqual([]);

    // Two servers sweep at once, and again: one reminder, and no sweep failed.
    const twice = async (hours: number) => {
      const results = await Promise.all([
        sendDeadlineNotices(t.database.db, at(hours)),
        sendDeadlineNotices(other.db, at(hours)),
      ]);
      expect(results.map((r) => r.failed)).toEqual([0, 0]);
      return results;
    };
    await twice(41);
    await sendDeadlineNotices(t.database.db, at(42));
    const reminded = await messagesAbout(taskId);
    expect(reminded).toHaveLength(1);
    expect(reminded[0]).toMatchObject({ receiverId: as.counsellor.who.userId, bizType: 'bpm.task' });
    expect(reminded[0]!.subject).toMatch(
      /^请在 \d{1,2}月\d{1,2}日 \d\d:\d\d 前处理：李明轩的时限测试（5天）$/,
    );
    expect(reminded[0]!.content).toContain('辅导员审批');
    // Written in every language, read in the receiver's.
    const subjects = JSON.parse(reminded[0]!.subjects!) as Record<string, string>;
    expect(Object.keys(subjects).sort()).toEqual(['en-US', 'ja-JP', 'zh-TW']);
    expect(subjects['en-US']).toMatch(/^Please handle by \w{3} \d{1,2}, \d\d:\d\d: /);

    await twice(49);
    await sendDeadlineNotices(t.database.db, at(100));
    const all = await messagesAbout(taskId);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ receiverId: as.counsellor.who.userId });
    expect(all[1]!.subject).toBe('已超过处理时限：李明轩的时限测试（5天）');
    expect((await taskRow(taskId)).alertAt).toBeNull();
  });

  it('sends a late sweep only the overdue notice', async () => {
    const { taskId, createdAt } = await atCheck();
    const result = await sendDeadlineNotices(t.database.db, createdAt + 60 * HOUR_MS);
    expect(result.failed).toBe(0);
    const sent = await messagesAbout(taskId);
    expect(sent.map((m) => m.subject)).toEqual(['已超过处理时限：李明轩的时限测试（5天）']);
  });

  it('sends nothing for a task handled in time, and starts the next step its own deadline', async () => {
    const { id, taskId, createdAt } = await atCheck();
    await agree(as.counsellor, taskId);
    const next = await taskRow((await pendingTask(as.office, id)).taskId);
    // The office's step: due 24 hours after it was reached, told only when that passes.
    expect([next.dueAt! - next.createdAt, next.alertAt]).toEqual([24 * HOUR_MS, next.dueAt]);
    await sendDeadlineNotices(t.database.db, createdAt + 1000 * HOUR_MS);
    expect(await messagesAbout(taskId)).toEqual([]);
    expect((await messagesAbout(next.id)).map((m) => m.receiverId)).toEqual([as.office.who.userId]);
  });

  it('sends nothing while the request is suspended, and tells the holder after recovery', async () => {
    const { taskId, createdAt } = await atCheck();
    expect((await as.admin.post('/task/suspendProcess', undefined, { taskId })).state).toBe(200);
    await sendDeadlineNotices(t.database.db, createdAt + 100 * HOUR_MS);
    expect(await messagesAbout(taskId)).toEqual([]);
    expect((await as.admin.post('/task/recoverProcess', undefined, { taskId })).state).toBe(200);
    await sendDeadlineNotices(t.database.db, createdAt + 100 * HOUR_MS);
    expect((await messagesAbout(taskId)).map((m) => m.receiverId)).toEqual([as.counsellor.who.userId]);
  });
});

describe('copies when a step is agreed', () => {
  const copiesOf = (instanceId: string) =>
    t.database.db
      .selectFrom('bpmCopyTo')
      .select(['receiverId', 'senderId'])
      .where('instanceId', '=', instanceId)
      .orderBy('receiverName')
      .execute();

  it('sends the people the rules name a copy (not the starter, not the approver, each once)', async () => {
    const { id, taskId } = await atCheck();
    await agree(as.counsellor, taskId);
    const copies = await copiesOf(id);
    expect(copies.map((c) => c.receiverId).sort()).toEqual(
      [as.teacher.who.userId, as.dorm.who.userId].sort(),
    );
    expect(copies.every((c) => c.senderId === as.counsellor.who.userId)).toBe(true);
    // They get the copy's message, and may read the request.
    const messages = await t.database.db
      .selectFrom('innerMessage')
      .select(['receiverId', 'subject'])
      .where('bizId', '=', id)
      .where('subject', 'like', '抄送：%')
      .execute();
    expect(messages.map((m) => m.receiverId).sort()).toEqual(copies.map((c) => c.receiverId).sort());
    expect((await as.teacher.get('/instance/getFormData', { proInstId: id })).state).toBe(200);
    expect((await as.teacher.rows<{ id: string }>('/received/query/copyto')).some((r) => r.id === id)).toBe(
      true,
    );
    const history = await as.student.post<{ status: string }[]>('/instance/flowHistory', {
      instId: id,
    });
    expect(history.data.filter((h) => h.status === 'copyTo')).toHaveLength(1);
  });

  it('copies nothing when the step is opposed or sent back', async () => {
    const opposed = await atCheck();
    expect((await as.counsellor.post('/task/oppose', { taskId: opposed.taskId })).state).toBe(200);
    const returned = await atCheck();
    expect((await as.counsellor.post('/task/reject', { taskId: returned.taskId })).state).toBe(200);
    expect(await copiesOf(opposed.id)).toEqual([]);
    expect(await copiesOf(returned.id)).toEqual([]);
  });

  it('copies when a countersign is decided as agreed, not at each vote', async () => {
    const xml = processXml('copy_vote', 'campus:completion="all" campus:copyTo="user:dorm"').replace(
      'campus:assignee="relation:counsellor" campus:completion="all" campus:copyTo="user:dorm" />',
      'campus:assignee="user:counsellor, user:teacher" campus:completion="all" campus:copyTo="user:dorm">' +
        '<bpmn:multiInstanceLoopCharacteristics /></bpmn:userTask>',
    );
    const deployed = await as.admin.post('/definition/deploy', { xml, form: form('copy_vote') });
    expect(deployed.state, deployed.cause ?? undefined).toBe(200);
    const id = await startRequest(as.student, 'copy_vote', { days: 1 });
    await agree(as.counsellor, (await pendingTask(as.counsellor, id)).taskId);
    expect(await copiesOf(id)).toEqual([]);
    await agree(as.teacher, (await pendingTask(as.teacher, id)).taskId);
    expect((await copiesOf(id)).map((c) => [c.receiverId, c.senderId])).toEqual([
      [as.dorm.who.userId, as.teacher.who.userId],
    ]);
  });

  it('copies nothing when the command fails', async () => {
    const { id, taskId } = await atCheck(5, 'deadline_dead_end');
    expect((await as.counsellor.post('/task/agree', { taskId })).state).toBe(ModuleState.NO_ASSIGNEE);
    expect(await copiesOf(id)).toEqual([]);
    expect((await taskRow(taskId)).status).toBe('pending');
  });

  it('copies once when two agree at the same moment (one wins, the other is refused)', async () => {
    const { id, taskId } = await atCheck();
    const replies = await Promise.all([1, 2].map(() => as.counsellor.post('/task/agree', { taskId })));
    expect(replies.map((r) => r.state).sort()).toEqual([200, ModuleState.TASK_ALREADY_HANDLED].sort());
    expect(await copiesOf(id)).toHaveLength(2);
  });
});
