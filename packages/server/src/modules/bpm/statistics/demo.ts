import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { BpmHistoryTable, BpmInstanceTable, BpmTaskTable } from '../../../db/tables/bpm.js';
import type { SchoolSeeder } from '../../../db/seed/index.js';
import { memberProfile } from '../../../core/org/profile.js';
import { newId } from '../../../lib/ids.js';

/**
 * A believable year for process statistics on a fresh demo (issue 34): general requests (the
 * platform's `general` process: the counsellor, then the student-affairs office) of the demo
 * counsellor's students and of other classes, spread over the last eleven months, all finished,
 * each step taking hours to days (some counsellors and the office's second reviewer slower than
 * the rest), about one in twelve sent back once by the office and one in fourteen refused. The
 * requests waiting now (and the overdue ones) come from the groups' own demo data. Written as
 * finished requests in batches, not played through the engine: a few hundred rows in a handful
 * of statements keep the seed fast. The named demo students start none of them.
 */
const REQUESTS = 240;
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const BATCH = 100;

/** A small deterministic generator (the same demo every time). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const TOPICS = [
  ['社会实践证明开具', '需开具暑期社会实践证明，用于学院评优材料。'],
  ['在读证明申请', '办理签证需提供在读证明。'],
  ['活动场地借用', '班级团日活动需借用教室一间。'],
  ['成绩单盖章', '申请实习单位需要盖章成绩单。'],
  ['校外住宿备案', '因实习需在校外住宿两个月。'],
  ['学生证补办', '学生证遗失，申请补办。'],
] as const;

async function insertInBatches<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]) {
  for (let start = 0; start < rows.length; start += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
}

export const seedProcessStatisticsDemo: SchoolSeeder = async (db, school) => {
  if (!school.primary) return;
  const { tenantId, now } = school;
  const definition = await db
    .selectFrom('bpmDefinition')
    .select(['id', 'key', 'name', 'version', 'typeId'])
    .where('tenantId', '=', tenantId)
    .where('key', '=', 'general')
    .where('isMain', '=', 'Y')
    .executeTakeFirst();
  if (!definition) return;
  // Students with their class's counsellor; the demo counsellor's students first.
  const students = await db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('orgDuty as d', (join) =>
      join
        .onRef('d.tenantId', '=', 'm.tenantId')
        .onRef('d.orgId', '=', 'm.orgId')
        .on('d.duty', '=', 'counsellor'),
    )
    .innerJoin('appUser as c', 'c.id', 'd.userId')
    .select([
      'u.id',
      'u.fullname',
      'u.account',
      'c.id as counsellorId',
      'c.fullname as counsellorName',
      'c.account as counsellorAccount',
    ])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student')
    .where('u.account', 'not in', school.accounts.student.length ? school.accounts.student : ['-'])
    .orderBy('u.account')
    .limit(2000)
    .execute();
  const office = await db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .innerJoin('memberRole as mr', (join) =>
      join.onRef('mr.userId', '=', 'u.id').onRef('mr.tenantId', '=', 'm.tenantId'),
    )
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .select(['u.id', 'u.fullname'])
    .where('m.tenantId', '=', tenantId)
    .where('r.code', '=', 'office_staff')
    .orderBy('u.account')
    .limit(2)
    .execute();
  if (students.length === 0 || office.length === 0) return;
  const own = students.filter((s) => s.counsellorAccount === school.accounts.counsellor);
  const others = students.filter((s) => s.counsellorAccount !== school.accounts.counsellor);
  const counsellors = [...new Set(students.map((s) => s.counsellorId))];
  const next = random(20260901);
  /** Hours a step takes: mostly a working day or two, a long tail, slower for some people. */
  const hours = (pace: number) =>
    Math.max(0.5, (2 + next() * 30 + (next() < 0.15 ? next() * 120 : 0)) * pace);
  const paceOf = (userId: string) => 1 + (counsellors.indexOf(userId) % 3) * 0.6;

  // What the engine keeps of the starter at submission (conditions and relations read it).
  const profiles = new Map<string, unknown>();
  const profileOf = async (userId: string) => {
    if (!profiles.has(userId)) profiles.set(userId, await memberProfile(db, tenantId, userId));
    return profiles.get(userId);
  };
  const instances: Insertable<BpmInstanceTable>[] = [];
  const tasks: Insertable<BpmTaskTable>[] = [];
  const history: Insertable<BpmHistoryTable>[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const pool = own.length && index % 2 === 0 ? own : others.length ? others : own;
    const student = pool[Math.floor(next() * pool.length)]!;
    const [title, content] = TOPICS[index % TOPICS.length]!;
    const id = newId();
    const created = now - (10 + Math.floor(next() * 320)) * DAY - Math.floor(next() * 10) * HOUR;
    const sentBack = next() < 0.08;
    const refused = !sentBack && next() < 0.07;
    const reviewer = office[index % office.length]!;
    const officePace = reviewer === office[1] ? 2.2 : 1;
    let clock = created;
    let version = 1;
    history.push({
      id: newId(),
      tenantId,
      instanceId: id,
      taskId: null,
      nodeId: 'start',
      nodeName: '提交申请',
      action: 'start',
      opinion: null,
      actorId: student.id,
      actorName: student.fullname,
      onBehalfOfId: null,
      onBehalfOfName: null,
      taskCreatedAt: clock,
      createdAt: clock,
      version,
      snapshot: null,
    });
    const step = (
      nodeId: string,
      name: string,
      by: { id: string; name: string },
      pace: number,
      outcome: 'agree' | 'oppose' | 'rejectToStart',
      opinion: string,
    ) => {
      const taskId = newId();
      const arrived = clock;
      clock += Math.round(hours(pace) * HOUR);
      version += 1;
      tasks.push({
        id: taskId,
        tenantId,
        instanceId: id,
        executionId: newId(),
        nodeId,
        name,
        subject: `${definition.name}-${student.fullname}`,
        status: 'completed',
        outcome,
        assigneeId: by.id,
        assigneeName: by.name,
        ownerId: by.id,
        ownerName: by.name,
        delivered: 'N',
        via: nodeId === 'counsellor' ? 'orgManager' : 'role',
        barredId: student.id,
        miIndex: null,
        backToNode: null,
        opinion,
        savedData: null,
        completedBy: by.id,
        completedByName: by.name,
        createdVersion: version - 1,
        closedVersion: version,
        remindTimes: 0,
        lastRemindAt: null,
        createdAt: arrived,
        completedAt: clock,
      });
      history.push({
        id: newId(),
        tenantId,
        instanceId: id,
        taskId,
        nodeId,
        nodeName: name,
        action: outcome,
        opinion,
        actorId: by.id,
        actorName: by.name,
        onBehalfOfId: null,
        onBehalfOfName: null,
        taskCreatedAt: arrived,
        createdAt: clock,
        version,
        snapshot: null,
      });
    };
    const counsellor = { id: student.counsellorId, name: student.counsellorName };
    const officer = { id: reviewer.id, name: reviewer.fullname };
    const counsellorPace = paceOf(student.counsellorId);
    if (refused && next() < 0.5) {
      step('counsellor', '辅导员审批', counsellor, counsellorPace, 'oppose', '材料不符合要求，不予通过。');
    } else {
      step('counsellor', '辅导员审批', counsellor, counsellorPace, 'agree', '同意。');
      if (sentBack) {
        step('office', '学工处审批', officer, officePace, 'rejectToStart', '请补充证明材料后重新提交。');
        clock += Math.round((4 + next() * 40) * HOUR);
        step('counsellor', '辅导员审批', counsellor, counsellorPace, 'agree', '已补充，同意。');
      }
      step(
        'office',
        '学工处审批',
        officer,
        officePace,
        refused ? 'oppose' : 'agree',
        refused ? '不予通过。' : '同意。',
      );
    }
    instances.push({
      id,
      tenantId,
      defId: definition.id,
      defKey: definition.key,
      defName: definition.name,
      defVersion: definition.version,
      typeId: definition.typeId,
      subject: `${definition.name}-${student.fullname}`,
      subjects: null,
      status: 'end',
      result: refused ? 'oppose' : 'agree',
      data: JSON.stringify({ title, content }),
      starterId: student.id,
      starterName: student.fullname,
      starterAttrs: JSON.stringify(await profileOf(student.id)),
      version,
      submitVersion: 1,
      createdAt: created,
      updatedAt: clock,
      startedAt: created,
      endedAt: clock,
      endReason: null,
    });
  }
  await insertInBatches(db, 'bpmInstance', instances);
  await insertInBatches(db, 'bpmTask', tasks);
  await insertInBatches(db, 'bpmHistory', history);
};
