import type { FormValues } from '@campus/contract';
import { demoClock } from '../../demo/clock.js';
import { demoStudents, openDemoBatch, playRequest, type DemoStudent } from '../../demo/play.js';
import type { Kysely } from 'kysely';
import { usersByAccount, usersWithDuty } from '../../../../core/org/people.js';
import { memberProfile } from '../../../../core/org/profile.js';
import type { DB } from '../../../../db/schema.js';
import { collectivesOf } from '../../collectives.js';
import { loadAffairRegistry } from '../../registry/discover.js';
import type { SeedContext } from '../../extension.js';
import { recommendationChain } from '../../demo/recommendation-chain.js';
import { eligibleStudents } from '../../demo/eligible.js';

/**
 * Honours demo data (issue 14), in the first school: last year's batches awarded (out of
 * publicity), this year's personal and collective batches open with places per college and
 * applications at each step of the chain (in their counsellors', colleges' and the office's to-do
 * lists), two in publicity; collective applications by a class monitor, a room's resident and the
 * demo counsellor. Students are taken from the middle of the list (scholarships take
 * theirs from the start, discipline from the end), never the named demo students; personal
 * honours only those the rules admit (no failed course in the evaluation's year), their figures
 * the evaluation's.
 */
const DAY = 86_400_000;
/** Kept without demo requests for the honours and discipline journeys (e2e/tests/honours.spec.ts, discipline.spec.ts). */
const JOURNEYS = ['202511112', '202511113'];

const personal = (honour: string, i: number): FormValues => ({
  honour,
  post: honour === 'outstandingCadre' ? '班长（2024.09 至今）' : '',
  gpa: [3.82, 3.65, 3.71, 3.58, 3.9, 3.47][i % 6],
  majorRank: 2 + i * 3,
  majorSize: 68,
  failedCourses: 0,
  fitness: i % 2 === 0 ? 'excellent' : 'good',
  deeds:
    honour === 'outstandingCadre'
      ? '担任班长期间组织班级学风建设月、宿舍文明评比等活动十余次，协助辅导员做好班级日常管理，班级获评校级优良学风班。'
      : '学习勤奋，成绩位列专业前茅，积极参加学科竞赛和志愿服务，获省级大学生数学竞赛二等奖，累计志愿服务时长60小时。',
});

const collective = (honour: string, unitName: string, members: number): FormValues => ({
  honour,
  unitName,
  members,
  averageScore: 82.6,
  failureRate: 1.5,
  attendanceRate: 98.2,
  deeds:
    honour === 'civilisedDorm'
      ? '寝室成员团结互助，内务卫生连续两学期被评为优秀，全员通过英语四级，寝室学习氛围浓厚。'
      : '班级学风优良，全班平均绩点位居年级第一，无违纪处分，集体参与志愿服务和文体活动，获校运动会团体第三名。',
});

/** Counsellor recommends, college passes, office decides: the first `count` of them, from `from`. */
const chain = (from: number, count: number) =>
  recommendationChain(from, count, {
    recommendation: '该生（集体）表现突出，经班级民主评议，同意推荐。',
    college: '学院评议通过',
  });

export async function seedHonours({ db, tenantId, now, accounts, primary }: SeedContext): Promise<void> {
  if (!primary) return;
  const clock = demoClock(now);
  const everyone = await demoStudents(db, tenantId, [...accounts.student, ...JOURNEYS]);
  const middle = everyone.slice(Math.floor(everyone.length / 3), Math.floor((everyone.length * 2) / 3));
  const colleges = [...new Set(everyone.map((s) => s.collegeId))];
  const quota = (n: number) => Object.fromEntries(colleges.map((id) => [id, n]));
  const open = (module: string, year: string, offset: number, name: string) =>
    openDemoBatch(
      db,
      tenantId,
      {
        module,
        academicYear: year,
        name: `${year}学年${name}`,
        startDate: clock.day(offset - 7),
        endDate: clock.day(offset === 0 ? 14 : offset + 14),
        publicityDays: 5,
        quotas: quota(module === 'personalHonour' ? 6 : 2),
      },
      clock.at(offset - 8),
    );
  await open('personalHonour', clock.lastYear, -380, '个人荣誉称号评选');
  await open('collectiveHonour', clock.lastYear, -380, '集体荣誉称号评选');
  await open('personalHonour', clock.year, 0, '个人荣誉称号评选');
  await open('collectiveHonour', clock.year, 0, '集体荣誉称号评选');

  const inYear = (year: string) => middle.filter((s) => clock.inYear(s.grade, year, 2));
  // Last year: awarded (publicity over).
  const admitted = (year: string, candidates: DemoStudent[], count: number) =>
    eligibleStudents(db, tenantId, 'rych_personal', year, candidates, count);
  for (const [i, student] of (await admitted(clock.lastYear, inYear(clock.lastYear), 3)).entries()) {
    const at = clock.at(-385 + i, 10);
    await playRequest(db, tenantId, {
      processKey: 'rych_personal',
      studentId: student.id,
      data: personal(['meritStudent', 'outstandingCadre', 'studyStar'][i]!, i),
      at,
      steps: chain(at + DAY, 3),
    });
  }
  // This year: one at each step per kind, two in publicity.
  const current = inYear(clock.year).slice(3);
  const honours = ['meritStudent', 'outstandingCadre', 'modelMeritStudent', 'volunteerStar', 'meritStudent'];
  const personalNow = await admitted(
    clock.year,
    inYear(clock.year).filter((s) => current.slice(5, 8).every((u) => u.id !== s.id)),
    5,
  );
  for (const [i, student] of personalNow.entries()) {
    const at = clock.at(-6 + i, 9 + i);
    await playRequest(db, tenantId, {
      processKey: 'rych_personal',
      studentId: student.id,
      data: personal(honours[i]!, i),
      at,
      steps: chain(clock.at(-3 + Math.min(i, 1), 10), [0, 1, 2, 3, 3][i]!),
    });
  }
  // Collective (applied at `at`, the chain from `from`, `decided` steps of it played): each by who
  // speaks for the collective (collectives.ts). This year a monitor's class
  // waits for the counsellor and a resident's room is in publicity; last year the demo
  // counsellor's class was awarded (this year's batch is left for the counsellor to apply in).
  const [monitor, resident] = current.slice(5, 7);
  const counsellor = accounts.counsellor
    ? (await usersByAccount(db, tenantId, accounts.counsellor))[0]?.id
    : undefined;
  if (monitor) await makeMonitor(db, tenantId, monitor.id);
  const registry = await loadAffairRegistry();
  const plays: [string | undefined, string, 'class' | 'room', number, number, number][] = [
    [monitor?.id, 'studyCultureClass', 'class', clock.at(-5, 15), clock.at(-2, 10), 0],
    [resident?.id, 'civilisedDorm', 'room', clock.at(-4, 15), clock.at(-2, 10), 3],
    [counsellor, 'advancedClass', 'class', clock.at(-384, 15), clock.at(-383, 10), 2],
  ];
  for (const [applicantId, honour, kind, at, from, decided] of plays) {
    if (!applicantId) continue;
    const unit = (await collectivesOf(registry, db, tenantId, applicantId)).find((c) => c.kind === kind);
    if (!unit) continue;
    const members = kind === 'room' ? 4 : await classSize(db, tenantId, unit.name);
    // The counsellor's own application has no recommending step: it starts at the college.
    const steps = chain(from, 3).slice(applicantId === counsellor ? 1 : 0);
    await playRequest(db, tenantId, {
      processKey: 'rych_collective',
      studentId: applicantId,
      data: collective(honour, unit.name, members),
      at,
      steps: steps.slice(0, decided),
    });
  }
}

/** The student becomes their class's monitor (班长), unless the class has one. */
async function makeMonitor(db: Kysely<DB>, tenantId: string, studentId: string) {
  const member = await memberProfile(db, tenantId, studentId);
  if (!member?.classId) return;
  const held = await usersWithDuty(db, tenantId, member.classId, 'head');
  if (held.length === 0)
    await db
      .insertInto('orgDuty')
      .values({ tenantId, orgId: member.classId, userId: studentId, duty: 'head' })
      .execute();
}

async function classSize(db: Kysely<DB>, tenantId: string, className: string) {
  const row = await db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('m.tenantId', '=', tenantId)
    .where('o.name', '=', className)
    .where('m.kind', '=', 'student')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
