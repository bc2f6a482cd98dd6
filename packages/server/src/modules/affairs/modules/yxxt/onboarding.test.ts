import type { CheckinCode, CheckinPoint, CheckinResult } from '@campus/contract';
import type { OnboardingJourney, OnboardingStatistics } from '@campus/contract/affairs/yxxt';
import { describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { parseCode, signCode, slotOf } from '../../checkin/code.js';
import { secretOf } from '../../checkin/repo.js';
import { ok, groupTestApp, refused } from '../../test-helpers.js';

/**
 * Onboarding (issue 13): the freshman's journey over other groups' records, the mechanism's QR
 * check-in (signature, slot, window, location, audience, school, a repeated scan harmless, staff
 * scanning a student's code) and the statistics online.
 */
const WHO = ['freshman', 'hbfreshman', 'student', 'counsellor', 'college', 'office', 'hboffice'] as const;
const { t, as } = groupTestApp('yxxt', WHO);

const HOUR = 3_600_000;
const openPoint = (who: ServiceCaller, extra: Record<string, unknown> = {}) =>
  ok<CheckinPoint>(
    who.api.post('/checkin/points', {
      name: 'Gate test',
      place: 'North gate',
      startsAt: Date.now() - HOUR,
      endsAt: Date.now() + HOUR,
      ...extra,
    }),
  );
const codeOf = (who: ServiceCaller, point: CheckinPoint) =>
  ok<CheckinCode>(who.api.get(`/checkin/points/${point.id}/code`));

describe('the journey', () => {
  it("shows the freshman each step's state from the other groups' records", async () => {
    const journey = await ok<OnboardingJourney>(as.freshman.api.get('/onboarding/journey'));
    expect(journey).toMatchObject({ variant: 'yxxt', cohort: '2026', freshman: true, status: 'notArrived' });
    const state = Object.fromEntries(journey.steps.map((s) => [s.key, s.state]));
    expect(state).toEqual({
      info: 'todo',
      payment: expect.stringMatching(/todo|partial|done/),
      greenChannel: 'todo',
      dormitory: 'done',
      // MODULES §1: every freshman says how they arrive; joining the army only for those who enlist.
      arrival: 'todo',
      army: 'optional',
      checkin: 'todo',
    });
    expect(journey.steps.find((s) => s.key === 'arrival')!.path).toBe('/xgxt/yxxt/arrivalInfo');
    expect(journey.steps.find((s) => s.key === 'army')!.path).toBe('/xgxt/yxxt/joinArmy');
    expect(journey.steps.find((s) => s.key === 'dormitory')!.detail).toMatch(/\d+-\d/);
    expect(journey.welcome).toContain(journey.schoolName);
  });

  it('runs the second school on its variant', async () => {
    const journey = await ok<OnboardingJourney>(as.hbfreshman.api.get('/onboarding/journey'));
    expect(journey.basePath).toBe('/xgxt/cjxy_yxxt');
    expect(journey.steps.find((s) => s.key === 'checkin')!.path).toBe('/xgxt/cjxy_yxxt/signScan');
    // The variant's own forms are steps of its journey, under its base (issue 30 item 16).
    const paths = Object.fromEntries(journey.steps.map((s) => [s.key, s.path]));
    expect(paths).toMatchObject({
      arrival: '/xgxt/cjxy_yxxt/arrivalInfo',
      certificate: '/xgxt/cjxy_yxxt/certificateUpload',
      army: '/xgxt/cjxy_yxxt/joinArmy',
    });
  });

  it('invites a green-channel application only while a round is open, and says why not otherwise', async () => {
    const open = await ok<OnboardingJourney>(as.freshman.api.get('/onboarding/journey'));
    expect(open.steps.find((s) => s.key === 'greenChannel')).toMatchObject({
      state: 'todo',
      path: '/xgxt/zzgl/greenChannel',
    });
    // The second school has opened no round: no way in, and the reason instead of the invitation.
    const closed = await ok<OnboardingJourney>(as.hbfreshman.api.get('/onboarding/journey'));
    expect(closed.steps.find((s) => s.key === 'greenChannel')).toMatchObject({
      state: 'closed',
      path: null,
      detail: expect.stringMatching(/no application round open/),
    });
  });

  it('says a partly paid bill is partly paid, with what is left, not under review', async () => {
    // The named demo student's bill of this year: part paid (seed of the fees group). A bill the
    // finance office imported ahead for a year to come is not the one the step speaks of.
    const db = t.database.db;
    const member = await db
      .selectFrom('appUser')
      .innerJoin('tenantMember as m', 'm.userId', 'appUser.id')
      .select(['appUser.id', 'm.tenantId'])
      .where('appUser.account', '=', 'student')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    await db
      .insertInto('feeBill')
      .values({
        id: 'future-bill-of-student',
        tenantId: member.tenantId,
        studentId: member.id,
        academicYear: '2031-2032',
        due: 7800_00,
        reduced: 0,
        paid: 0,
        deferred: 0,
        deferredUntil: null,
        remark: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const journey = await ok<OnboardingJourney>(as.student.api.get('/onboarding/journey'));
    expect(journey.steps.find((s) => s.key === 'payment')).toMatchObject({
      state: 'partial',
      detail: expect.stringMatching(/^Partly paid; ¥[1-9][\d,]*\.\d\d still due$/),
    });
  });

  it('is not for staff', async () => {
    await refused(as.office.api.get('/onboarding/journey'), /./);
  });
});

describe('check-in with a rotating code', () => {
  it('checks the freshman in once: a repeated scan gives the same record', async () => {
    const point = await openPoint(as.counsellor);
    const { code, expiresAt } = await codeOf(as.counsellor, point);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30_000);
    const first = await ok<CheckinResult>(as.freshman.api.post('/checkin/scan', { code }));
    expect(first).toMatchObject({ pointId: point.id, method: 'scan', repeated: false });
    const again = await ok<CheckinResult>(as.freshman.api.post('/checkin/scan', { code }));
    expect(again).toMatchObject({ recordId: first.recordId, repeated: true });
    const rows = await t.database.db
      .selectFrom('checkinRecord')
      .selectAll()
      .where('pointId', '=', point.id)
      .execute();
    expect(rows).toHaveLength(1);
    const journey = await ok<OnboardingJourney>(as.freshman.api.get('/onboarding/journey'));
    expect(journey.status).toBe('checkedIn');
    expect(journey.steps.find((s) => s.key === 'checkin')).toMatchObject({
      state: 'done',
      detail: 'Gate test · North gate',
    });
  });

  it('refuses a code whose signature does not match, and text that is no code', async () => {
    const point = await openPoint(as.office);
    const { code } = await codeOf(as.office, point);
    const forged = code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await refused(as.hbfreshman.api.post('/checkin/scan', { code: forged }), /another school|not a valid/);
    const body = await refused(
      as.freshman.api.post('/checkin/scan', { code: forged }),
      /not a valid check-in code/,
    );
    expect(JSON.stringify(body)).toContain('code');
    await refused(as.freshman.api.post('/checkin/scan', { code: 'hello' }), /not a valid check-in code/);
  });

  it('takes the previous slot and refuses an older one as expired', async () => {
    const point = await openPoint(as.office);
    const parsed = parseCode((await codeOf(as.office, point)).code)!;
    const secret = await secretOf(t.database.db, parsed.tenantId);
    const at = (slot: number) =>
      signCode(secret, { kind: 'p', tenantId: parsed.tenantId, subjectId: point.id, slot });
    const current = slotOf(Date.now());
    await refused(as.freshman.api.post('/checkin/scan', { code: at(current - 2) }), /expired/);
    await refused(as.freshman.api.post('/checkin/scan', { code: at(current + 5) }), /not a valid/);
    await ok(as.freshman.api.post('/checkin/scan', { code: at(current - 1) }));
  });

  it('checks the location when the point asks for it', async () => {
    const point = await openPoint(as.office, { latitude: 31.2304, longitude: 121.4737, radius: 200 });
    const { code } = await codeOf(as.office, point);
    await refused(as.freshman.api.post('/checkin/scan', { code }), /location/);
    const far = await refused(
      as.freshman.api.post('/checkin/scan', { code, latitude: 31.25, longitude: 121.4737 }),
      /outside the check-in area \(about 2179 m away, 200 m allowed\)/,
    );
    expect(JSON.stringify(far)).toContain('latitude');
    const near = await ok<CheckinResult>(
      as.freshman.api.post('/checkin/scan', { code, latitude: 31.231, longitude: 121.474 }),
    );
    expect(near.repeated).toBe(false);
  });

  it('refuses a point outside its window', async () => {
    const later = await openPoint(as.office, { startsAt: Date.now() + HOUR, endsAt: Date.now() + 2 * HOUR });
    await refused(
      as.freshman.api.post('/checkin/scan', { code: (await codeOf(as.office, later)).code }),
      /not open yet/,
    );
    const past = await openPoint(as.office, { startsAt: Date.now() - 2 * HOUR, endsAt: Date.now() - HOUR });
    await refused(
      as.freshman.api.post('/checkin/scan', { code: (await codeOf(as.office, past)).code }),
      /has closed/,
    );
  });

  it('keeps schools apart', async () => {
    const point = await openPoint(as.office);
    const { code } = await codeOf(as.office, point);
    await refused(as.hbfreshman.api.post('/checkin/scan', { code }), /another school/);
    const other = await as.hboffice.api.get(`/checkin/points/${point.id}/code`);
    expect(other.state).not.toBe(200);
    const theirs = await ok<CheckinPoint[]>(as.hboffice.api.get('/checkin/points'));
    expect(theirs.some((p) => p.id === point.id)).toBe(false);
  });

  it('checks in only the cohort, and shows codes only to staff', async () => {
    const point = await openPoint(as.office);
    const { code } = await codeOf(as.office, point);
    await refused(as.student.api.post('/checkin/scan', { code }), /not among the students/);
    await refused(as.freshman.api.get(`/checkin/points/${point.id}/code`), /./);
    await refused(
      as.freshman.api.post('/checkin/points', { name: 'x', place: 'y', startsAt: 1, endsAt: 2 }),
      /./,
    );
  });

  it("lets staff scan the student's own code", async () => {
    const point = await openPoint(as.office);
    const mine = await ok<CheckinCode>(as.hbfreshman.api.get('/checkin/myCode'));
    await refused(
      as.office.api.post(`/checkin/points/${point.id}/scanStudent`, { code: mine.code }),
      /another school/,
    );
    const hbPoint = await openPoint(as.hboffice);
    const done = await ok<CheckinResult>(
      as.hboffice.api.post(`/checkin/points/${hbPoint.id}/scanStudent`, { code: mine.code }),
    );
    expect(done).toMatchObject({ method: 'staff', repeated: false, student: { name: '许嘉怡' } });
    await refused(as.office.api.get('/checkin/myCode'), /Only students/);
  });

  it('names the field of bad input', async () => {
    const body = await as.office.api.post('/checkin/points', {
      name: 'x',
      place: 'y',
      startsAt: Date.now(),
      endsAt: Date.now() - 1,
    });
    expect(body.state).not.toBe(200);
    expect(JSON.stringify(body)).toContain('endsAt');
  });
});

describe('the statistics online', () => {
  it("counts the cohort by college and major for the office, only their college's for its staff", async () => {
    const all = await ok<OnboardingStatistics>(as.office.api.get('/onboarding/statistics'));
    expect(all.cohort).toBe('2026');
    expect(all.totals.expected).toBe(30);
    expect(all.totals.checkedIn).toBeGreaterThanOrEqual(15);
    expect(all.totals.checkedInToday).toBeGreaterThan(0);
    // In the dorm: those with a bed who have arrived, never a bed still waiting (issue 30 item 9).
    expect(all.totals.checkedIn).toBeLessThan(30);
    expect(all.totals.inDorm).toBe(all.totals.checkedIn);
    for (const row of [...all.byCollege, ...all.byMajor]) {
      expect(row.inDorm).toBeLessThanOrEqual(row.checkedIn);
      expect(row.paid).not.toBeNull();
    }
    expect(all.totals.paid).toBeGreaterThanOrEqual(0);
    expect(all.byMajor).toHaveLength(6);
    expect(all.byCollege.reduce((n, c) => n + c.expected, 0)).toBe(30);
    expect(all.totals.rate).toBeCloseTo(all.totals.checkedIn / 30, 2);
    const college = await ok<OnboardingStatistics>(as.college.api.get('/onboarding/statistics'));
    expect(college.byCollege).toHaveLength(1);
    expect(college.totals.expected).toBe(college.byCollege[0]!.expected);
    expect(college.totals.expected).toBeLessThan(30);
    // The named demo counsellor keeps the classes README describes; the cohort is the college's.
    const counsellor = await ok<OnboardingStatistics>(as.counsellor.api.get('/onboarding/statistics'));
    expect(counsellor.totals.expected).toBe(0);
    await refused(as.freshman.api.get('/onboarding/statistics'), /./);
  });
});
