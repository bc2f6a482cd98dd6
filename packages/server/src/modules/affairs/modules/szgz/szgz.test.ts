import { ModuleState, SecurityState } from '@campus/contract';
import type {
  AssessmentResults,
  AssessmentTask,
  MoralRecord,
  MoralRoster,
  MoralSessionView,
} from '@campus/contract/affairs/szgz';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Moral-education class and the anonymous counsellor assessment (issue 14): places never over
 * capacity, a waiting list moved up by a cancellation, a repeated sign-up or rating that adds
 * nothing, attendance making the student's points; ratings stored so that no route, and no row,
 * tells who rated what.
 */
const WHO = [
  'student',
  'hbstudent',
  'counsellor',
  'college',
  'office',
  'teacher',
  'admin',
  'hboffice',
] as const;
const { t, as } = groupTestApp('szgz', WHO);
let zg: Record<'counsellor' | 'college' | 'office', ServiceCaller>;
/** Students of the demo counsellor (besides the demo student), signed in. */
let mates: ServiceCaller[];

beforeAll(async () => {
  zg = await serviceCallers(t.app, 'zgdw', ['counsellor', 'college', 'office']);
  const rows = await t.database.db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('tenantMember as me', (j) =>
      j.onRef('me.orgId', '=', 'm.orgId').onRef('me.tenantId', '=', 'm.tenantId'),
    )
    .innerJoin('appUser as s', 's.id', 'me.userId')
    .select('u.account')
    .where('s.account', '=', 'student')
    .where('u.account', '!=', 'student')
    .orderBy('m.number')
    .limit(4)
    .execute();
  const signed = await serviceCallers(
    t.app,
    'szgz',
    rows.map((r) => r.account),
  );
  mates = rows.map((r) => signed[r.account]!);
});

const today = () => schoolDate(Date.now());

async function newSession(capacity: number, date = addDays(today(), 3)) {
  return ok<MoralSessionView>(
    as.counsellor.api.post('/moral/session', {
      title: '宪法宣传周专题讲座',
      kind: 'lecture',
      speaker: '法学院 周老师',
      place: '图书馆报告厅',
      date,
      time: '14:30',
      capacity,
      points: 2,
    }),
  );
}

describe('the moral-education class', () => {
  it('shows students the demo sessions with their own status', async () => {
    const sessions = await ok<MoralSessionView[]>(as.student.api.get('/moral/sessions'));
    expect(sessions.length).toBe(6);
    expect(sessions.some((s) => s.past && s.mine === 'attended')).toBe(true);
    expect(sessions.some((s) => !s.past && s.mine === null)).toBe(true);
    const record = await ok<MoralRecord>(as.student.api.get('/moral/record'));
    expect(record.terms.length).toBeGreaterThan(0);
    expect(record.lines.some((l) => l.status === 'attended' && l.points > 0)).toBe(true);
  });

  it('gives places up to the capacity, then the waiting list; a repeated sign-up is the same', async () => {
    const session = await newSession(2);
    const first = await ok<MoralSessionView>(as.student.api.post('/moral/signup', { sessionId: session.id }));
    expect(first).toMatchObject({ mine: 'signedUp', signed: 1 });
    const again = await ok<MoralSessionView>(as.student.api.post('/moral/signup', { sessionId: session.id }));
    expect(again).toMatchObject({ mine: 'signedUp', signed: 1, waiting: 0 });
    // The rest at once: one place left.
    const views = await Promise.all(
      mates.map((m) => ok<MoralSessionView>(m.api.post('/moral/signup', { sessionId: session.id }))),
    );
    expect(views.filter((v) => v.mine === 'signedUp').length).toBe(1);
    expect(views.filter((v) => v.mine === 'waiting').length).toBe(mates.length - 1);
    const roster = await ok<MoralRoster>(as.counsellor.api.get('/moral/roster', { sessionId: session.id }));
    expect(roster.session).toMatchObject({ signed: 2, capacity: 2, waiting: mates.length - 1 });

    // Cancelling frees the place for a waiting student (the first in the queue: the parallel
    // sign-ups above reached it in an order the test does not know), and only one.
    const waiting = mates.filter((_, i) => views[i]!.mine === 'waiting');
    await ok(as.student.api.post('/moral/cancel', { sessionId: session.id }));
    const after = await Promise.all(
      waiting.map(async (m) =>
        (await ok<MoralSessionView[]>(m.api.get('/moral/sessions'))).find((s) => s.id === session.id)!,
      ),
    );
    expect(after.filter((v) => v.mine === 'signedUp')).toHaveLength(1);
    expect(after.filter((v) => v.mine === 'waiting')).toHaveLength(waiting.length - 1);
    expect(after[0]).toMatchObject({ signed: 2, waiting: waiting.length - 1 });
  });

  it('marks attendance only on or after the day, only for students with a place, naming the field', async () => {
    const future = await newSession(5);
    await ok(as.student.api.post('/moral/signup', { sessionId: future.id }));
    const early = await as.counsellor.api.post('/moral/attendance', {
      sessionId: future.id,
      marks: [{ studentId: as.student.api.who.userId, status: 'attended' }],
    });
    expect(early.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(JSON.stringify(early)).toContain('sessionId');

    const held = (await ok<MoralSessionView[]>(as.counsellor.api.get('/moral/manage'))).find((s) => s.past)!;
    const roster = await ok<MoralRoster>(as.counsellor.api.get('/moral/roster', { sessionId: held.id }));
    const outsider = await as.counsellor.api.post('/moral/attendance', {
      sessionId: held.id,
      marks: [{ studentId: as.hbstudent.api.who.userId, status: 'attended' }],
    });
    expect(outsider.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(JSON.stringify(outsider)).toContain('marks[0].studentId');

    const someone = roster.students.find((s) => s.status === 'attended')!;
    const marked = await ok<MoralRoster>(
      as.counsellor.api.post('/moral/attendance', {
        sessionId: held.id,
        marks: [{ studentId: someone.studentId, status: 'absent' }],
      }),
    );
    expect(marked.students.find((s) => s.studentId === someone.studentId)?.status).toBe('absent');
  });

  it('keeps sessions to staff and sign-ups to students; bad input names the field', async () => {
    expect((await as.student.api.post('/moral/session', {})).state).not.toBe(200);
    const refused = await as.student.api.get('/moral/manage');
    expect(refused.state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.counsellor.api.post('/moral/signup', { sessionId: 'x1' })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    const bad = await as.counsellor.api.post('/moral/session', { title: '', kind: 'party', capacity: 0 });
    expect(bad.state).not.toBe(200);
    expect(bad.state).toBeLessThan(500);
    expect(JSON.stringify(bad)).toContain('capacity');
    const past = await as.counsellor.api.post('/moral/session', {
      title: 'x',
      kind: 'lecture',
      speaker: 'y',
      place: 'z',
      date: addDays(today(), -1),
      time: '10:00',
      capacity: 5,
      points: 1,
    });
    expect(past.state).toBe(ModuleState.FORM_DATA_INVALID);
    // Another school's student never sees this school's sessions.
    const theirs = await ok<MoralSessionView[]>(as.hbstudent.api.get('/moral/sessions'));
    const ours = await ok<MoralSessionView[]>(as.student.api.get('/moral/sessions'));
    expect(theirs.some((s) => ours.some((o) => o.id === s.id))).toBe(false);
  });
});

/** Every GET route of the staff groups as every kind of viewer (all of them, or the assessment's only): the replies' text. */
async function everyReply(assessmentOnly = false): Promise<string> {
  const assessment = ['/rating/tasks', '/rating/results'];
  const paths = assessmentOnly
    ? assessment
    : ['/moral/sessions', '/moral/record', '/moral/manage', ...assessment];
  const zgPaths = assessmentOnly
    ? []
    : [
        '/team/profiles',
        '/team/logs',
        '/team/talks',
        '/team/talks/students',
        '/team/training/mine',
        '/team/training/review',
      ];
  const replies: unknown[] = [];
  for (const who of ['student', 'counsellor', 'college', 'office', 'teacher', 'admin'] as const)
    for (const path of paths) replies.push(await as[who].api.get(path));
  for (const who of ['counsellor', 'college', 'office'] as const)
    for (const path of zgPaths) replies.push(await zg[who].api.get(path));
  const results = await ok<AssessmentResults>(as.office.api.get('/rating/results'));
  for (const round of results.rounds)
    replies.push(await as.office.api.get('/rating/results', { roundId: round.id }));
  return JSON.stringify(replies);
}

describe('the counsellor assessment', () => {
  it('lets a student rate their counsellor once; a repeated submission adds nothing', async () => {
    const [task] = (await ok<AssessmentTask[]>(as.student.api.get('/rating/tasks'))).filter(
      (x) => x.round.state === 'open',
    );
    expect(task).toMatchObject({ rated: false, counsellorName: '王晓婷' });
    const before = await ok<AssessmentResults>(
      as.office.api.get('/rating/results', { roundId: task!.round.id }),
    );
    const mine = (r: AssessmentResults) => r.lines.find((l) => l.counsellorName === '王晓婷')!;
    const scores = { guidance: 5, study: 1, care: 5, management: 5, conduct: 5 };
    const rated = await ok<AssessmentTask>(
      as.student.api.post('/rating/rate', { roundId: task!.round.id, scores }),
    );
    expect(rated.rated).toBe(true);
    await ok(
      as.student.api.post('/rating/rate', { roundId: task!.round.id, scores: { ...scores, study: 5 } }),
    );
    const after = await ok<AssessmentResults>(
      as.office.api.get('/rating/results', { roundId: task!.round.id }),
    );
    expect(mine(after).ratings).toBe(mine(before).ratings + 1);
    const voters = await t.database.db
      .selectFrom('assessmentVoter')
      .selectAll()
      .where('roundId', '=', task!.round.id)
      .where('studentId', '=', as.student.api.who.userId)
      .execute();
    expect(voters.length).toBe(1);
  });

  it("rates the class's teachers beside the counsellor in the same submission; the college reads the teachers' lines", async () => {
    const tasks = await ok<AssessmentTask[]>(as.student.api.get('/rating/tasks'));
    expect(tasks[0]!.teachers.map((x) => x.name)).toContain('张伟');
    const open = tasks.find((x) => x.round.state === 'open')!;
    // A classmate of the demo student who has not rated in the open round yet.
    const db = t.database.db;
    const myClass = db
      .selectFrom('tenantMember')
      .select('orgId')
      .where('userId', '=', as.student.api.who.userId);
    const voters = db.selectFrom('assessmentVoter').select('studentId').where('roundId', '=', open.round.id);
    const fresh = await db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select('u.account')
      .where((eb) =>
        eb.and([
          eb('m.orgId', 'in', myClass),
          eb.and({ 'm.kind': 'student', 'm.status': 'active' }),
          eb('m.userId', 'not in', voters),
        ]),
      )
      .orderBy('m.number', 'desc')
      .executeTakeFirstOrThrow();
    const rater = (await serviceCallers(t.app, 'szgz', [fresh.account]))[fresh.account]!;
    const task = (await ok<AssessmentTask[]>(rater.api.get('/rating/tasks'))).find(
      (x) => x.round.id === open.round.id,
    );
    expect(task).toMatchObject({ rated: false, counsellorName: '王晓婷' });
    expect(task!.teachers.length).toBeGreaterThan(0);
    const teacher = (r: AssessmentResults) =>
      r.lines.find((l) => l.counsellorId === task!.teachers[0]!.teacherId && l.role === 'teacher');
    const before = await ok<AssessmentResults>(
      as.college.api.get('/rating/results', { roundId: task!.round.id }),
    );
    expect(teacher(before)).toBeDefined();
    const scores = { guidance: 4, study: 5, care: 4, management: 4, conduct: 5 };
    const stranger = await rater.api.post('/rating/rate', {
      roundId: task!.round.id,
      scores,
      teacherScores: [{ teacherId: as.office.api.who.userId, scores }],
    });
    expect(stranger.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(JSON.stringify(stranger)).toContain('teacherScores');
    await ok(
      rater.api.post('/rating/rate', {
        roundId: task!.round.id,
        scores,
        teacherScores: task!.teachers.map((x) => ({ teacherId: x.teacherId, scores })),
      }),
    );
    const after = await ok<AssessmentResults>(
      as.college.api.get('/rating/results', { roundId: task!.round.id }),
    );
    expect(teacher(after)!.ratings).toBe(teacher(before)!.ratings + 1);
    expect(teacher(after)!.students).toBeGreaterThan(0);
  });

  it('shows the college averages per item and counts of its counsellors only; closed rounds take no rating', async () => {
    const college = await ok<AssessmentResults>(as.college.api.get('/rating/results'));
    const office = await ok<AssessmentResults>(as.office.api.get('/rating/results'));
    expect(college.lines.length).toBeGreaterThan(0);
    expect(college.lines.length).toBeLessThan(office.lines.length);
    const closed = office.rounds.find((r) => r.state === 'closed')!;
    const old = await ok<AssessmentResults>(as.college.api.get('/rating/results', { roundId: closed.id }));
    const line = old.lines[0]!;
    expect(line.ratings).toBeGreaterThanOrEqual(3);
    expect(line.averages?.guidance).toBeGreaterThanOrEqual(1);
    expect(line.averages?.guidance).toBeLessThanOrEqual(5);
    expect(line.overall).not.toBeNull();
    const late = await as.student.api.post('/rating/rate', {
      roundId: closed.id,
      scores: { guidance: 5, study: 5, care: 5, management: 5, conduct: 5 },
    });
    expect(late.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect((await as.counsellor.api.get('/rating/results')).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.student.api.get('/rating/results')).state).toBe(SecurityState.UNAUTHORIZED);
    const outOfRange = await as.student.api.post('/rating/rate', {
      roundId: closed.id,
      scores: { guidance: 9, study: 5, care: 5, management: 5, conduct: 5 },
    });
    expect(JSON.stringify(outOfRange)).toContain('scores.guidance');
  });

  it('never lets anyone learn who rated what: no reply names a rater, no stored row links a rater to a score', async () => {
    const open = (await ok<AssessmentTask[]>(as.student.api.get('/rating/tasks'))).find(
      (x) => x.round.state === 'open',
    )!;
    const raters = [as.student, ...mates];
    const before = await everyReply();
    for (const rater of raters)
      await ok(
        rater.api.post('/rating/rate', {
          roundId: open.round.id,
          scores: { guidance: 4, study: 4, care: 4, management: 4, conduct: 4 },
        }),
      );
    // The assessment's replies never name a rater; no other reply names one it did not name before
    // (a counsellor's roster of their students names them whether they rated or not).
    const assessment = await everyReply(true);
    const after = await everyReply();
    for (const rater of raters) {
      expect(assessment).not.toContain(rater.api.who.userId);
      if (after.includes(rater.api.who.userId)) expect(before).toContain(rater.api.who.userId);
    }

    // The scores are sums without a rater; who rated shares no key, id or time with them.
    const scoreRows = await t.database.db
      .selectFrom('assessmentScore')
      .selectAll()
      .where('roundId', '=', open.round.id)
      .execute();
    expect(scoreRows.length).toBeGreaterThan(0);
    expect(Object.keys(scoreRows[0]!).sort()).toEqual([
      'counsellorId',
      'item',
      'ratings',
      'roundId',
      'tenantId',
      'total',
    ]);
    for (const rater of raters) expect(JSON.stringify(scoreRows)).not.toContain(rater.api.who.userId);
    const voterRows = await t.database.db
      .selectFrom('assessmentVoter')
      .selectAll()
      .where('roundId', '=', open.round.id)
      .execute();
    expect(Object.keys(voterRows[0]!).sort()).toEqual(['roundId', 'studentId', 'tenantId']);
  });

  it('opens a round for the office only, the closing date not before the opening', async () => {
    const input = {
      title: '2026-2027学年第一学期辅导员测评（补）',
      opensOn: today(),
      closesOn: addDays(today(), 7),
    };
    expect((await as.counsellor.api.post('/rating/round', input)).state).toBe(SecurityState.UNAUTHORIZED);
    const back = await as.office.api.post('/rating/round', { ...input, closesOn: addDays(today(), -1) });
    expect(back.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(JSON.stringify(back)).toContain('closesOn');
    const round = await ok<{ state: string }>(as.office.api.post('/rating/round', input));
    expect(round.state).toBe('open');
    // The other school does not see it.
    const theirs = await ok<AssessmentResults>(as.hboffice.api.get('/rating/results'));
    expect(theirs.rounds.some((r) => r.title === input.title)).toBe(false);
  });
});
