import { ModuleState, SecurityState } from '@campus/contract';
import type { HealthOverview, HealthReport, HealthToday } from '@campus/contract/affairs/yqfk';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth.js';
import { bpmCaller, hasPending, pendingTask } from '../../../../test/bpm.js';
import { demoSchoolId } from '../../../../test/demo-school.js';
import { ok, groupTestApp } from '../../test-helpers.js';
import { eraseExpiredHealthReports } from './retention.js';

/**
 * Epidemic control (issue 34): the daily report is off by default and the school switches it on
 * (change-logged); a student reports once a day, "nothing changed" repeats the previous report; a
 * fever starts the counsellor's follow-up at once, in their pending list; who may read health
 * data: the student, their counsellor and the epidemic-control office, never another counsellor,
 * a student of another class, the college or the office without the role, nor another school.
 */
const WHO = ['student', 'graduate', 'counsellor', 'college', 'office', 'yqfk_office', 'hbstudent'] as const;
const { t, as } = groupTestApp('jczy', WHO);

const setting = (key: string, value: number) =>
  as.office.api.post('/affairs/yqfk/settings/save', { settings: [{ module: 'yqfk', key, value }] });

const FEVER = { temperature: 38.1, symptoms: ['cough'], location: 'onCampus', contact: false };

describe('the daily health report', () => {
  it('is off until the school switches it on, and the switch is change-logged', async () => {
    const today = await ok<HealthToday>(as.student.api.get('/yqfk/today'));
    expect(today.enabled).toBe(false);
    const refused = await as.student.api.post('/yqfk/report', FEVER);
    expect(refused.state).toBe(ModuleState.AFFAIR_BATCH_NOT_OPEN);
    expect(refused.message).toContain('switched off');
    // Only the school's managers switch it.
    expect(
      (
        await as.counsellor.api.post('/affairs/yqfk/settings/save', {
          settings: [{ module: 'yqfk', key: 'enabled', value: 1 }],
        })
      ).state,
    ).not.toBe(200);
    await ok(setting('enabled', 1));
    const logged = await t.database.db
      .selectFrom('changeLog')
      .select(['objectId', 'after'])
      .where('objectId', '=', 'yqfk.enabled')
      .execute();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!.after ?? '{}')).toEqual({ value: 1 });
    expect((await ok<HealthToday>(as.student.api.get('/yqfk/today'))).enabled).toBe(true);
  });

  it('refuses bad answers naming the field, and a question the school does not ask', async () => {
    const hot = await as.student.api.post('/yqfk/report', { ...FEVER, temperature: 50 });
    // The declaration's check: the envelope's state for a bad body, naming the field.
    expect(hot.state).toBe(400);
    expect(hot.message).toMatch(/temperature/i);
    const odd = await as.student.api.post('/yqfk/report', { ...FEVER, symptoms: ['headache'] });
    expect(odd.state).toBe(400);
    expect(odd.message).toMatch(/symptoms/i);
    const noPlace = await as.student.api.post('/yqfk/report', { ...FEVER, location: null });
    expect(noPlace.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(noPlace.message).toContain('location');
    await ok(setting('askContact', 0));
    const notAsked = await as.student.api.post('/yqfk/report', FEVER);
    expect(notAsked.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(notAsked.message).toContain('contact');
    await ok(setting('askContact', 1));
  });

  it("a fever reaches the student's counsellor at once as a to-do, and is reported once a day", async () => {
    const report = await ok<HealthReport>(as.student.api.post('/yqfk/report', FEVER));
    expect(report.abnormal).toBe(true);
    expect(report.followUpId).toBeTruthy();
    const task = await pendingTask(as.counsellor.bpm, report.followUpId!);
    expect(task).toBeTruthy();
    expect(await hasPending(as.college.bpm, report.followUpId!)).toBe(false);
    // A second tap writes nothing and starts no second follow-up.
    const again = await as.student.api.post('/yqfk/report', { ...FEVER, temperature: 36.5 });
    expect(again.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
    const tenantId = await demoSchoolId(t.database.db);
    const followUps = await t.database.db
      .selectFrom('bpmInstance')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('defKey', '=', 'yqfk_health_follow_up')
      .where('starterId', '=', as.student.api.who.userId)
      .execute();
    expect(followUps).toHaveLength(1);
    // The counsellor records the follow-up on the step.
    const done = await as.counsellor.bpm.post('/task/agree', {
      taskId: task.taskId,
      opinion: '已联系',
      data: { followUp: '已陪同就医，居寝观察' },
    });
    expect(done.state, done.message).toBe(200);
    const instance = await t.database.db
      .selectFrom('bpmInstance')
      .select(['status', 'data'])
      .where('id', '=', report.followUpId!)
      .executeTakeFirstOrThrow();
    expect(instance.status).toBe('end');
    expect(JSON.parse(instance.data).followUp).toBe('已陪同就医，居寝观察');
    // Nobody starts a follow-up by applying.
    const direct = await as.student.api.post('/affairs/healthFollowUp/apply', {
      data: { reportDate: report.date, reportId: 'nosuchreport', findings: '发热' },
    });
    expect(direct.state).not.toBe(200);
    expect(direct.message).toContain('abnormal daily report');
  });

  it('"nothing changed" repeats the previous report; without one it says to fill in', async () => {
    const none = await as.graduate.api.post('/yqfk/unchanged');
    expect(none.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    const tenantId = await demoSchoolId(t.database.db);
    // Yesterday's report of the graduate, written as the report route would have.
    const yesterday = new Date(Date.now() - 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    await t.database.db
      .insertInto('healthReport')
      .values({
        id: 'yqfk-test-yesterday',
        tenantId,
        studentId: as.graduate.api.who.userId,
        reportDate: yesterday,
        temperature: 36.6,
        symptoms: '[]',
        location: 'home',
        contact: 0,
        note: '',
        abnormal: 0,
        followUpId: null,
        reportedAt: Date.now() - 86_400_000,
      })
      .execute();
    const view = await ok<HealthToday>(as.graduate.api.get('/yqfk/today'));
    expect(view.previous).toMatchObject({ temperature: 36.6, location: 'home', contact: false });
    const same = await ok<HealthReport>(as.graduate.api.post('/yqfk/unchanged'));
    expect(same).toMatchObject({ temperature: 36.6, location: 'home', abnormal: false, followUpId: null });
  });
});

describe('who reads health data', () => {
  it('the counsellor their classes, the epidemic office everyone; nobody else', async () => {
    const studentId = as.student.api.who.userId;
    const mine = await ok<HealthReport[]>(as.student.api.get('/yqfk/history'));
    expect(mine.some((r) => r.abnormal)).toBe(true);
    expect((await ok<HealthReport[]>(as.counsellor.api.get('/yqfk/history', { studentId }))).length).toBe(
      mine.length,
    );
    expect((await ok<HealthReport[]>(as.yqfk_office.api.get('/yqfk/history', { studentId }))).length).toBe(
      mine.length,
    );
    // The college and the office without the role, a student of another class, another school.
    for (const who of [as.college, as.office, as.hbstudent]) {
      const read = await who.api.get('/yqfk/history', { studentId });
      expect([SecurityState.UNAUTHORIZED, ModuleState.RESOURCE_NOT_FOUND]).toContain(read.state);
    }
    const peer = await as.graduate.api.get('/yqfk/history', { studentId });
    expect(peer.state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.office.api.get('/yqfk/overview')).state).toBe(SecurityState.UNAUTHORIZED);

    // Another counsellor of the school: their own classes only.
    const tenantId = await demoSchoolId(t.database.db);
    const other = await t.database.db
      .selectFrom('orgDuty as d')
      .innerJoin('appUser as u', 'u.id', 'd.userId')
      .select('u.account')
      .where('d.tenantId', '=', tenantId)
      .where('d.duty', '=', 'counsellor')
      .where('u.account', '!=', 'counsellor')
      .orderBy('u.account')
      .executeTakeFirstOrThrow();
    const otherCounsellor = bpmCaller(t.app, await signIn(t.app, other.account), '/api/jczy/v3');
    const read = await otherCounsellor.get('/yqfk/history', { studentId });
    expect(read.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    const theirs = await ok<HealthOverview>(otherCounsellor.get('/yqfk/overview'));
    expect(theirs.missing.some((s) => s.id === studentId)).toBe(false);
  });

  it('the overview counts per class, lists who has not reported and reminds them', async () => {
    const view = await ok<HealthOverview>(as.counsellor.api.get('/yqfk/overview'));
    expect(view.byClass.length).toBeGreaterThan(0);
    const reported = view.byClass.reduce((n, c) => n + c.reported, 0);
    expect(reported).toBeGreaterThanOrEqual(1);
    expect(view.byClass.reduce((n, c) => n + c.abnormal, 0)).toBeGreaterThanOrEqual(1);
    expect(view.missing.some((s) => s.id === as.student.api.who.userId)).toBe(false);
    expect(view.days).toHaveLength(14);
    // The demo class's history is in the last days' figures.
    expect(view.days.slice(0, -1).some((d) => d.reported > 0 && d.abnormal > 0)).toBe(true);
    const office = await ok<HealthOverview>(as.yqfk_office.api.get('/yqfk/overview'));
    expect(office.missing.length).toBeGreaterThan(view.missing.length);

    const { reminded } = await ok<{ reminded: number }>(as.counsellor.api.post('/yqfk/remind'));
    expect(reminded).toBe(view.missing.length);
    const messages = await t.database.db
      .selectFrom('innerMessage')
      .select('receiverId')
      .where('bizType', '=', 'yqfk.report')
      .execute();
    expect(new Set(messages.map((m) => m.receiverId))).toEqual(new Set(view.missing.map((s) => s.id)));
  });
});

describe('retention', () => {
  it("erases reports older than the school's period, and keeps the rest", async () => {
    const tenantId = await demoSchoolId(t.database.db);
    const studentId = as.graduate.api.who.userId;
    const old = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .insertInto('healthReport')
      .values(
        [400, 20].map((days) => ({
          id: `yqfk-test-old-${days}`,
          tenantId,
          studentId,
          reportDate: old(days),
          temperature: 36.5,
          symptoms: '[]',
          location: null,
          contact: null,
          note: '',
          abnormal: 0,
          followUpId: null,
          reportedAt: Date.now() - days * 86_400_000,
        })),
      )
      .execute();
    await ok(setting('retentionDays', 30));
    expect(await eraseExpiredHealthReports(t.database.db, Date.now())).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .selectFrom('healthReport')
      .select('id')
      .where('id', 'in', ['yqfk-test-old-400', 'yqfk-test-old-20'])
      .execute();
    expect(left.map((r) => r.id)).toEqual(['yqfk-test-old-20']);
    // The demo class's last days are kept.
    expect(
      (await t.database.db.selectFrom('healthReport').select('id').where('tenantId', '=', tenantId).execute())
        .length,
    ).toBeGreaterThan(10);
  });
});
