import { ModuleState, SecurityState, type PayoutRow } from '@campus/contract';
import {
  monthOf,
  monthWeeks,
  shiftMonth,
  type WorkStudyHours,
  type WorkStudyHoursSheet,
  type WorkStudyIndex,
  type WorkStudyMine,
  type WorkStudyPost,
  type WorkStudyPostInput,
  type WorkStudyStaffPosts,
} from '@campus/contract/affairs/zzgl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../../test/auth.js';
import { bpmCaller, pendingTask, type BpmCaller } from '../../../../../test/bpm.js';
import { createTestApp, type TestApp } from '../../../../../test/app.js';
import { addDays, schoolDate } from '../../../../../lib/school-date.js';

/**
 * Work-study over the API on the demo schools (issue 11): the centre publishes posts held to the
 * school's figures; students apply and are placed by the centre's approval, never over a post's
 * places (two approvals of the last place at once); hours are logged per week and refused over
 * the caps, whatever post the other hours were on; confirmed pay is a payment; an approved
 * resignation frees the place; nothing crosses from one school to the other.
 */
const ZZGL = '/api/zzgl/v3';

interface Who {
  api: BpmCaller;
  bpm: BpmCaller;
  userId: string;
}

let t: TestApp;
let office: Who;
let teacher: Who;
let college: Who;
let hboffice: Who;
let hbstudent: Who;
/** Students of school A on no post, each signed in. */
let free: Who[] = [];
let c01 = '';

const today = () => schoolDate(Date.now());

async function who(account: string): Promise<Who> {
  const signed = await signIn(t.app, account);
  return { api: bpmCaller(t.app, signed, ZZGL), bpm: bpmCaller(t.app, signed), userId: signed.userId };
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.database;
  [office, teacher, college, hboffice, hbstudent] = await Promise.all([
    who('office'),
    who('teacher'),
    who('college'),
    who('hboffice'),
    who('hbstudent'),
  ]);
  // Students of the first school with no work-study placement or application in the demo.
  const busy = new Set([
    ...(await db.selectFrom('workStudyPlacement').select('studentId').execute()).map((r) => r.studentId),
    ...(
      await db.selectFrom('bpmInstance').select('starterId').where('defKey', '=', 'zzgl_work_study').execute()
    ).map((r) => r.starterId),
  ]);
  const tenant = await db
    .selectFrom('tenant')
    .select('id')
    .where('code', '=', 'jnlg')
    .executeTakeFirstOrThrow();
  const students = await db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.account'])
    .where('m.tenantId', '=', tenant.id)
    .where('m.kind', '=', 'student')
    .where('u.account', 'like', '20241%')
    .orderBy('u.account', 'desc')
    .limit(40)
    .execute();
  free = await Promise.all(
    students
      .filter((s) => !busy.has(s.id))
      .slice(0, 8)
      .map((s) => who(s.account)),
  );
  const posts = await office.api.get<WorkStudyStaffPosts>('/workStudy/posts');
  c01 = posts.data.departments.find((d) => d.name === '计算机与信息工程学院')!.id;
});
afterAll(async () => t.close());

const postInput = (extra: Partial<WorkStudyPostInput> = {}): WorkStudyPostInput => ({
  departmentId: c01,
  title: `测试岗位${Math.random().toString(36).slice(2, 7)}`,
  duties: '协助老师整理实验室和维护设备。',
  places: 1,
  hourlyRate: 18,
  hoursPerMonth: 40,
  startDate: addDays(today(), -60),
  endDate: addDays(today(), 90),
  supervisorId: teacher.userId,
  ...extra,
});

async function publish(extra: Partial<WorkStudyPostInput> = {}): Promise<WorkStudyPost> {
  const body = await office.api.post<WorkStudyPost>('/workStudy/post/save', postInput(extra));
  expect(body.state, body.message).toBe(200);
  return body.data;
}

async function apply(student: Who, postId: string) {
  return student.api.post<{ proInstId: string }>('/affairs/workStudy/apply', {
    data: {
      postId,
      reason: '课余时间充足，希望通过勤工助学锻炼自己、减轻家庭负担。',
      freeTimes: ['weekdayAfternoon'],
    },
  });
}

async function applied(student: Who, postId: string): Promise<string> {
  const body = await apply(student, postId);
  expect(body.state, body.message).toBe(200);
  return body.data.proInstId;
}

async function agree(caller: Who, id: string) {
  const task = await pendingTask(caller.bpm, id);
  return caller.bpm.post('/task/agree', { taskId: task.taskId, data: {}, opinion: '' });
}

async function agreed(caller: Who, id: string) {
  const body = await agree(caller, id);
  expect(body.state, body.message).toBe(200);
}

/** Applies and goes through the chain: the supervisor (teacher) accepts, the centre approves. */
async function placed(student: Who, postId: string): Promise<string> {
  const id = await applied(student, postId);
  await agreed(teacher, id);
  await agreed(office, id);
  return id;
}

async function postOf(id: string): Promise<WorkStudyPost> {
  const body = await office.api.get<WorkStudyStaffPosts>('/workStudy/posts');
  return body.data.posts.find((p) => p.id === id)!;
}

async function placementOf(student: Who, postId: string) {
  const mine = await student.api.get<WorkStudyMine>('/workStudy/mine');
  expect(mine.state, mine.message).toBe(200);
  return mine.data.placements.find((p) => p.postId === postId);
}

/** Moves a placement's start back (the demo of a student on the post since then). */
async function startedOn(placementId: string, date: string) {
  await t.app.database.db
    .updateTable('workStudyPlacement')
    .set({ startDate: date })
    .where('id', '=', placementId)
    .execute();
}

function weeksOf(month: string, hours: (index: number) => number) {
  return monthWeeks(month).map((_, index) => hours(index));
}

describe('posts', () => {
  it('are published by the centre within the school’s figures, each refusal naming the field', async () => {
    const post = await publish({ places: 3 });
    expect(post).toMatchObject({
      places: 3,
      filled: 0,
      status: 'open',
      accepting: true,
      supervisorName: '张伟',
    });

    const low = await office.api.post('/workStudy/post/save', postInput({ hourlyRate: 10 }));
    expect(low.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(low.message).toBe("An hourly pay of 10 yuan is below the school's least of 12 yuan");
    expect((low as { variables?: { fields?: { field: string }[] } }).variables?.fields?.[0]?.field).toBe(
      'hourlyRate',
    );

    const long = await office.api.post('/workStudy/post/save', postInput({ hoursPerMonth: 60 }));
    expect(long.message).toBe('60 hours a month is over the cap of 40 hours a month');

    const stranger = await office.api.post(
      '/workStudy/post/save',
      postInput({ supervisorId: hbstudent.userId }),
    );
    expect(stranger.message).toBe('The supervisor must be a member of staff of the school');

    const order = await office.api.post(
      '/workStudy/post/save',
      postInput({ endDate: addDays(today(), -61) }),
    );
    expect(order.state).toBe(400);

    // The application form offers the post by name.
    const meta = await free[0]!.api.get<{ form: { fields: { key: string }[] } }>('/affairs/workStudy/meta');
    expect(meta.state).toBe(200);
    const dictionary = await t.app.database.db
      .selectFrom('dictionary')
      .select('name')
      .where('typeKey', '=', 'work_study_post')
      .where('key', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(dictionary.name).toBe(`${post.title}（计算机与信息工程学院）`);
  });

  it('are for the centre to publish and close, not for a supervisor or a student', async () => {
    const post = await publish();
    expect((await teacher.api.post('/workStudy/post/save', postInput())).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    expect((await free[0]!.api.post('/workStudy/post/close', { id: post.id })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    const closed = await office.api.post<WorkStudyPost>('/workStudy/post/close', { id: post.id });
    expect(closed.data).toMatchObject({ status: 'closed', accepting: false });
    const refused = await apply(free[0]!, post.id);
    expect(refused.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(refused.message).toBe(`The post "${post.title}" no longer takes applications`);
    const index = await free[0]!.api.get<WorkStudyIndex>('/workStudy/index');
    expect(index.data.posts.some((p) => p.id === post.id)).toBe(false);
  });
});

describe('placement', () => {
  it('places the student when the centre approves, once, and shows it to the student', async () => {
    const post = await publish({ places: 2 });
    const [student] = free.splice(0, 1);
    const id = await applied(student!, post.id);
    const index = await student!.api.get<WorkStudyIndex>('/workStudy/index');
    expect(index.data.mine).toContainEqual({
      postId: post.id,
      postTitle: post.title,
      state: 'applied',
      requestId: id,
    });
    // A second application for the same post while the first is under review.
    expect((await apply(student!, post.id)).message).toBe(
      `Your application for the post "${post.title}" is under review`,
    );
    await agreed(teacher, id);
    expect((await postOf(post.id)).filled).toBe(0);
    await agreed(office, id);
    expect(await postOf(post.id)).toMatchObject({ filled: 1, accepting: true });
    const placement = await placementOf(student!, post.id);
    expect(placement).toMatchObject({ status: 'active', requestId: id, startDate: today(), hourlyRate: 18 });
    expect((await apply(student!, post.id)).message).toBe(`You are already on the post "${post.title}"`);
    // One post at a time by default (the school's maxPosts).
    const other = await publish();
    expect((await apply(student!, other.id)).message).toBe(
      'A student may hold at most 1 post(s) at once; already on 1',
    );
  });

  it('never places more students than the post has places, even with two approvals at once', async () => {
    const post = await publish({ places: 1 });
    const [a, b, c] = free.splice(0, 3);
    const first = await applied(a!, post.id);
    const second = await applied(b!, post.id);
    await agreed(teacher, first);
    await agreed(teacher, second);
    const [one, two] = await Promise.all([agree(office, first), agree(office, second)]);
    const states = [one.state, two.state].sort();
    expect(states).toEqual([200, ModuleState.AFFAIR_QUOTA_FULL]);
    const refusal = [one, two].find((r) => r.state !== 200)!;
    expect(refusal.message).toBe(`All 1 places of the post "${post.title}" are taken`);
    expect((await postOf(post.id)).filled).toBe(1);
    const rows = await t.app.database.db
      .selectFrom('workStudyPlacement')
      .select('studentId')
      .where('postId', '=', post.id)
      .where('active', '=', 'Y')
      .execute();
    expect(rows).toHaveLength(1);
    // A full post takes no new application, and its supervisor accepts no one more.
    expect((await apply(c!, post.id)).state).toBe(ModuleState.AFFAIR_QUOTA_FULL);
    const loser = one.state === 200 ? second : first;
    expect((await pendingTask(office.bpm, loser)).id).toBe(loser);
    free.push(one.state === 200 ? b! : a!, c!);
  });

  it('frees the place when a resignation is approved, and only a student on the post resigns', async () => {
    const post = await publish({ places: 1 });
    const [leaver, next] = free.splice(0, 2);
    await placed(leaver!, post.id);
    expect((await apply(next!, post.id)).state).toBe(ModuleState.AFFAIR_QUOTA_FULL);

    const resign = (student: Who) =>
      student.api.post<{ proInstId: string }>('/affairs/resignation/apply', {
        data: { postId: post.id, lastDay: today(), reason: 'study', handover: '工作已交接。' },
      });
    const notOn = await resign(next!);
    expect(notOn.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(notOn.message).toBe(`You are not on the post "${post.title}", so there is nothing to leave`);
    const resignation = await resign(leaver!);
    expect(resignation.state, resignation.message).toBe(200);
    expect((await resign(leaver!)).message).toBe(
      `Your resignation from the post "${post.title}" is under review`,
    );
    expect((await leaver!.api.get<WorkStudyMine>('/workStudy/mine')).data.placements[0]!.resigning).toBe(
      true,
    );
    await agreed(teacher, resignation.data.proInstId);
    expect((await postOf(post.id)).filled).toBe(1);
    await agreed(office, resignation.data.proInstId);

    expect(await postOf(post.id)).toMatchObject({ filled: 0, accepting: true });
    expect(await placementOf(leaver!, post.id)).toMatchObject({
      status: 'ended',
      endReason: 'resigned',
      endDate: today(),
    });
    await placed(next!, post.id);
    expect((await postOf(post.id)).filled).toBe(1);
    // The student who left takes another post: on it now comes first.
    await placed(leaver!, (await publish()).id);
    const mine = await leaver!.api.get<WorkStudyMine>('/workStudy/mine');
    expect(mine.data.placements.map((p) => p.status)).toEqual(['active', 'ended']);
  });
});

describe('hours', () => {
  const last = () => shiftMonth(monthOf(today()), -1);

  it('are logged per week within the caps and paid hours x rate once the centre confirms them', async () => {
    const post = await publish({ hoursPerMonth: 36 });
    const [student] = free.splice(0, 1);
    await placed(student!, post.id);
    const placement = (await placementOf(student!, post.id))!;
    await startedOn(placement.id, `${shiftMonth(last(), -1)}-01`);
    const month = last();
    const weeks = weeksOf(month, (i) => (i === 0 ? 4 : 6));

    // The student does not log their own hours; a member of staff who does not supervise neither.
    expect(
      (await student!.api.post('/workStudy/hours/log', { placementId: placement.id, month, weeks })).state,
    ).toBe(SecurityState.UNAUTHORIZED);
    expect(
      (await college.api.post('/workStudy/hours/log', { placementId: placement.id, month, weeks })).message,
    ).toBe(`You do not supervise the post "${post.title}"`);

    const over = await teacher.api.post('/workStudy/hours/log', {
      placementId: placement.id,
      month,
      weeks: weeksOf(month, (i) => (i === 1 ? 9 : 2)),
    });
    const second = monthWeeks(month)[1]!;
    expect(over.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(over.message).toBe(
      `${second.from.slice(5)}~${second.to.slice(5)}: at most 8 hours a week; ${placement.studentName} would have 9`,
    );
    const ahead = await teacher.api.post('/workStudy/hours/log', {
      placementId: placement.id,
      month: shiftMonth(monthOf(today()), 1),
      weeks: [0, 0, 0, 0, 0],
    });
    expect(ahead.message).toContain('has not come yet');

    const logged = await teacher.api.post<WorkStudyHours>('/workStudy/hours/log', {
      placementId: placement.id,
      month,
      weeks,
    });
    expect(logged.state, logged.message).toBe(200);
    const total = weeks.reduce((a, b) => a + b, 0);
    expect(logged.data).toMatchObject({
      status: 'logged',
      hours: total,
      rate: 18,
      pay: total * 18,
      loggedByName: '张伟',
    });

    const sheet = await teacher.api.get<WorkStudyHoursSheet>('/workStudy/hours', { month, postId: post.id });
    expect(sheet.data.rows).toHaveLength(1);
    expect(sheet.data).toMatchObject({ mayConfirm: false, weeks: monthWeeks(month) });
    expect(sheet.data.rows[0]!.hours!.id).toBe(logged.data.id);
    expect((await teacher.api.post('/workStudy/hours/confirm', { ids: [logged.data.id] })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );

    const confirmed = await office.api.post<WorkStudyHours[]>('/workStudy/hours/confirm', {
      ids: [logged.data.id],
    });
    expect(confirmed.state, confirmed.message).toBe(200);
    expect(confirmed.data[0]).toMatchObject({ status: 'confirmed', pay: total * 18 });
    const again = await teacher.api.post('/workStudy/hours/log', { placementId: placement.id, month, weeks });
    expect(again.state).toBe(ModuleState.ACTION_NOT_ALLOWED);

    // The student sees the month and its pay, and the payment in the payout query.
    const mine = (await placementOf(student!, post.id))!;
    expect((await student!.api.get<WorkStudyMine>('/workStudy/mine')).data.placements[0]).toMatchObject({
      totalHours: total,
      totalPay: total * 18,
    });
    expect(mine.id).toBe(placement.id);
    const payouts = await student!.api.get<PayoutRow[]>('/affairs/zzgl/payouts');
    expect(payouts.data).toContainEqual(
      expect.objectContaining({ module: 'workStudy', period: month, amount: total * 18, state: 'pending' }),
    );
  });

  it('count the student’s hours on every post against the month and the week, with the school’s figures', async () => {
    const set = await office.api.post('/affairs/zzgl/settings/save', {
      settings: [{ module: 'workStudy', key: 'maxPosts', value: 2 }],
    });
    expect(set.state, set.message).toBe(200);
    const [student] = free.splice(0, 1);
    const first = await publish({ hoursPerMonth: 40 });
    const second = await publish({ hoursPerMonth: 40, hourlyRate: 20 });
    await placed(student!, first.id);
    await placed(student!, second.id);
    const a = (await placementOf(student!, first.id))!;
    const b = (await placementOf(student!, second.id))!;
    const month = last();
    for (const placement of [a, b]) await startedOn(placement.id, `${month}-01`);
    const weeks = monthWeeks(month);
    const lastWeek = weeks.length - 1;
    const range = (i: number) => `${weeks[i]!.from.slice(5)}~${weeks[i]!.to.slice(5)}`;
    // 4 hours a week in the first four weeks on the first post: 16 in the month.
    const first16 = await teacher.api.post('/workStudy/hours/log', {
      placementId: a.id,
      month,
      weeks: weeksOf(month, (i) => (i < 4 ? 4 : 0)),
    });
    expect(first16.state, first16.message).toBe(200);

    // 5 more in the first week is 9 that week.
    const weekly = await office.api.post('/workStudy/hours/log', {
      placementId: b.id,
      month,
      weeks: weeksOf(month, (i) => (i === 0 ? 5 : 0)),
    });
    expect(weekly.message).toBe(`${range(0)}: at most 8 hours a week; ${a.studentName} would have 9`);

    // The school's monthly cap of 20: 2 + 4 more on the second post is 22.
    await office.api.post('/affairs/zzgl/settings/save', {
      settings: [{ module: 'workStudy', key: 'maxHoursMonth', value: 20 }],
    });
    const monthly = await office.api.post('/workStudy/hours/log', {
      placementId: b.id,
      month,
      weeks: weeksOf(month, (i) => (i === 0 ? 2 : i === lastWeek ? 4 : 0)),
    });
    expect(monthly.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(monthly.message).toBe(
      `At most 20 hours a month; ${a.studentName} would have 22 in ${month} on all posts`,
    );
    const fits = await office.api.post<WorkStudyHours>('/workStudy/hours/log', {
      placementId: b.id,
      month,
      weeks: weeksOf(month, (i) => (i === 1 ? 4 : 0)),
    });
    expect(fits.state, fits.message).toBe(200);
    expect(fits.data).toMatchObject({ hours: 4, pay: 80 });

    // The school lowers its weekly cap: confirming checks again and refuses.
    await office.api.post('/affairs/zzgl/settings/save', {
      settings: [{ module: 'workStudy', key: 'maxHoursWeek', value: 6 }],
    });
    const refused = await office.api.post('/workStudy/hours/confirm', { ids: [fits.data.id] });
    expect(refused.message).toBe(`${range(1)}: at most 6 hours a week; ${a.studentName} would have 8`);
    await office.api.post('/affairs/zzgl/settings/save', {
      settings: [
        { module: 'workStudy', key: 'maxHoursWeek', value: 8 },
        { module: 'workStudy', key: 'maxHoursMonth', value: 40 },
        { module: 'workStudy', key: 'maxPosts', value: 1 },
      ],
    });
    // More than the post offers in a month.
    const small = await publish({ hoursPerMonth: 10 });
    const [other] = free.splice(0, 1);
    await placed(other!, small.id);
    const c = (await placementOf(other!, small.id))!;
    await startedOn(c.id, `${month}-01`);
    const beyond = await teacher.api.post('/workStudy/hours/log', {
      placementId: c.id,
      month,
      weeks: weeksOf(month, (i) => (i < 3 ? 4 : 0)),
    });
    expect(beyond.message).toBe(`The post "${small.title}" offers 10 hours a month; 12 were logged`);
  });
});

describe('the demo and the other school', () => {
  it('gives every screen content in the first school', async () => {
    const student = await who('student');
    const index = await student.api.get<WorkStudyIndex>('/workStudy/index');
    expect(index.data.posts.filter((p) => p.accepting).length).toBeGreaterThanOrEqual(3);
    expect(index.data.posts.some((p) => !p.accepting)).toBe(true);
    expect(index.data.caps).toEqual({ maxHoursWeek: 8, maxHoursMonth: 40, minHourlyPay: 12, maxPosts: 1 });
    const mine = await student.api.get<WorkStudyMine>('/workStudy/mine');
    const desk = mine.data.placements[0]!;
    expect(desk).toMatchObject({ postTitle: '学生事务服务中心前台助理', status: 'active' });
    expect(desk.months.length).toBeGreaterThanOrEqual(2);
    expect(desk.months.some((m) => m.status === 'confirmed' && m.paid)).toBe(true);
    const sheet = await office.api.get<WorkStudyHoursSheet>('/workStudy/hours', {
      month: shiftMonth(monthOf(today()), -1),
    });
    expect(sheet.data.rows.length).toBeGreaterThanOrEqual(6);
    expect(sheet.data.mayConfirm).toBe(true);
    const lab = await college.api.get<WorkStudyStaffPosts>('/workStudy/posts');
    expect(lab.data.posts.map((p) => p.title)).toEqual(['机房管理助理']);
    expect(lab.data.mayManage).toBe(false);
  });

  it('keeps each school’s posts, placements and hours to itself', async () => {
    const post = await publish();
    const [student] = free.splice(0, 1);
    await placed(student!, post.id);
    const placement = (await placementOf(student!, post.id))!;
    const logged = await teacher.api.post<WorkStudyHours>('/workStudy/hours/log', {
      placementId: placement.id,
      month: monthOf(today()),
      weeks: monthWeeks(monthOf(today())).map((w) => (w.from <= today() && w.to >= today() ? 2 : 0)),
    });
    expect(logged.state, logged.message).toBe(200);

    const theirs = await hboffice.api.get<WorkStudyStaffPosts>('/workStudy/posts');
    expect(theirs.state).toBe(200);
    expect(JSON.stringify(theirs.data)).not.toContain(post.id);
    expect(theirs.data.departments.some((d) => d.id === c01)).toBe(false);
    const index = await hbstudent.api.get<WorkStudyIndex>('/workStudy/index');
    expect(JSON.stringify(index.data)).not.toContain(post.id);
    const sheet = await hboffice.api.get<WorkStudyHoursSheet>('/workStudy/hours', {
      month: monthOf(today()),
    });
    expect(JSON.stringify(sheet.data)).not.toContain(placement.id);

    expect(
      (await hboffice.api.get('/workStudy/hours', { month: monthOf(today()), postId: post.id })).state,
    ).toBe(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
    expect((await hboffice.api.post('/workStudy/post/close', { id: post.id })).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    expect((await hboffice.api.post('/workStudy/post/save', { ...postInput(), id: post.id })).state).not.toBe(
      200,
    );
    expect(
      (
        await hboffice.api.post('/workStudy/hours/log', {
          placementId: placement.id,
          month: monthOf(today()),
          weeks: monthWeeks(monthOf(today())).map(() => 0),
        })
      ).state,
    ).toBe(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
    expect((await hboffice.api.post('/workStudy/hours/confirm', { ids: [logged.data.id] })).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    expect((await hboffice.api.get('/workStudy/staff', { orgId: c01 })).state).toBe(
      ModuleState.FORM_DATA_INVALID,
    );
    // A student of the other school cannot apply for it (the post is not one of their school's choices).
    expect((await apply(hbstudent, post.id)).state).not.toBe(200);
    expect((await postOf(post.id)).filled).toBe(1);
  });
});

describe('supervisors', () => {
  it('are the staff of the department’s subtree, whatever characters its path holds', async () => {
    const { db } = t.app.database;
    const staffOf = async () =>
      (await office.api.get<{ id: string }[]>('/workStudy/staff', { orgId: c01 })).data.map((p) => p.id);
    const before = await staffOf();
    expect(before.length).toBeGreaterThan(0);
    // A path with LIKE's wildcards in it must still be matched literally, on SQLite as on PostgreSQL.
    const org = await db.selectFrom('org').select('path').where('id', '=', c01).executeTakeFirstOrThrow();
    const renamed = org.path.replace(/[^/]+\/?$/, (last) => `x_%${last}`);
    const move = (from: string, to: string) =>
      db
        .updateTable('org')
        .set((eb) => ({ path: eb.fn('replace', ['path', eb.val(from), eb.val(to)]) }))
        .where('path', 'like', `${from}%`)
        .execute();
    await move(org.path, renamed);
    try {
      expect(await staffOf()).toEqual(before);
    } finally {
      await move(renamed, org.path);
    }
  });
});
