import { COUNSELLING_STAFF, TOPICS, type Risk } from '@campus/contract/affairs/zxgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { demoClock } from '../../demo/clock.js';
import { seedOffices, type Office } from '../../demo/offices.js';
import { texts as T } from '../../group-refusal.js';
import type { SeedContext } from '../../extension.js';
import { tenantStudents } from '../../student-query.js';
import { graduatesLast } from '../../demo/graduates-last.js';

/**
 * The counselling demo: the mental-health centre (its role in every school; in the first school
 * its two counsellors `zxgl_lin` 林静 and `zxgl_chen` 陈思远, password Demo@2026), their slots of
 * the last three weeks (most taken: done with a record, a few no-shows and cancellations) and of
 * the next two (some booked), and the term's courses. The named demo students are left out: the
 * journeys book for them.
 */
export const COUNSELLING_CENTRE: Office = {
  role: COUNSELLING_STAFF,
  roleName: T(
    '心理健康教育与咨询中心',
    '心理健康教育與諮詢中心',
    'Counselling centre',
    'カウンセリングセンター',
  ),
  org: { code: 'XLZX', name: '心理健康教育与咨询中心' },
  accounts: [
    {
      account: 'zxgl_lin',
      fullname: '林静',
      pinyin: 'lj',
      gender: 'female',
      mobile: '13914140001',
      title: '专职心理咨询师',
    },
    {
      account: 'zxgl_chen',
      fullname: '陈思远',
      pinyin: 'csy',
      gender: 'male',
      mobile: '13914140002',
      title: '兼职心理咨询师',
    },
  ],
};

const HOURS = [9, 10, 14, 15, 16];
const PLACES = ['大学生活动中心 302 咨询室', '大学生活动中心 305 咨询室'];
const SUMMARIES = [
  '来访者谈到期末复习压力和拖延，讨论了时间安排与学习计划。',
  '来访者与室友关系紧张，练习了表达需求的方式。',
  '来访者近期情绪低落、睡眠欠佳，做了情绪评估并约定下次跟进。',
  '来访者对专业方向和实习选择感到迷茫，梳理了兴趣与能力。',
  '来访者入学后适应困难，想家，讨论了建立支持网络。',
];
const RISKS: Risk[] = ['low', 'low', 'medium', 'low', 'low'];

const COURSES = [
  {
    title: '大学生心理健康教育（必修）',
    kind: 'course',
    teacher: '林静',
    days: 3,
    hour: 14,
    place: '教学楼 A201',
    capacity: 120,
    description: '新生必修课，共 16 学时：认识自我、情绪管理、人际交往、压力应对与求助。',
  },
  {
    title: '正念减压团体辅导（8 次）',
    kind: 'group',
    teacher: '陈思远',
    days: 5,
    hour: 19,
    place: '大学生活动中心 301 团辅室',
    capacity: 12,
    description: '每周一次，学习正念练习，缓解焦虑与失眠。需报名并全程参加。',
  },
  {
    title: '讲座：如何与焦虑和平相处',
    kind: 'lecture',
    teacher: '林静',
    days: 9,
    hour: 19,
    place: '图书馆报告厅',
    capacity: 300,
    description: '认识考试焦虑和社交焦虑，掌握几种简单有效的放松方法。',
  },
  {
    title: '人际交往成长小组',
    kind: 'group',
    teacher: '陈思远',
    days: 12,
    hour: 15,
    place: '大学生活动中心 301 团辅室',
    capacity: 10,
    description: '通过小组活动练习倾听、表达与处理冲突。',
  },
  {
    title: '讲座：生涯探索与专业适应',
    kind: 'lecture',
    teacher: '林静',
    days: 16,
    hour: 19,
    place: '图书馆报告厅',
    capacity: 300,
    description: '面向大一、大二学生，讨论专业兴趣与未来规划。',
  },
  {
    title: '5·25 心理健康月开幕活动',
    kind: 'lecture',
    teacher: '心理中心',
    days: -6,
    hour: 15,
    place: '学生活动广场',
    capacity: 500,
    description: '心理游园、沙盘体验、心理电影展播。',
  },
] as const;

/** A moment in China time, `days` from today at `hour` o'clock (in the future too). */
const moment = (day: string, hour: number) =>
  Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);

async function students(db: Kysely<DB>, tenantId: string, excluded: readonly string[]) {
  const [rows, colleges] = await Promise.all([
    tenantStudents(db, tenantId)
      .select(['u.id', 'u.mobile', 'o.path', 'o.grade'])
      .where('u.account', 'not in', excluded)
      .orderBy('m.number')
      .execute()
      .then((listed) => graduatesLast(db, tenantId, listed)),
    db
      .selectFrom('org')
      .select(['id', 'path'])
      .where('tenantId', '=', tenantId)
      .where('type', '=', 'college')
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    phone: r.mobile ?? '13800000000',
    collegeId: colleges.find((c) => r.path.startsWith(c.path))?.id ?? null,
  }));
}

export async function seedCounselling({ db, tenantId, now, accounts, primary }: SeedContext): Promise<void> {
  await seedOffices(db, tenantId, now, [COUNSELLING_CENTRE], { counsellor: accounts.counsellor, primary });
  if (!primary) return;
  const counsellors = await db
    .selectFrom('appUser')
    .select('id')
    .where(
      'account',
      'in',
      COUNSELLING_CENTRE.accounts.map((a) => a.account),
    )
    .orderBy('account', 'desc')
    .execute();
  const already = await db
    .selectFrom('counsellingSlot')
    .select('id')
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  if (counsellors.length === 0 || already) return;
  const clock = demoClock(now);
  const pool = await students(db, tenantId, accounts.student);
  let next = 0;
  for (let d = -21; d <= 14; d++) {
    const day = clock.day(d);
    const weekday = new Date(`${day}T12:00:00+08:00`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [ci, counsellor] of counsellors.entries()) {
      for (const [hi, hour] of HOURS.entries()) {
        if ((d + hi + ci) % 4 === 0) continue; // not every hour is on duty
        const startsAt = moment(day, hour);
        const slotId = newId();
        const past = startsAt + 50 * 60_000 < now;
        const seed = Math.abs(d * 7 + hi * 3 + ci);
        const taken = past ? seed % 5 !== 0 : seed % 3 === 0;
        await db
          .insertInto('counsellingSlot')
          .values({
            id: slotId,
            tenantId,
            counsellorId: counsellor.id,
            startsAt,
            minutes: 50,
            place: PLACES[ci % PLACES.length]!,
            mode: seed % 6 === 1 ? 'online' : 'inPerson',
            bookingId: null,
            createdAt: Math.min(now, startsAt - 10 * 86_400_000),
          })
          .execute();
        if (!taken || pool.length === 0) continue;
        const student = pool[(next++ * 7) % pool.length]!;
        const status = !past ? 'booked' : seed % 11 === 3 ? 'noShow' : seed % 9 === 4 ? 'cancelled' : 'done';
        const topic = TOPICS[(seed * 5 + next) % TOPICS.length]!;
        const bookingId = newId();
        const bookedAt = Math.min(now - 3_600_000, startsAt - (2 + (seed % 5)) * 86_400_000);
        await db
          .insertInto('counsellingBooking')
          .values({
            id: bookingId,
            tenantId,
            slotId,
            studentId: student.id,
            collegeId: student.collegeId,
            topic,
            description: null,
            phone: student.phone,
            anonymous: seed % 7 === 2 ? 'Y' : 'N',
            status,
            createdAt: bookedAt,
            updatedAt: bookedAt,
          })
          .execute();
        if (status === 'booked')
          await db.updateTable('counsellingSlot').set({ bookingId }).where('id', '=', slotId).execute();
        if (status === 'done' || status === 'noShow')
          await db
            .insertInto('counsellingRecord')
            .values({
              bookingId,
              tenantId,
              summary: status === 'noShow' ? '来访者未到，电话未接通。' : SUMMARIES[seed % SUMMARIES.length]!,
              assessment: status === 'done' ? '情绪稳定，有求助意愿，社会支持尚可。' : null,
              risk: status === 'done' ? RISKS[seed % RISKS.length]! : 'low',
              plan: status === 'done' ? '两周后复诊；布置情绪记录作业。' : null,
              referral: 'N',
              writtenBy: counsellor.id,
              writtenAt: startsAt + 60 * 60_000,
            })
            .execute();
      }
    }
  }
  for (const c of COURSES)
    await db
      .insertInto('counsellingCourse')
      .values({
        id: newId(),
        tenantId,
        title: c.title,
        kind: c.kind,
        teacher: c.teacher,
        startsAt: moment(clock.day(c.days), c.hour),
        place: c.place,
        capacity: c.capacity,
        description: c.description,
        createdAt: now,
      })
      .execute();
}
