import { ModuleState, type AffairMeta, type GroupSchemes } from '@campus/contract';
import type { SanctionDetail, SanctionNotice, SanctionRow } from '@campus/contract/affairs/wjcf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { servicesTestApp } from '../../test-helpers.js';

/**
 * Disciplinary records (issue 14) on the real app: staff record a sanction (bad input refused by
 * field), only the student, the staff in charge of them and the office read it (the school's
 * notice masked), the sanction bars scholarships and honours through the mechanism's noSanction
 * rule, the appeal moves the committee's statuses within the window, and lifting after the
 * period makes the student eligible again.
 */
const {
  t,
  as: { szgz: sz, jxj },
} = servicesTestApp(
  ['szgz', 'jxj'],
  ['student', 'counsellor', 'college', 'office', 'teacher', '202411104', '202411105', '202413104'],
);
const today = () => schoolDate(Date.now());
const SELF =
  '受处分以来我深刻反省，严格遵守纪律，按时上课，每月向辅导员提交思想汇报，本学期各科成绩均已合格，并参加了两次志愿服务活动。';

const input = (studentNumber: string, extra: Record<string, unknown> = {}) => ({
  studentNumber,
  kind: 'seriousWarning',
  cause: 'exam',
  facts: '期末考试中携带写有公式的纸条进入考场，被监考教师当场发现。',
  basis: '《学生违纪处分规定》第十八条',
  decisionNo: '校学处字〔2026〕099号',
  decisionDate: today(),
  periodMonths: 6,
  ...extra,
});

async function record(caller: ServiceCaller, body: Record<string, unknown>) {
  const reply = await caller.api.post<SanctionDetail>('/discipline/sanctions', body);
  expect(reply.state, reply.message).toBe(200);
  return reply.data;
}

async function act(caller: ServiceCaller, id: string, action = 'agree', data: Record<string, unknown> = {}) {
  const task = await pendingTask(caller.bpm, id);
  const reply = await caller.bpm.post(`/task/${action}`, { taskId: task.taskId, data, opinion: '' });
  expect(reply.state, reply.message).toBe(200);
}

const reasons = async (caller: ServiceCaller, group: string, module: string) =>
  (await caller.api.get<GroupSchemes>(`/affairs/${group}/schemes`)).data.schemes.find(
    (s) => s.module === module,
  )?.eligibility.reasons ?? [];

describe('recording a sanction', () => {
  it('refuses bad input by field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [input('202411104', { periodMonths: 3 }), 'The period is 6 to 12 months'],
      [input('202411104', { decisionDate: addDays(today(), 2) }), 'The decision date cannot be after today'],
      [input('299999999'), 'Student number 299999999 is not a student in your charge'],
      [input('202411104', { kind: 'expulsion', periodMonths: 6 }), 'Expulsion has no period'],
    ];
    for (const [body, message] of cases) {
      const reply = await sz.office.api.post('/discipline/sanctions', body);
      expect(reply.state).not.toBe(200);
      expect(reply.message).toBe(message);
    }
    const bad = await sz.office.api.post('/discipline/sanctions', input('202411104', { kind: 'caning' }));
    expect(bad.state).toBe(400);
    expect(bad.message).toMatch(/kind/);
  });

  it('lets staff record only for students in their charge, expulsion only the office', async () => {
    const outside = await sz.counsellor.api.post('/discipline/sanctions', input('202413104'));
    expect(outside.message).toBe('Student number 202413104 is not a student in your charge');
    const expel = await sz.college.api.post(
      '/discipline/sanctions',
      input('202411105', { kind: 'expulsion', periodMonths: undefined }),
    );
    expect(expel.message).toMatch(/Expulsion is recorded by the student-affairs office/);
    const student = await sz.student.api.post('/discipline/sanctions', input('202411105'));
    expect(student.state).not.toBe(200);
  });
});

describe('who sees a sanction', () => {
  let inClass: SanctionDetail;
  let elsewhere: SanctionDetail;
  beforeAll(async () => {
    inClass = await record(sz.counsellor, input('202411105', { kind: 'warning' }));
    elsewhere = await record(sz.office, input('202413104', { kind: 'demerit', periodMonths: 12 }));
  });

  it('the student their own, their counsellor and college, the office all; nobody else', async () => {
    const ids = async (who: keyof typeof sz) =>
      (await sz[who].api.get<SanctionRow[]>('/discipline/sanctions')).data?.map((r) => r.id) ?? [];
    expect(await ids('202411105')).toEqual([inClass.id]);
    expect(await ids('202411104')).not.toContain(inClass.id);
    expect(await ids('counsellor')).toContain(inClass.id);
    expect(await ids('counsellor')).not.toContain(elsewhere.id);
    expect(await ids('college')).toContain(inClass.id);
    expect(await ids('college')).not.toContain(elsewhere.id);
    expect(await ids('office')).toEqual(expect.arrayContaining([inClass.id, elsewhere.id]));
    expect(await ids('teacher')).toEqual([]);

    for (const who of ['202411104', 'teacher', 'counsellor', 'college'] as const) {
      const detail = await sz[who].api.get('/discipline/sanction', { id: elsewhere.id });
      expect(detail.state, who).toBe(ModuleState.RESOURCE_NOT_FOUND);
    }
    const own = await sz['202413104'].api.get<SanctionDetail>('/discipline/sanction', { id: elsewhere.id });
    expect(own.data.facts).toContain('期末考试');
    expect(own.data.actions).toEqual(['acknowledge', 'appeal']);
  });

  it('the demo school has a sanction in each state for the office to see', async () => {
    const rows = (await sz.office.api.get<SanctionRow[]>('/discipline/sanctions')).data;
    expect(new Set(rows.map((r) => r.state))).toEqual(
      new Set(['inForce', 'lifting', 'lifted', 'revoked', 'expelled']),
    );
    expect(rows.find((r) => r.appealStatus === 'reviewing')?.kind).toBe('demerit');
  });

  it('the school notice names nobody in full and tells no facts', async () => {
    const notices = await sz['202411104'].api.get<SanctionNotice[]>('/discipline/notices');
    expect(notices.state).toBe(200);
    const row = notices.data.find((n) => n.id === elsewhere.id)!;
    expect(row.number).toMatch(/^2024\*+04$/);
    expect(row.name).toMatch(/\*/);
    expect(row.name).not.toBe(elsewhere.student.name);
    expect(JSON.stringify(notices.data)).not.toContain('期末考试');
    expect(JSON.stringify(notices.data)).not.toContain(elsewhere.student.number);
  });
});

describe('a sanction bars scholarships and honours until it is lifted', () => {
  it('is read by jxj and rych eligibility, and lifting ends it', async () => {
    const who = jxj['202411104'];
    expect(await reasons(who, 'rych', 'collectiveHonour')).toEqual([]);
    const decided = addDays(today(), -200);
    const sanction = await record(sz.office, input('202411104', { decisionDate: decided }));
    const barred = `Not while a sanction is in force (Serious warning, ${decided} to ${sanction.endDate})`;
    expect(await reasons(who, 'jxj', 'collegeScholarship')).toContain(barred);
    expect(await reasons(who, 'rych', 'collectiveHonour')).toContain(barred);
    expect(await reasons(who, 'rych', 'personalHonour')).toContain(barred);
    // A collective this student may speak for (collectives.ts): the room they live in, or a class.
    const meta = (await who.api.get<AffairMeta>('/affairs/collectiveHonour/meta')).data;
    const collective = meta.collectives![0]!;
    const honour = {
      honour: collective.kind === 'room' ? 'civilisedDorm' : 'advancedClass',
      unitName: collective.name,
      members: 34,
      deeds: '班级学风优良，全班平均绩点位居年级第一，集体参与志愿服务和文体活动。',
    };
    const refused = await who.api.post('/affairs/collectiveHonour/apply', { data: honour });
    expect(refused.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(refused.message).toBe(barred);

    // The period is over: the student applies to lift it; counsellor, college and office agree.
    const detail = await sz['202411104'].api.get<SanctionDetail>('/discipline/sanction', { id: sanction.id });
    expect(detail.data.state).toBe('expired');
    expect(detail.data.actions).toContain('lift');
    const lift = await sz['202411104'].api.post<{ proInstId: string }>('/affairs/sanctionLift/apply', {
      data: {
        sanctionId: sanction.id,
        selfAssessment:
          '受处分以来我深刻反省，严格遵守考试纪律，按时上课，每月提交思想汇报，各科成绩均已合格，并参加了志愿服务。',
      },
    });
    expect(lift.state, lift.message).toBe(200);
    const again = await sz['202411104'].api.post('/affairs/sanctionLift/apply', {
      data: { sanctionId: sanction.id, selfAssessment: 'x'.repeat(60) },
    });
    expect(again.message).toBe('A lifting is already being reviewed');
    expect(
      (await sz.office.api.get<SanctionDetail>('/discipline/sanction', { id: sanction.id })).data.state,
    ).toBe('lifting');
    await act(sz.counsellor, lift.data.proInstId, 'agree', {
      counsellorOpinion: '该生处分期间表现良好，同意解除。',
    });
    await act(sz.college, lift.data.proInstId);
    await act(sz.office, lift.data.proInstId);
    const lifted = await sz['202411104'].api.get<SanctionDetail>('/discipline/sanction', { id: sanction.id });
    expect(lifted.data.state).toBe('lifted');
    expect(lifted.data.liftedDate).toBe(today());
    expect(await reasons(who, 'jxj', 'collegeScholarship')).not.toContain(barred);
    expect(await reasons(who, 'rych', 'collectiveHonour')).toEqual([]);
    const applied = await who.api.post('/affairs/collectiveHonour/apply', { data: honour });
    expect(applied.state, applied.message).toBe(200);
  });

  it('refuses lifting before the period ends and another student’s sanction', async () => {
    const fresh = await record(sz.office, input('202413104', { kind: 'warning' }));
    const early = await sz['202413104'].api.post('/affairs/sanctionLift/apply', {
      data: { sanctionId: fresh.id, selfAssessment: SELF },
    });
    expect(early.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(early.message).toMatch(/^You may apply to lift it from /);
    const foreign = await sz['202411104'].api.post('/affairs/sanctionLift/apply', {
      data: { sanctionId: fresh.id, selfAssessment: SELF },
    });
    expect(foreign.message).toBe('No such sanction of yours');
  });
});

describe('appeals', () => {
  const grounds = '事发时系对方先动手，本人为躲避推挡，并非主动违纪，有两名同学可以作证。';

  it('moves through the committee’s statuses and changes the sanction', async () => {
    const sanction = await record(sz.office, input('202413104', { kind: 'demerit', periodMonths: 12 }));
    const student = sz['202413104'];
    const signed = await student.api.post<SanctionDetail>('/discipline/sanction/acknowledge', {
      id: sanction.id,
    });
    expect(signed.data.receivedDate).toBe(today());
    expect(signed.data.appealDeadline).toEqual({ date: addDays(today(), 10), daysLeft: 10 });
    const heavier = await student.api.post('/affairs/sanctionAppeal/apply', {
      data: { sanctionId: sanction.id, request: 'change', wantedKind: 'probation', grounds },
    });
    expect(heavier.message).toBe('The changed sanction must be lighter than the original');
    const appeal = await student.api.post<{ proInstId: string }>('/affairs/sanctionAppeal/apply', {
      data: { sanctionId: sanction.id, request: 'change', wantedKind: 'warning', grounds },
    });
    expect(appeal.state, appeal.message).toBe(200);
    const state = async () =>
      (await student.api.get<SanctionDetail>('/discipline/sanction', { id: sanction.id })).data;
    expect((await state()).appealStatus).toBe('pending');
    const twice = await student.api.post('/affairs/sanctionAppeal/apply', {
      data: { sanctionId: sanction.id, request: 'revoke', grounds },
    });
    expect(twice.message).toBe('A decision may be appealed once (appeal on file: waiting to be accepted)');

    await act(sz.office, appeal.data.proInstId);
    const reviewing = await state();
    expect(reviewing.appealStatus).toBe('reviewing');
    expect(reviewing.answerDeadline).toEqual({ date: addDays(today(), 15), daysLeft: 15 });
    await act(sz.office, appeal.data.proInstId, 'agree', {
      decision: 'changed',
      newKind: 'warning',
      reply: '经复查，事实清楚但情节较轻，变更为警告处分。',
    });
    const answered = await state();
    expect(answered.appealStatus).toBe('changed');
    expect(answered.kind).toBe('warning');
    expect(answered.state).toBe('inForce');
  });

  it('refuses an appeal after the window and records a refusal to accept', async () => {
    const late = await record(sz.office, input('202411105', { decisionDate: addDays(today(), -12) }));
    // Signed for eleven days ago: the window (from receipt) closed yesterday.
    await t.database.db
      .updateTable('studentSanction')
      .set({ receivedDate: addDays(today(), -11) })
      .where('id', '=', late.id)
      .execute();
    const refused = await sz['202411105'].api.post('/affairs/sanctionAppeal/apply', {
      data: { sanctionId: late.id, request: 'revoke', grounds },
    });
    expect(refused.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(refused.message).toBe(
      `The appeal window closed on ${addDays(today(), -1)} (10 days from receiving the decision)`,
    );

    const open = await record(sz.office, input('202411105', { decisionDate: addDays(today(), -2) }));
    const appeal = await sz['202411105'].api.post<{ proInstId: string }>('/affairs/sanctionAppeal/apply', {
      data: { sanctionId: open.id, request: 'revoke', grounds },
    });
    expect(appeal.state, appeal.message).toBe(200);
    await act(sz.office, appeal.data.proInstId, 'oppose');
    const after = await sz['202411105'].api.get<SanctionDetail>('/discipline/sanction', { id: open.id });
    expect(after.data.appealStatus).toBe('refused');
    expect(after.data.state).toBe('inForce');
  });

  it('tells the student of a new sanction, and the appeal window counts from their receipt', async () => {
    const student = sz['202411104'];
    const recorded = await record(sz.office, input('202411104', { decisionDate: addDays(today(), -20) }));
    // An inner message (and a push, for a phone that has them on) naming the decision and its link.
    const messages = await t.database.db
      .selectFrom('innerMessage')
      .select(['subject', 'subjects', 'content', 'bizType', 'bizId'])
      .where('receiverId', '=', student.api.who.userId)
      .where('bizId', '=', recorded.id)
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('处分决定：严重警告');
    expect(JSON.parse(messages[0]!.subjects!)['en-US']).toBe('Disciplinary decision: Serious warning');
    expect(messages[0]!.content).toContain('校学处字〔2026〕099号');
    expect(messages[0]!.bizType).toBe('wjcf.sanction');
    // Decided twenty days ago but never received: the window has not begun, the student may appeal.
    const unseen = await student.api.get<SanctionDetail>('/discipline/sanction', { id: recorded.id });
    expect(unseen.data.actions).toEqual(['acknowledge', 'appeal']);
    const signed = await student.api.post<SanctionDetail>('/discipline/sanction/acknowledge', {
      id: recorded.id,
    });
    expect(signed.state, signed.message).toBe(200);
    expect(signed.data.receivedDate).toBe(today());
    expect(signed.data.actions).toEqual(['appeal']);
    expect(signed.data.appealDeadline).toMatchObject({ date: addDays(today(), 10) });
  });
});
