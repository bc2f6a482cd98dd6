import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { addDays } from '../../../../lib/school-date.js';
import { checkIn } from '../../checkin/repo.js';
import { demoClock, type DemoClock } from '../../demo/clock.js';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import { playRequest } from '../../demo/play.js';
import type { SeedContext } from '../../extension.js';
import { publish } from './publish.js';

/**
 * Activities' demo in each school, among the demo counsellor's students: the demo student
 * organises a programming night (sign-up open, classmates signed up, collects works) and a
 * rehearsal running now (sign-in open: its organiser shows the code); a volunteers' clean-up is
 * full with a waiting list; a lecture tomorrow has free places; a recital last week is summarised
 * (the demo student signed in and has its credits); a basketball cup waits for the counsellor.
 */
type Student = { id: string };

interface DemoActivity {
  name: string;
  category: string;
  level: string;
  place: string;
  description: string;
  /** Start: days from today and the hour (China time), or (day 0, negative hour) that many hours ago; hours long. */
  day: number;
  hour: number;
  hours: number;
  capacity: number;
  credits: number;
  acceptsWorks?: boolean;
  /** Who organises it: the demo student, or the n-th classmate. */
  organiser: 'named' | number;
  /** Classmates with a place (from the 10th on), then waiting. */
  accepted: number;
  waiting?: number;
  /** The demo student: signed up (a place), and signed in. */
  named?: 'accepted' | 'signedIn';
  /** Still at the counsellor's step. */
  pending?: boolean;
  summary?: string;
}

const ACTIVITIES: DemoActivity[] = [
  {
    name: '代码之夜·校园编程马拉松',
    category: 'innovation',
    level: 'college',
    place: '实验楼 C301 机房',
    description: '四小时团队编程挑战，题目现场公布，作品赛后提交评审，优胜队伍推荐参加省赛。',
    day: 5,
    hour: 19,
    hours: 4,
    capacity: 40,
    credits: 1,
    acceptsWorks: true,
    organiser: 'named',
    accepted: 15,
  },
  {
    name: '迎新晚会节目彩排',
    category: 'artsSports',
    level: 'college',
    place: '大学生活动中心 小剧场',
    description: '迎新晚会全部节目的带妆彩排，请演员提前二十分钟到场签到。',
    day: 0,
    hour: -1,
    hours: 3,
    capacity: 30,
    credits: 0.5,
    organiser: 'named',
    accepted: 18,
  },
  {
    name: '秋季校园志愿清洁行动',
    category: 'volunteer',
    level: 'college',
    place: '东区宿舍楼前广场集合',
    description: '清理宿舍区及湖边绿化带垃圾，学校提供手套和工具，计入志愿服务时长。',
    day: 3,
    hour: 8,
    hours: 3,
    capacity: 8,
    credits: 0.5,
    organiser: 0,
    accepted: 8,
    waiting: 3,
  },
  {
    name: '人工智能前沿学术讲座',
    category: 'lecture',
    level: 'school',
    place: '图书馆报告厅',
    description: '邀请高校人工智能实验室教授介绍大模型的最新进展与就业方向，现场答疑。',
    day: 1,
    hour: 14,
    hours: 2,
    capacity: 120,
    credits: 0.5,
    organiser: 1,
    accepted: 30,
  },
  {
    name: '红色经典诵读会',
    category: 'ideology',
    level: 'college',
    place: '第一教学楼 A201',
    description: '以班级为单位诵读红色经典篇目，评选优秀朗诵者。',
    day: -6,
    hour: 19,
    hours: 2,
    capacity: 40,
    credits: 0.5,
    organiser: 2,
    accepted: 12,
    named: 'signedIn',
    summary:
      '共 13 名同学参加，8 个节目依次诵读，评出优秀朗诵者 3 名。活动气氛热烈，同学们表示加深了对历史的理解。',
  },
  {
    name: '新生杯篮球赛',
    category: 'artsSports',
    level: 'college',
    place: '东区篮球场',
    description: '以班级为单位组队的篮球联赛，小组赛加淘汰赛，共两周。',
    day: 12,
    hour: 16,
    hours: 2,
    capacity: 60,
    credits: 1,
    organiser: 3,
    accepted: 0,
    pending: true,
  },
];

const at = (clock: DemoClock, day: number, hour: number) =>
  hour < 0
    ? Math.floor((clock.now + hour * 3_600_000) / 600_000) * 600_000
    : Date.parse(`${addDays(clock.today, day)}T00:00:00+08:00`) + hour * 3_600_000;
const formTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

async function signUps(
  db: Kysely<DB>,
  tenantId: string,
  activityId: string,
  students: Student[],
  status: 'accepted' | 'waiting',
  since: number,
) {
  for (const [index, student] of students.entries()) {
    const time = since + index * 60_000;
    await db
      .insertInto('activitySignup')
      .values({
        id: newId(),
        tenantId,
        activityId,
        studentId: student.id,
        status,
        queuedAt: time,
        credits: null,
        createdAt: time,
        updatedAt: time,
      })
      .execute();
  }
}

async function signIn(db: Kysely<DB>, tenantId: string, pointId: string, students: Student[], time: number) {
  for (const student of students)
    await checkIn(db, {
      tenantId,
      pointId,
      purpose: 'activity',
      studentId: student.id,
      method: 'scan',
      scannedBy: student.id,
      latitude: null,
      longitude: null,
      createdAt: time,
    });
}

export async function seedActivities({ db, tenantId, now, accounts }: SeedContext): Promise<void> {
  if (!accounts.counsellor || !accounts.student[0]) return;
  const named = await db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .select(['u.id', 'u.fullname'])
    .where('u.account', '=', accounts.student[0])
    .where('m.tenantId', '=', tenantId)
    .executeTakeFirst();
  if (!named) return;
  const classmates = await counsellorStudents(db, tenantId, accounts.counsellor, accounts.student);
  if (classmates.length < 12) return;
  const clock = demoClock(now);
  for (const activity of ACTIVITIES) {
    const organiserId = activity.organiser === 'named' ? named.id : classmates[activity.organiser]!.id;
    const organiser = await db
      .selectFrom('appUser')
      .select(['id', 'fullname'])
      .where('id', '=', organiserId)
      .executeTakeFirstOrThrow();
    const startsAt = at(clock, activity.day, activity.hour);
    const endsAt = startsAt + activity.hours * 3_600_000;
    const applied = Math.min(now - 3_600_000, startsAt - 5 * 86_400_000);
    const data = {
      name: activity.name,
      category: activity.category,
      level: activity.level,
      place: activity.place,
      startsAt: formTime(startsAt),
      endsAt: formTime(endsAt),
      // Closes a day before the start, but never within six hours of the demo's start for activities to come.
      signUpEndsAt: formTime(
        startsAt > now
          ? Math.min(startsAt, Math.max(startsAt - 86_400_000, now + 6 * 3_600_000))
          : startsAt - 86_400_000,
      ),
      capacity: activity.capacity,
      credits: activity.credits,
      acceptsWorks: activity.acceptsWorks ?? false,
      budget: 500,
      description: activity.description,
    };
    const requestId = await playRequest(db, tenantId, {
      processKey: 'xshd_activity',
      studentId: organiser.id,
      data,
      at: applied,
      steps: activity.pending
        ? []
        : [
            { vote: 'agree', at: applied + 3_600_000, opinion: '同意，注意安全' },
            { vote: 'agree', at: applied + 5 * 3_600_000, opinion: '同意举办' },
          ],
    });
    if (activity.pending) continue;
    // The approval publishes it when the mechanism listens; a seed run without the listener publishes here.
    const found = await db
      .selectFrom('activity')
      .select('id')
      .where('requestId', '=', requestId)
      .executeTakeFirst();
    const id =
      found?.id ??
      (await publish(db, tenantId, requestId, { id: organiser.id, name: organiser.fullname }, data, applied));
    const row = await db.selectFrom('activity').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const seated = classmates.slice(10, 10 + activity.accepted);
    const queued = classmates.slice(10 + activity.accepted, 10 + activity.accepted + (activity.waiting ?? 0));
    const since = applied + 6 * 3_600_000;
    await signUps(db, tenantId, id, seated, 'accepted', since);
    await signUps(db, tenantId, id, queued, 'waiting', since + 3_600_000);
    const withNamed = activity.named ? [named] : [];
    await signUps(db, tenantId, id, withNamed, 'accepted', since + 2 * 3_600_000);
    await db
      .updateTable('activity')
      .set({ accepted: seated.length + withNamed.length })
      .where('id', '=', id)
      .execute();
    if (activity.summary) {
      await signIn(db, tenantId, row.pointId!, [...seated.slice(0, 10), ...withNamed], startsAt - 600_000);
      await db
        .updateTable('activity')
        .set({
          status: 'summarised',
          summary: activity.summary,
          summaryPhotos: '[]',
          summarisedAt: endsAt + 86_400_000,
        })
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('activitySignup')
        .set({ credits: row.credits })
        .where('activityId', '=', id)
        .where(
          'studentId',
          'in',
          [...seated.slice(0, 10), ...withNamed].map((s) => s.id),
        )
        .execute();
    } else if (startsAt < now) {
      await signIn(db, tenantId, row.pointId!, seated.slice(0, 9), startsAt - 900_000);
    }
  }
}
