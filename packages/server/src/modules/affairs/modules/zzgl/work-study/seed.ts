import { monthOf, monthWeeks, payOf, shiftMonth, type WorkStudyCaps } from '@campus/contract/affairs/zzgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../../db/schema.js';
import { newId } from '../../../../../lib/ids.js';
import { academicYearOf } from '@campus/contract';
import type { DemoClock } from '../../../demo/clock.js';
import { playRequest, type DemoStudent } from '../../../demo/play.js';
import { checkHours } from './caps.js';
import { workStudyCaps } from './module.js';
import * as repo from './repo.js';

/**
 * Work-study demo data in the first school: six posts of the aid centre (one full, one closed
 * after the autumn's welcome week), students placed on them through the workflow (the named
 * student among them), their hours for each month since, confirmed and paid except this month's,
 * applications waiting for a supervisor and for the centre, and a resignation that freed a place.
 */
interface DemoPost {
  key: string;
  org: string;
  title: string;
  duties: string;
  location: string;
  places: number;
  rate: number;
  hours: number;
  closed?: boolean;
}

const POSTS: DemoPost[] = [
  {
    key: 'desk',
    org: 'OFFICE',
    title: '学生事务服务中心前台助理',
    duties: '接待来访学生，解答常见事务咨询，整理申请材料，协助办理证明开具。',
    location: '行政楼一楼学生事务服务中心',
    places: 3,
    rate: 15,
    hours: 30,
  },
  {
    key: 'labs',
    org: 'C02',
    title: '实验中心设备管理助理',
    duties: '协助实验员开展实验室安全巡查、设备借还登记和耗材整理。',
    location: '机电楼实验中心',
    places: 4,
    rate: 14,
    hours: 32,
  },
  {
    key: 'acad',
    org: 'ACAD',
    title: '教务办公室助理',
    duties: '协助整理考试安排、成绩录入核对和教学档案归档。',
    location: '行政楼三楼教务处',
    places: 2,
    rate: 15,
    hours: 24,
  },
  {
    key: 'lab',
    org: 'C01',
    title: '机房管理助理',
    duties: '负责公共机房开关门、设备巡检和上机秩序维护，记录设备故障。',
    location: '信息楼二楼公共机房',
    places: 3,
    rate: 16,
    hours: 30,
  },
  {
    key: 'office',
    org: 'C03',
    title: '学院办公室助理',
    duties: '协助学院办公室收发文件、整理会议记录和学生活动材料。',
    location: '经管楼一楼学院办公室',
    places: 2,
    rate: 15,
    hours: 20,
  },
  {
    key: 'welcome',
    org: 'OFFICE',
    title: '迎新志愿服务助理',
    duties: '新生报到期间引导新生、协助办理入学手续。',
    location: '体育馆迎新现场',
    places: 6,
    rate: 15,
    hours: 20,
    closed: true,
  },
];

const APPLICATION = {
  reason: '家庭经济困难，希望通过勤工助学减轻家庭负担，课余时间充足，做事认真负责。',
  skills: '熟练使用办公软件，沟通能力较好',
  freeTimes: ['weekdayAfternoon', 'weekend'],
  acceptOther: true,
};

async function supervisors(db: Kysely<DB>, tenantId: string) {
  const staff = await db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['o.code', 'o.id as orgId', 'u.id', 'u.account', 'm.number'])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'staff')
    .where('o.code', 'in', ['OFFICE', 'ACAD', 'C01', 'C02', 'C03'])
    .orderBy('m.number')
    .execute();
  const duties = await db
    .selectFrom('orgDuty')
    .select(['orgId', 'userId'])
    .where('tenantId', '=', tenantId)
    .where('duty', '=', 'student_affairs')
    .execute();
  const byOrg = new Map<string, { orgId: string; supervisorId: string }>();
  for (const code of ['OFFICE', 'ACAD', 'C01', 'C02', 'C03']) {
    const here = staff.filter((s) => s.code === code);
    // A college's post: its student-affairs staff; elsewhere the department's first member.
    const chosen =
      here.find((s) => duties.some((d) => d.orgId === s.orgId && d.userId === s.id)) ??
      here.find((s) => s.account === 'office') ??
      here[0];
    if (chosen) byOrg.set(code, { orgId: chosen.orgId, supervisorId: chosen.id });
  }
  return byOrg;
}

/** A month's hours spread over its weeks the student worked, within the caps and the post's hours. */
function weeksFor(
  month: string,
  start: string,
  end: string,
  target: number,
  caps: WorkStudyCaps,
  bias: number,
): number[] {
  const weekly = Math.min(caps.maxHoursWeek, Math.round((target / 4.3) * 2) / 2);
  let left = Math.min(target, caps.maxHoursMonth);
  return monthWeeks(month).map((week, index) => {
    const from = week.from > start ? week.from : start;
    const to = week.to < end ? week.to : end;
    if (from > to) return 0;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    // A week split over two months gets its hours split by days, so the two parts keep the cap.
    const wanted = Math.floor(weekly * (days / 7) * 2) / 2 - ((index + bias) % 3 === 1 ? 1 : 0);
    const hours = Math.max(0, Math.min(wanted, left));
    left -= hours;
    return hours;
  });
}

export async function seedWorkStudy(
  db: Kysely<DB>,
  tenantId: string,
  clock: DemoClock,
  students: { named: DemoStudent | undefined; placed: DemoStudent[] },
): Promise<void> {
  const caps = await workStudyCaps(db, tenantId);
  const orgs = await supervisors(db, tenantId);
  const termStart = clock.day(-85);
  const posts = new Map<
    string,
    { id: string; title: string; hours: number; rate: number; supervisorId: string }
  >();
  for (const [index, spec] of POSTS.entries()) {
    const org = orgs.get(spec.org);
    if (!org) continue;
    const id = newId();
    const created = clock.at(spec.closed ? -100 : -88 + index, 9);
    await repo.insertPost(db, {
      id,
      tenantId,
      departmentId: org.orgId,
      title: spec.title,
      duties: spec.duties,
      location: spec.location,
      places: spec.places,
      filled: 0,
      hourlyRate: spec.rate,
      hoursPerMonth: spec.hours,
      startDate: spec.closed ? clock.day(-95) : termStart,
      endDate: spec.closed ? clock.day(-60) : clock.day(95),
      supervisorId: org.supervisorId,
      status: 'open',
      createdBy: null,
      createdAt: created,
      updatedAt: created,
    });
    const department = await db
      .selectFrom('org')
      .select('name')
      .where('id', '=', org.orgId)
      .executeTakeFirstOrThrow();
    await repo.keepPostChoice(
      db,
      tenantId,
      { id, title: spec.title, departmentName: department.name },
      created,
    );
    posts.set(spec.key, {
      id,
      title: spec.title,
      hours: spec.hours,
      rate: spec.rate,
      supervisorId: org.supervisorId,
    });
  }

  const apply = (student: DemoStudent, post: string, at: number, steps: number) =>
    playRequest(db, tenantId, {
      processKey: 'zzgl_work_study',
      studentId: student.id,
      data: { ...APPLICATION, postId: posts.get(post)!.id },
      at,
      steps: [
        { vote: 'agree' as const, at: at + 2 * 86_400_000, opinion: '面试通过，同意录用' },
        { vote: 'agree' as const, at: at + 4 * 86_400_000, opinion: '同意上岗' },
      ].slice(0, steps),
    });

  // Who goes where: the named student at the front desk; the academic office full.
  const plan: { student: DemoStudent; post: string; day: number }[] = [];
  if (students.named) plan.push({ student: students.named, post: 'desk', day: -80 });
  const order = ['welcome', 'desk', 'labs', 'acad', 'acad', 'lab', 'labs', 'office', 'labs'];
  for (const [index, post] of order.entries()) {
    const student = students.placed[index];
    if (student) plan.push({ student, post, day: post === 'welcome' ? -98 : -82 + index * 3 });
  }
  const placed: { student: DemoStudent; post: string }[] = [];
  for (const { student, post, day } of plan) {
    await apply(student, post, clock.at(day, 10), 2);
    placed.push({ student, post });
  }

  // The welcome week ended: its post is closed and its student has left it.
  const today = clock.today;
  for (const { student, post } of placed.filter((p) => p.post === 'welcome')) {
    const placement = await repo.activePlacement(db, tenantId, posts.get(post)!.id, student.id);
    if (
      placement &&
      (await repo.endPlacement(db, placement.id, {
        endDate: clock.day(-60),
        endReason: 'resigned',
        resignationId: null,
        updatedAt: clock.at(-60, 18),
      }))
    )
      await repo.freePlace(db, placement.postId);
  }
  await repo.updatePost(db, tenantId, posts.get('welcome')!.id, {
    status: 'closed',
    updatedAt: clock.at(-60, 18),
  });

  // A resignation approved a week ago (the place it held is free again).
  const leaving = placed.find((p) => p.post === 'labs');
  if (leaving) {
    const at = clock.at(-12, 20);
    await playRequest(db, tenantId, {
      processKey: 'zzgl_resignation',
      studentId: leaving.student.id,
      data: {
        postId: posts.get('labs')!.id,
        lastDay: clock.day(-5),
        reason: 'study',
        handover: '巡查记录本和钥匙已交给实验员。',
      },
      at,
      steps: [
        { vote: 'agree', at: at + 86_400_000, opinion: '同意，已完成交接' },
        { vote: 'agree', at: at + 2 * 86_400_000, opinion: '同意离岗' },
      ],
    });
  }

  // Hours: each month since the start, confirmed and paid; this month's logged, not yet confirmed.
  const placements = await repo.listPlacements(db, tenantId, {
    postIds: [...posts.values()].map((p) => p.id),
  });
  const names = new Map(
    (
      await db
        .selectFrom('appUser')
        .select(['id', 'fullname'])
        .where(
          'id',
          'in',
          [...posts.values()].map((p) => p.supervisorId),
        )
        .execute()
    ).map((u) => [u.id, u.fullname]),
  );
  for (const [index, placement] of placements.entries()) {
    const post = [...posts.values()].find((p) => p.id === placement.postId)!;
    const end = placement.endDate && placement.endDate < today ? placement.endDate : today;
    for (let month = monthOf(placement.startDate); month <= monthOf(end); month = shiftMonth(month, 1)) {
      const weeks = weeksFor(month, placement.startDate, end, post.hours, caps, index);
      if (weeks.every((h) => h === 0)) continue;
      const others = await repo.listHours(db, tenantId, {
        studentIds: [placement.studentId],
        months: [shiftMonth(month, -1), month, shiftMonth(month, 1)],
      });
      const checked = checkHours({
        caps,
        month,
        today,
        studentName: placement.studentName,
        post: { title: post.title, hoursPerMonth: post.hours },
        placement,
        weeks,
        others,
      });
      const current = month === monthOf(today);
      const loggedAt = current ? clock.at(0, 9) : Date.parse(`${shiftMonth(month, 1)}-02T16:00:00+08:00`);
      const confirmedAt = loggedAt + 86_400_000;
      const pay = payOf(checked.hours, post.rate);
      const payoutId = current || pay === 0 ? null : newId();
      if (payoutId)
        await repo.insertPayout(db, {
          id: payoutId,
          tenantId,
          requestId: placement.requestId,
          studentId: placement.studentId,
          moduleKey: 'workStudy',
          academicYear: academicYearOf(`${month}-01`),
          period: month,
          amount: pay,
          dueDate: `${shiftMonth(month, 1)}-10`,
          paidAt: null,
          state: 'pending',
          createdAt: confirmedAt,
        });
      await repo.insertHours(db, {
        id: newId(),
        tenantId,
        placementId: placement.id,
        postId: placement.postId,
        studentId: placement.studentId,
        month,
        weeks: JSON.stringify(checked.weeks),
        hours: checked.hours,
        rate: post.rate,
        pay,
        status: current ? 'logged' : 'confirmed',
        note: null,
        loggedBy: post.supervisorId,
        loggedByName: names.get(post.supervisorId) ?? '',
        loggedAt,
        confirmedBy: null,
        confirmedAt: current ? null : confirmedAt,
        payoutId,
      });
    }
  }

  // Waiting: one application at the lab's supervisor, one at the centre.
  const waiting = students.placed.slice(order.length, order.length + 2);
  if (waiting[0]) await apply(waiting[0], 'lab', clock.at(-3, 15), 0);
  if (waiting[1]) await apply(waiting[1], 'desk', clock.at(-6, 11), 1);
}
