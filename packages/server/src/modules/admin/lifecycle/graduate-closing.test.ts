import { ModuleState } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../../test/app.js';
import { signIn } from '../../../test/auth.js';
import { bpmCaller, leaveAtCounsellor } from '../../../test/bpm.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';
import { DEMO_PASSWORD } from '../../../db/seed/index.js';
import { newId } from '../../../lib/ids.js';
import { closeEndedAccess, eraseExpiredPersonalData } from './graduate-closing.js';

const PLATFORM = '/api/platform/v3';
const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365.25 * DAY_MS;

function passwordGrant(app: FastifyInstance, username: string) {
  return injectEnvelope(app, {
    method: 'POST',
    url: '/api/oauth2/v3/authentication/apply',
    headers: { 'accept-language': 'en-US' },
    payload: {
      grant_type: 'password_credentials',
      client_id: app.config.oauth.clientId,
      client_secret: app.config.oauth.clientSecret,
      username,
      password: DEMO_PASSWORD,
    },
  });
}

describe('graduates: accounts closed after the grace period, personal data erased after the retention', () => {
  const { t, as } = bpmTestApp(['student', 'counsellor', 'admin'] as const);
  const db = () => t.app.database.db;
  const admin = () => bpmCaller(t.app, as.admin.who, PLATFORM);

  /** Graduates the demo student's class; returns the student and a classmate, both signed in. */
  async function graduateClass() {
    const tenantId = await demoSchoolId(db());
    const me = await db()
      .selectFrom('tenantMember')
      .select('orgId')
      .where('tenantId', '=', tenantId)
      .where('userId', '=', as.student.who.userId)
      .executeTakeFirstOrThrow();
    const mate = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select(['m.userId', 'u.account'])
      .where('m.orgId', '=', me.orgId)
      .where('m.userId', '<>', as.student.who.userId)
      .limit(1)
      .executeTakeFirstOrThrow();
    const mateSession = await signIn(t.app, mate.account);
    expect((await admin().post('/admin/lifecycle/graduation', { classId: me.orgId })).state).toBe(200);
    return { tenantId, mate, mateSession };
  }

  const member = (tenantId: string, userId: string) =>
    db()
      .selectFrom('tenantMember')
      .select(['accessEndsAt', 'accessClosedAt', 'personalDataErasedAt'])
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();

  const endAccess = (tenantId: string, userId: string, at: number) =>
    db()
      .updateTable('tenantMember')
      .set({ accessEndsAt: at })
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .execute();

  it('names a bad retention and keeps it within bounds', async () => {
    for (const retentionYears of [0, 51, 2.5, 'ten', -1]) {
      const reply = await admin().post('/admin/lifecycle/settings', { retentionYears });
      expect(reply.state, String(retentionYears)).toBe(400);
      expect(reply.message).toContain('Years graduates’ data is kept');
    }
    const saved = await admin().post<{ retentionYears: number; graduateGraceDays: number }>(
      '/admin/lifecycle/settings',
      { retentionYears: 5 },
    );
    expect(saved.data.retentionYears).toBe(5);
    const read = await admin().get<{ retentionYears: number }>('/admin/lifecycle/settings');
    expect(read.data.retentionYears).toBe(5);
    const logged = await db()
      .selectFrom('changeLog')
      .select(['after', 'actorId'])
      .where('objectKind', '=', 'setting')
      .where('objectLabel', '=', 'lifecycle')
      .execute();
    expect(logged.some((e) => e.after.includes('retentionYears') && e.actorId === as.admin.who.userId)).toBe(
      true,
    );
    // The same value again records nothing more.
    await admin().post('/admin/lifecycle/settings', { retentionYears: 5 });
    const again = await db()
      .selectFrom('changeLog')
      .select('id')
      .where('objectKind', '=', 'setting')
      .where('objectLabel', '=', 'lifecycle')
      .execute();
    expect(again.length).toBe(logged.length);
  });

  it('closes the accounts past the grace period, once, and leaves those within it open', async () => {
    // A request of the student's, open when they graduate: it stays theirs (checked below too).
    await leaveAtCounsellor(as);
    const { tenantId, mate, mateSession } = await graduateClass();
    // The student's grace period ran out (moved into the past rather than waited for); the mate's has not.
    await endAccess(tenantId, as.student.who.userId, Date.now() - DAY_MS);
    const studentSessions = () =>
      db()
        .selectFrom('authToken')
        .select(['revokedAt'])
        .where('userId', '=', as.student.who.userId)
        .where('tenantId', '=', tenantId)
        .execute();
    expect((await studentSessions()).some((s) => s.revokedAt === null)).toBe(true);

    expect(await closeEndedAccess(db(), Date.now())).toBeGreaterThanOrEqual(1);
    expect((await member(tenantId, as.student.who.userId)).accessClosedAt).not.toBeNull();
    expect((await studentSessions()).every((s) => s.revokedAt !== null)).toBe(true);
    const refused = await passwordGrant(t.app, as.student.who.account);
    expect(refused.body.state).toBe(ModuleState.GRADUATE_CLOSED);
    const log = await db()
      .selectFrom('changeLog')
      .select(['actorId', 'actorName', 'action'])
      .where('objectId', '=', as.student.who.userId)
      .where('action', '=', 'close')
      .execute();
    expect(log).toEqual([{ actorId: null, actorName: 'system', action: 'close' }]);

    // Within the grace period: still open, the session still works.
    expect((await member(tenantId, mate.userId)).accessClosedAt).toBeNull();
    expect((await passwordGrant(t.app, mate.account)).body.state).toBe(200);
    // (rows() throws unless the session is answered)
    expect(await bpmCaller(t.app, mateSession).rows('/received/query/pending')).toBeInstanceOf(Array);

    // Two sweeps at once (two servers) and a later one close nothing twice.
    const [a, b] = await Promise.all([
      closeEndedAccess(db(), Date.now()),
      closeEndedAccess(db(), Date.now()),
    ]);
    expect(a + b).toBe(0);
    const logAgain = await db()
      .selectFrom('changeLog')
      .select('id')
      .where('objectId', '=', as.student.who.userId)
      .where('action', '=', 'close')
      .execute();
    expect(logAgain).toHaveLength(1);
  });

  it('erases a closed graduate’s sensitive data after the retention, keeping requests, bills, scores and sanctions', async () => {
    const tenantId = await demoSchoolId(db());
    const studentId = as.student.who.userId;
    const now = Date.now();
    // Records of the student that must outlive the erasure.
    await db()
      .insertInto('feeBill')
      .values({
        id: newId(),
        tenantId,
        studentId,
        academicYear: '2020-2021',
        due: 500000,
        reduced: 0,
        paid: 0,
        deferred: 0,
        deferredUntil: null,
        remark: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db()
      .insertInto('evaluationGrade')
      .values({
        id: newId(),
        tenantId,
        studentId,
        academicYear: '2020-2021',
        course: '高等数学',
        creditTenths: 40,
        markTenths: 900,
      })
      .execute();
    await db()
      .insertInto('studentSanction')
      .values({
        id: newId(),
        tenantId,
        studentId,
        kind: 'warning',
        startDate: '2020-01-01',
        endDate: '2020-07-01',
        status: 'lifted',
        createdAt: now,
      })
      .execute();
    await db()
      .deleteFrom('studentProfile')
      .where('tenantId', '=', tenantId)
      .where('userId', '=', studentId)
      .execute();
    await db()
      .insertInto('studentProfile')
      .values({
        tenantId,
        userId: studentId,
        idNumber: '110101200001011234',
        address: '北京市东城区',
        bankCard: '6222020000000000000',
        familyIncome: 30000,
        updatedAt: now,
      })
      .execute();
    const kept = () =>
      Promise.all([
        db().selectFrom('bpmInstance').select('id').where('starterId', '=', studentId).execute(),
        db().selectFrom('feeBill').select('id').where('studentId', '=', studentId).execute(),
        db().selectFrom('evaluationGrade').select('id').where('studentId', '=', studentId).execute(),
        db().selectFrom('studentSanction').select('id').where('studentId', '=', studentId).execute(),
      ]).then((lists) => lists.map((l) => l.length));
    const before = await kept();
    expect(before.every((n) => n > 0)).toBe(true);

    expect((await admin().post('/admin/lifecycle/settings', { retentionYears: 5 })).state).toBe(200);
    // Closed four years ago: within the five years' retention, nothing is erased.
    await endAccess(tenantId, studentId, now - 4 * YEAR_MS);
    await closeEndedAccess(db(), now);
    expect(await eraseExpiredPersonalData(db(), now)).toBe(0);
    expect((await profile()).idNumber).toBe('110101200001011234');

    // Six years ago: past it.
    await endAccess(tenantId, studentId, now - 6 * YEAR_MS);
    expect(await eraseExpiredPersonalData(db(), now)).toBe(1);
    expect(await profile()).toMatchObject({
      idNumber: null,
      address: null,
      bankCard: null,
      familyIncome: null,
    });
    const account = await db()
      .selectFrom('appUser')
      .select(['mobile', 'email'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ mobile: null, email: null });
    expect((await member(tenantId, studentId)).personalDataErasedAt).not.toBeNull();
    expect(await kept()).toEqual(before);
    // Run again: nothing more.
    expect(await eraseExpiredPersonalData(db(), now)).toBe(0);
    const logged = await db()
      .selectFrom('changeLog')
      .select(['actorName', 'after'])
      .where('objectId', '=', studentId)
      .where('actorName', '=', 'system')
      .execute();
    expect(logged.filter((e) => e.after.includes('personalDataErasedAt'))).toHaveLength(1);
    // The log says that the data went, never what it was.
    expect(logged.some((e) => e.after.includes('110101200001011234'))).toBe(false);

    function profile() {
      return db()
        .selectFrom('studentProfile')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('userId', '=', studentId)
        .executeTakeFirstOrThrow();
    }
  });
});
