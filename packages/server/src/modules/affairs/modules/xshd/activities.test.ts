import { ModuleState, SecurityState, type AffairReviewRow, type CheckinCode } from '@campus/contract';
import type {
  ActivityCard,
  ActivityParticipant,
  ActivitySignup,
  ActivityView,
  ActivityWork,
  MyCredits,
} from '@campus/contract/affairs/xshd';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../../lib/ids.js';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { PNG, upload } from '../../../../test/files.js';
import { listenLocally, postOverHttp } from '../../../../test/over-http.js';
import { publish } from './publish.js';
import { groupTestApp, ok, schoolStudents } from '../../test-helpers.js';

/**
 * Activities (issue 14): holding one is a request the counsellor and the college approve, whose
 * approval publishes it; sign-up never goes over capacity (also when many sign up at the same
 * moment over real HTTP, on PostgreSQL through a pool of connections), the waiting list moves up
 * in order when someone cancels; only students with a place sign in with the organiser's rotating
 * code; the summary gives credits to those who signed in; works are handed in once (again:
 * replaced); another school sees nothing.
 */
const WHO = ['student', 'counsellor', 'college', 'hbstudent'] as const;
const { t, as } = groupTestApp('xshd', WHO);
let others: ServiceCaller[];
let baseUrl: string;

const db = () => t.database.db;
const HOUR = 3_600_000;
const formTime = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

/** Students of the demo school besides the named one (the same demo password). */
async function students(count: number) {
  const rows = await schoolStudents(db())
    .select(['u.account'])
    .where('u.account', '!=', 'student')
    .where('m.number', 'like', '2025%')
    .orderBy('m.number')
    .limit(count)
    .execute();
  const callers = await serviceCallers(
    t.app,
    'xshd',
    rows.map((r) => r.account),
  );
  return rows.map((r) => callers[r.account]!);
}

/** An activity of the demo student, published as an approval would (times from now). */
async function activity(values: { capacity: number; startsIn?: number; acceptsWorks?: boolean }) {
  const now = Date.now();
  const startsAt = now + (values.startsIn ?? 48) * HOUR;
  return publish(
    db(),
    as.student.api.who.tenantId,
    newId(),
    { id: as.student.api.who.userId, name: '李明轩' },
    {
      name: `测试活动${Math.random().toString(36).slice(2, 6)}`,
      category: 'volunteer',
      level: 'college',
      place: '东区广场',
      startsAt: formTime(startsAt),
      endsAt: formTime(startsAt + 2 * HOUR),
      signUpEndsAt: formTime(Math.min(startsAt, now + HOUR)),
      capacity: values.capacity,
      credits: 0.5,
      acceptsWorks: values.acceptsWorks ?? false,
      description: '测试用的活动内容说明',
    },
    now,
  );
}

/** An activity starting now with its one place taken by `seated` and `waiting` on its list. */
async function runningWithOnePlace(seated: ServiceCaller, waiting: ServiceCaller) {
  const id = await activity({ capacity: 1, startsIn: 0.25 });
  await ok(seated.api.post(`/activities/${id}/signUp`));
  await ok(waiting.api.post(`/activities/${id}/signUp`));
  return { id, view: await ok<ActivityView>(as.student.api.get(`/activities/${id}`)) };
}

beforeAll(async () => {
  others = await students(14);
});

describe('the demo', () => {
  it('shows the student the published activities, the full one with its waiting list', async () => {
    const open = await ok<ActivityCard[]>(as.student.api.get('/activities'));
    const cleanUp = open.find((a) => a.name === '秋季校园志愿清洁行动')!;
    expect(cleanUp).toMatchObject({ capacity: 8, accepted: 8, waiting: 3, stage: 'signUp', mine: null });
    expect(open.some((a) => a.name === '新生杯篮球赛')).toBe(false); // still waiting for approval
    const recital = open.find((a) => a.name === '红色经典诵读会')!;
    expect(recital.stage).toBe('summarised');
    expect(recital.mine).toMatchObject({ status: 'accepted', credits: 0.5 });
    const organised = await ok<ActivityCard[]>(as.student.api.get('/activities', { scope: 'organised' }));
    expect(organised.map((a) => a.name).sort()).toEqual(['代码之夜·校园编程马拉松', '迎新晚会节目彩排']);
    const credits = await ok<MyCredits>(as.student.api.get('/credits/mine'));
    expect(credits.total).toBe(0.5);
  });
});

/** A class reading club a student asks to hold, from `start` to `end`, sign-up closing a day before. */
const readingClub = (start: number, end: number) => ({
  name: '读书分享会',
  category: 'ideology',
  level: 'class',
  place: '图书馆 305',
  startsAt: formTime(start),
  endsAt: formTime(end),
  signUpEndsAt: formTime(start - 24 * HOUR),
  capacity: 30,
  credits: 0.5,
  description: '每人分享一本最近读过的书',
});

describe('holding an activity', () => {
  it('refuses times out of order, naming the field', async () => {
    const start = Date.now() + 72 * HOUR;
    const body = await as.student.api.post('/affairs/holdActivity/apply', {
      data: readingClub(start, start - HOUR),
    });
    expect(body.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(body.message).toContain('out of order');
    expect(JSON.stringify(body.variables)).toContain('endsAt');
  });

  it('publishes the activity with its sign-in point when the counsellor and the college approve', async () => {
    const start = Date.now() + 72 * HOUR;
    const applied = await ok<{ proInstId: string }>(
      as.student.api.post('/affairs/holdActivity/apply', {
        data: readingClub(start, start + 2 * HOUR),
      }),
    );
    const id = applied.proInstId;
    // The reviewer's card names the activity, and the applicant beside it (issue 30).
    const card = (await as.counsellor.api.rows<AffairReviewRow>('/affairs/holdActivity/review')).find(
      (r) => r.id === id,
    );
    expect(card?.values).toMatchObject({ name: '读书分享会', applicant: '李明轩' });
    for (const who of [as.counsellor, as.college]) {
      const task = await pendingTask(who.bpm, id);
      await ok(who.bpm.post('/task/agree', { taskId: task.taskId, opinion: '同意' }));
    }
    const row = await db()
      .selectFrom('activity')
      .selectAll()
      .where('requestId', '=', id)
      .executeTakeFirstOrThrow();
    const view = await ok<ActivityView>(as.student.api.get(`/activities/${row.id}`));
    expect(view).toMatchObject({
      name: '读书分享会',
      capacity: 30,
      accepted: 0,
      stage: 'signUp',
      manages: true,
    });
    expect(view.pointId).toBe(row.pointId);
    // Another student reads it but does not manage it, nor sees its point.
    const seen = await ok<ActivityView>(others[0]!.api.get(`/activities/${row.id}`));
    expect(seen).toMatchObject({ manages: false, pointId: null });
  });
});

describe('sign-up', () => {
  it('gives places up to capacity, then a waiting list that moves up in order on a cancellation', async () => {
    const id = await activity({ capacity: 2 });
    const [a, b, c, d] = others;
    const first = await ok<ActivitySignup>(a!.api.post(`/activities/${id}/signUp`));
    expect(first).toMatchObject({ status: 'accepted', position: null });
    await ok(b!.api.post(`/activities/${id}/signUp`));
    expect(await ok<ActivitySignup>(c!.api.post(`/activities/${id}/signUp`))).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    expect(await ok<ActivitySignup>(d!.api.post(`/activities/${id}/signUp`))).toMatchObject({
      status: 'waiting',
      position: 2,
    });
    // Again: the same sign-up, nothing new.
    expect(await ok<ActivitySignup>(a!.api.post(`/activities/${id}/signUp`))).toMatchObject({
      status: 'accepted',
    });
    expect(await ok<ActivitySignup>(a!.api.post(`/activities/${id}/cancel`))).toMatchObject({
      status: 'cancelled',
    });
    const view = await ok<ActivityView>(c!.api.get(`/activities/${id}`));
    expect(view.mine).toMatchObject({ status: 'accepted' });
    expect(view).toMatchObject({ accepted: 2, waiting: 1 });
    expect((await ok<ActivityView>(d!.api.get(`/activities/${id}`))).mine).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    // A cancellation from the waiting list frees no place.
    await ok(d!.api.post(`/activities/${id}/cancel`));
    const participants = await ok<ActivityParticipant[]>(
      as.student.api.get(`/activities/${id}/participants`),
    );
    expect(participants.map((p) => p.status)).toEqual(['accepted', 'accepted']);
    // Signing up again after cancelling joins the end of the list.
    expect(await ok<ActivitySignup>(a!.api.post(`/activities/${id}/signUp`))).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    // Participants are the organiser's and staff's.
    expect((await b!.api.get(`/activities/${id}/participants`)).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.counsellor.api.get(`/activities/${id}/participants`)).state).toBe(200);
  });

  it('refuses after the sign-up closes and cancelling after the start, and staff cannot sign up', async () => {
    const id = await activity({ capacity: 5 });
    await db()
      .updateTable('activity')
      .set({ signUpEndsAt: Date.now() - 1000 })
      .where('id', '=', id)
      .execute();
    const late = await others[5]!.api.post(`/activities/${id}/signUp`);
    expect(late.state).toBe(ModuleState.AFFAIR_BATCH_NOT_OPEN);
    expect(late.message).toContain('closed');
    expect((await as.counsellor.api.post(`/activities/${id}/signUp`)).state).toBe(SecurityState.UNAUTHORIZED);
    await db()
      .updateTable('activity')
      .set({ signUpEndsAt: Date.now() + HOUR })
      .where('id', '=', id)
      .execute();
    await ok(others[5]!.api.post(`/activities/${id}/signUp`));
    await db()
      .updateTable('activity')
      .set({ startsAt: Date.now() - 1000 })
      .where('id', '=', id)
      .execute();
    expect((await others[5]!.api.post(`/activities/${id}/cancel`)).message).toContain('has started');
  });

  it('never gives more places than the capacity when many sign up at the same moment', async () => {
    const id = await activity({ capacity: 5 });
    baseUrl = await listenLocally(t.app);
    const replies = await Promise.all(
      others.map((who) =>
        postOverHttp<ActivitySignup>(`${baseUrl}/api/xshd/v3/activities/${id}/signUp`, who.api.who).then(
          (r) => r.body,
        ),
      ),
    );
    expect(replies.every((r) => r.state === 200)).toBe(true);
    const statuses = replies.map((r) => r.data.status);
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(others.length - 5);
    expect(
      replies
        .filter((r) => r.data.status === 'waiting')
        .map((r) => r.data.position)
        .sort((x, y) => x! - y!),
    ).toEqual(Array.from({ length: others.length - 5 }, (_, i) => i + 1));
    const row = await db()
      .selectFrom('activity')
      .select('accepted')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.accepted)).toBe(5);
    const rows = await db()
      .selectFrom('activitySignup')
      .select('status')
      .where('activityId', '=', id)
      .execute();
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(5);
  });
});

describe('sign-in, summary and credits', () => {
  it('signs in only students with a place, with the code the organiser shows; the summary gives them the credits', async () => {
    const [seated, waiting] = [others[6]!, others[7]!];
    const { id, view } = await runningWithOnePlace(seated, waiting);
    const code = await ok<CheckinCode>(as.student.api.get(`/activity/checkin/points/${view.pointId}/code`));
    // Only the organiser and staff show the code.
    expect((await seated.api.get(`/activity/checkin/points/${view.pointId}/code`)).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    const refused = await waiting.api.post('/activity/checkin/scan', { code: code.code });
    expect(refused.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(refused.message).toContain('no place at this activity');
    const signedIn = await ok<{ repeated: boolean }>(
      seated.api.post('/activity/checkin/scan', { code: code.code }),
    );
    expect(signedIn.repeated).toBe(false);

    // The summary waits for the end.
    const early = await as.student.api.post(`/activities/${id}/summary`, {
      text: '活动顺利完成，大家收获很多。',
      photos: [],
    });
    expect(early.message).toContain('once it ends');
    await db()
      .updateTable('activity')
      .set({ startsAt: Date.now() - 3 * HOUR, endsAt: Date.now() - HOUR })
      .where('id', '=', id)
      .execute();
    const mine = await upload(t.app, as.student.api.who, {
      name: 'photo.png',
      type: 'image/png',
      content: PNG,
    });
    const theirs = await upload(t.app, seated.api.who, {
      name: 'theirs.png',
      type: 'image/png',
      content: PNG,
    });
    const stranger = await as.student.api.post(`/activities/${id}/summary`, {
      text: '活动顺利完成，大家收获很多。',
      photos: [{ id: theirs.body.data.id }],
    });
    expect(stranger.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(JSON.stringify(stranger.variables)).toContain('photos');
    const summarised = await ok<ActivityView>(
      as.student.api.post(`/activities/${id}/summary`, {
        text: '活动顺利完成，大家收获很多。',
        photos: [{ id: mine.body.data.id }],
      }),
    );
    expect(summarised.stage).toBe('summarised');
    expect(summarised.summary?.photos.map((p) => p.name)).toEqual(['photo.png']);
    const credits = await ok<MyCredits>(seated.api.get('/credits/mine'));
    expect(credits.records.find((r) => r.activityId === id)).toMatchObject({
      role: 'participant',
      credits: 0.5,
    });
    const none = await ok<MyCredits>(waiting.api.get('/credits/mine'));
    expect(none.records.some((r) => r.activityId === id)).toBe(false);
    // The organiser earns the activity's credits too.
    const organiser = await ok<MyCredits>(as.student.api.get('/credits/mine'));
    expect(organiser.records.find((r) => r.activityId === id)).toMatchObject({ role: 'organiser' });
  });
});

describe('sign-in without the camera', () => {
  it('takes the six digits shown under the QR code, only from a student with a place', async () => {
    const [seated, waiting] = [others[8]!, others[9]!];
    const { id, view } = await runningWithOnePlace(seated, waiting);
    const code = await ok<CheckinCode>(as.student.api.get(`/activity/checkin/points/${view.pointId}/code`));
    expect(code.typed).toMatch(/^\d{6}$/);
    const wrong = String((Number(code.typed) + 1) % 1_000_000).padStart(6, '0');
    const mistyped = await seated.api.post('/activity/checkin/scan', { code: wrong });
    expect(mistyped.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(mistyped.message).toContain('type the 6 digits');
    expect(JSON.stringify(mistyped.variables)).toContain('code');
    const noPlace = await waiting.api.post('/activity/checkin/scan', { code: code.typed });
    expect(noPlace.message).toContain('no place at this activity');
    const typed = await ok<{ method: string; repeated: boolean }>(
      seated.api.post('/activity/checkin/scan', { code: ` ${code.typed} ` }),
    );
    expect(typed).toMatchObject({ method: 'scan', repeated: false });
    const list = await ok<ActivityParticipant[]>(as.student.api.get(`/activities/${id}/participants`));
    expect(list.find((p) => p.studentId === seated.api.who.userId)?.signedInAt).toBeGreaterThan(0);
  });

  it('lets the organiser check a participant in by hand, nobody else, and only a student with a place', async () => {
    const [seated, waiting] = [others[10]!, others[11]!];
    const { id, view } = await runningWithOnePlace(seated, waiting);
    const byHand = (who: ServiceCaller, studentId: string) =>
      who.api.post(`/activity/checkin/points/${view.pointId}/checkInStudent`, { studentId });
    expect((await byHand(seated, seated.api.who.userId)).state).toBe(SecurityState.UNAUTHORIZED);
    const noPlace = await byHand(as.student, waiting.api.who.userId);
    expect(noPlace.message).toContain('no place at this activity');
    const done = await ok<{ method: string; student: { name: string } }>(
      byHand(as.student, seated.api.who.userId),
    );
    expect(done.method).toBe('staff');
    const list = await ok<ActivityParticipant[]>(as.student.api.get(`/activities/${id}/participants`));
    expect(list.find((p) => p.studentId === seated.api.who.userId)?.signedInAt).toBeGreaterThan(0);
    expect(list.find((p) => p.studentId === waiting.api.who.userId)?.signedInAt ?? null).toBeNull();
  });
});

describe('works', () => {
  it('takes one work per student with a place, replaced when handed in again; the organiser reads them all', async () => {
    const id = await activity({ capacity: 3, acceptsWorks: true });
    const [author, outsider] = [others[8]!, others[9]!];
    const work = { title: '校园导航小程序', description: '帮助新生找到教室和食堂', files: [] };
    expect((await author.api.post(`/activities/${id}/works`, work)).message).toContain('not signed up');
    await ok(author.api.post(`/activities/${id}/signUp`));
    await ok<ActivityWork>(author.api.post(`/activities/${id}/works`, work));
    await ok<ActivityWork>(
      author.api.post(`/activities/${id}/works`, { ...work, title: '校园导航小程序 v2' }),
    );
    const all = await ok<ActivityWork[]>(as.student.api.get(`/activities/${id}/works`));
    expect(all.map((w) => w.title)).toEqual(['校园导航小程序 v2']);
    expect(await ok<ActivityWork[]>(outsider.api.get(`/activities/${id}/works`))).toEqual([]);
    const untitled = await author.api.post(`/activities/${id}/works`, { ...work, title: ' ' });
    expect(untitled.state).toBe(400);
    expect(untitled.message).toContain('title');
    const badFile = await author.api.post(`/activities/${id}/works`, { ...work, files: [{ id: '../x' }] });
    expect(badFile.state).toBe(400);
    expect(badFile.message).toContain('files');
    expect((await author.api.get('/activities/no.such')).state).toBe(400);
    const noWorks = await activity({ capacity: 3 });
    expect((await author.api.post(`/activities/${noWorks}/works`, work)).message).toContain(
      'does not collect works',
    );
  });
});

describe('another school', () => {
  it('knows nothing of the activities', async () => {
    const id = await activity({ capacity: 3 });
    expect((await as.hbstudent.api.get(`/activities/${id}`)).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    expect((await as.hbstudent.api.post(`/activities/${id}/signUp`)).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    const open = await ok<ActivityCard[]>(as.hbstudent.api.get('/activities'));
    expect(open.some((a) => a.id === id)).toBe(false);
  });
});
