import type { FormValues } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { Person } from '../../../../core/org/people.js';
import { memberProfile } from '../../../../core/org/profile.js';
import { applyFormData } from '../../../../engine/forms.js';
import { nodeOf } from '../../../../engine/model.js';
import { completeTask, type Vote } from '../../../../engine/runtime/commands/complete.js';
import { startInstance } from '../../../../engine/runtime/commands/start.js';
import type { CommandContext } from '../../../../engine/runtime/run.js';
import { findInstance } from '../../../../engine/runtime/store.js';
import { startableVersionOf, type ProcessVersion } from '../../../../engine/versions.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import { demoAttachment } from '../../demo/play.js';
import type { DB } from '../../../../db/schema.js';

/**
 * Leave requests in every state for students of the school's demo counsellor, made through the
 * engine's commands at the times they would have happened (so the counsellor's inbox, "today"
 * and the timelines are lively on first start). The demo `student` is left alone: the journeys
 * start from a clean history. The pending request is the oldest in the inbox, a two-day leave
 * the counsellor alone approves, so approving it (or two new ones) works like any other.
 */
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

interface DemoLeave {
  leaveType: string;
  /** First and last day, relative to the seeding day. */
  from: number;
  to: number;
  reason: string;
  destination: string;
  /** When the student asked, before seeding. */
  askedAgo: number;
  /** What the approvers did, in order, each some time after the request. */
  decisions: { vote: Vote; after: number; opinion: string }[];
  /** When the student came back (销假), after the request. */
  returnedAfter?: number;
  /** The proof a sick leave needs: an image of this name. */
  proof?: string;
}

const DEMO_LEAVES: DemoLeave[] = [
  {
    leaveType: 'personal',
    from: 1,
    to: 2,
    reason: '家中有事，需回家处理',
    destination: '江苏省苏州市',
    askedAgo: 2 * HOUR,
    decisions: [],
  },
  {
    leaveType: 'sick',
    from: -1,
    to: 1,
    proof: '医院诊断证明.png',
    reason: '发烧，需回家休养',
    destination: '浙江省杭州市',
    askedAgo: 3 * DAY,
    decisions: [
      { vote: 'agree', after: 2 * HOUR, opinion: '同意，注意休息（已与家长电话确认）' },
      { vote: 'agree', after: DAY, opinion: '同意' },
    ],
  },
  {
    leaveType: 'personal',
    from: -4,
    to: -3,
    reason: '参加表姐婚礼',
    destination: '安徽省合肥市',
    askedAgo: 6 * DAY,
    decisions: [{ vote: 'agree', after: 3 * HOUR, opinion: '同意，按时返校' }],
  },
  {
    leaveType: 'other',
    from: 3,
    to: 3,
    reason: '想回家休息一天',
    destination: '上海市',
    askedAgo: 2 * DAY,
    decisions: [{ vote: 'oppose', after: 5 * HOUR, opinion: '理由不充分，请先与家长沟通后再申请' }],
  },
  {
    leaveType: 'official',
    from: -8,
    to: -8,
    reason: '代表学院参加市大学生程序设计竞赛',
    destination: '南京市',
    askedAgo: 10 * DAY,
    decisions: [{ vote: 'agree', after: HOUR, opinion: '同意，预祝取得好成绩' }],
    returnedAfter: 3 * DAY,
  },
];

async function openTask(db: Kysely<DB>, instanceId: string) {
  return db
    .selectFrom('bpmTask')
    .selectAll()
    .where('instanceId', '=', instanceId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}

async function playLeave(
  db: Kysely<DB>,
  tenantId: string,
  process: ProcessVersion,
  student: { id: string; mobile: string | null },
  leave: DemoLeave,
  now: number,
): Promise<void> {
  const today = schoolDate(now);
  const asked = now - leave.askedAgo;
  const starter = (await memberProfile(db, tenantId, student.id))!;
  const ctx = (actor: Person, at: number): CommandContext => ({ db, tenantId, actor, now: at });
  const form = {
    leaveType: leave.leaveType,
    period: [addDays(today, leave.from), addDays(today, leave.to)],
    reason: leave.reason,
    destination: leave.destination,
    contactPhone: student.mobile,
    ...(leave.proof ? { proof: [await demoAttachment(db, tenantId, student.id, leave.proof, asked)] } : {}),
  };
  const start = nodeOf(process.graph, process.graph.startId);
  const data = await applyFormData(db, tenantId, process.form, start, {}, form, {
    checkRequired: true,
    now: asked,
    writerId: student.id,
  });
  const { instanceId } = await startInstance(ctx(starter, asked), {
    definition: process.definition,
    graph: process.graph,
    starter,
    data,
  });

  let at = asked;
  for (const decision of leave.decisions) {
    at += decision.after;
    const task = await openTask(db, instanceId);
    const instance = (await findInstance(db, tenantId, instanceId))!;
    const approver = { id: task.assigneeId!, name: task.assigneeName ?? '' };
    // The approver's opinion is their one comment; the leave form has nothing for them to fill in.
    const values = await applyFormData(
      db,
      tenantId,
      process.form,
      nodeOf(process.graph, task.nodeId),
      JSON.parse(instance.data) as FormValues,
      {},
      { checkRequired: decision.vote === 'agree', now: at, writerId: approver.id },
    );
    await completeTask(ctx(approver, at), {
      instance,
      graph: process.graph,
      task,
      vote: decision.vote,
      opinion: decision.opinion,
      data: values,
      onBehalfOf: null,
    });
  }
  if (leave.returnedAfter !== undefined) {
    const returnedAt = asked + leave.returnedAfter;
    await db
      .insertInto('leaveRecord')
      .values({
        id: instanceId,
        tenantId,
        studentId: student.id,
        returnedAt,
        returnNote: '已按时返校',
        createdAt: returnedAt,
      })
      .execute();
  }
}

export async function seedDemoLeaves(
  db: Kysely<DB>,
  tenantId: string,
  accounts: { counsellor: string; students: readonly string[] },
  now: number,
): Promise<void> {
  const process = await startableVersionOf(db, tenantId, 'leave');
  const students = await counsellorStudents(db, tenantId, accounts.counsellor, accounts.students);
  for (const [index, leave] of DEMO_LEAVES.entries()) {
    await playLeave(db, tenantId, process, students[index]!, leave, now);
  }
}
