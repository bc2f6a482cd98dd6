import { ModuleState, SecurityState } from '@campus/contract';
import type { LifecycleStudent, TaskMove } from '@campus/contract/api/admin/lifecycle';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.js';
import { bpmCaller, hasPending, leaveAtCounsellor, type BpmCaller } from '../../../test/bpm.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';
import { injectEnvelope } from '../../../test/app.js';
import { DEMO_PASSWORD } from '../../../db/seed/index.js';
import { upsertStudent } from '../../../core/master-data/index.js';

const PLATFORM = '/api/platform/v3';

/** A password sign-in's envelope, whatever it answers (signIn throws on a refusal). */
function passwordGrant(app: FastifyInstance, username: string, password: string) {
  return injectEnvelope(app, {
    method: 'POST',
    url: '/api/oauth2/v3/authentication/apply',
    headers: { 'accept-language': 'en-US' },
    payload: {
      grant_type: 'password_credentials',
      client_id: app.config.oauth.clientId,
      client_secret: app.config.oauth.clientSecret,
      username,
      password,
    },
  });
}

/** A class of the student's school other than theirs, with a counsellor other than theirs. */
async function anotherCounselledClass(
  app: FastifyInstance,
  as: Record<'student' | 'counsellor', BpmCaller>,
): Promise<{ orgId: string; account: string }> {
  const db = app.database.db;
  const tenantId = await demoSchoolId(db);
  const student = await db
    .selectFrom('tenantMember')
    .select('orgId')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', as.student.who.userId)
    .executeTakeFirstOrThrow();
  return db
    .selectFrom('orgDuty as d')
    .innerJoin('org as o', 'o.id', 'd.orgId')
    .innerJoin('appUser as u', 'u.id', 'd.userId')
    .select(['d.orgId', 'u.account'])
    .where('d.tenantId', '=', tenantId)
    .where('d.duty', '=', 'counsellor')
    .where('o.type', '=', 'class')
    .where('d.orgId', '<>', student.orgId)
    .where('d.userId', '<>', as.counsellor.who.userId)
    .orderBy('o.code')
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('a student’s lifecycle: class change, suspension, graduation', () => {
  const { t, as } = bpmTestApp(['student', 'counsellor', 'admin', 'college'] as const);
  const db = () => t.app.database.db;
  const admin = () => bpmCaller(t.app, as.admin.who, PLATFORM);
  /** The change log's entries about a student, oldest first. */
  const entriesAbout = (userId: string) =>
    db().selectFrom('changeLog').selectAll().where('objectId', '=', userId).orderBy('at').execute();

  /** Another class of the school and its counsellor, signed in. */
  async function otherClass(): Promise<{ classId: string; counsellor: BpmCaller }> {
    const duty = await anotherCounselledClass(t.app, as);
    return { classId: duty.orgId, counsellor: bpmCaller(t.app, await signIn(t.app, duty.account)) };
  }

  it('is the administrator’s alone, and only in their own school', async () => {
    const asCounsellor = bpmCaller(t.app, as.counsellor.who, PLATFORM);
    expect((await asCounsellor.get('/admin/lifecycle/students', { keyword: '20' })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    const elsewhere = await db()
      .selectFrom('tenant')
      .select('id')
      .where('id', '<>', as.student.who.tenantId)
      .limit(1)
      .executeTakeFirstOrThrow();
    const adminThere = bpmCaller(t.app, await signIn(t.app, 'admin', { tenantId: elsewhere.id }), PLATFORM);
    const refused = await adminThere.post('/admin/lifecycle/status', {
      studentId: as.student.who.userId,
      action: 'suspend',
      reason: '测试',
    });
    expect(refused.state).toBe(ModuleState.USER_NOT_FOUND);
    const found = await adminThere.get<LifecycleStudent[]>('/admin/lifecycle/students', {
      keyword: as.student.who.account,
    });
    expect(found.data.some((s) => s.userId === as.student.who.userId)).toBe(false);
  });

  it('moves the open leave request to the new class’s counsellor, with a preview, history and change log', async () => {
    const leave = await leaveAtCounsellor(as);
    const { classId, counsellor: newCounsellor } = await otherClass();
    const preview = await admin().get<TaskMove[]>('/admin/lifecycle/class-change/preview', {
      studentId: as.student.who.userId,
      classId,
    });
    expect(preview.state).toBe(200);
    // The demo student may have other requests waiting on the counsellor: every one of them moves.
    expect(preview.data.map((m) => m.taskId)).toContain(leave.taskId);
    expect(preview.data[0]!.to).not.toBeNull();
    // A preview changes nothing.
    expect(await hasPending(as.counsellor, leave.id)).toBe(true);

    const moved = await admin().post<{ student: LifecycleStudent; moved: TaskMove[] }>(
      '/admin/lifecycle/class-change',
      { studentId: as.student.who.userId, classId, reason: '转专业' },
    );
    expect(moved.state).toBe(200);
    expect(moved.data.student.classId).toBe(classId);
    expect(moved.data.moved.map((m) => m.taskId)).toEqual(preview.data.map((m) => m.taskId));
    expect(await hasPending(newCounsellor, leave.id)).toBe(true);
    expect(await hasPending(as.counsellor, leave.id)).toBe(false);
    // The student's request stays theirs.
    const instance = await db()
      .selectFrom('bpmInstance')
      .select(['starterId', 'status'])
      .where('id', '=', leave.id)
      .executeTakeFirstOrThrow();
    expect(instance.starterId).toBe(as.student.who.userId);
    const history = await db()
      .selectFrom('bpmHistory')
      .select('action')
      .where('instanceId', '=', leave.id)
      .execute();
    expect(history.filter((entry) => entry.action === 'shift')).toHaveLength(1);
    const stillOld = await as.counsellor.rows<{ taskId: string }>('/received/query/pending');
    const movedIds = preview.data.map((m) => m.taskId);
    expect(stillOld.filter((row) => movedIds.includes(row.taskId))).toEqual([]);
    const logged = await entriesAbout(as.student.who.userId);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorId).toBe(as.admin.who.userId);
    expect(logged[0]!.after).toContain('转专业');

    // The same change again moves nothing and records nothing.
    const again = await admin().post<{ moved: TaskMove[] }>('/admin/lifecycle/class-change', {
      studentId: as.student.who.userId,
      classId,
    });
    expect(again.data.moved).toHaveLength(0);
    expect(await entriesAbout(as.student.who.userId)).toHaveLength(1);
  });

  it('suspension ends every session and sign-in, keeps the requests; reinstatement restores access', async () => {
    const student = as.student.who;
    const requestsBefore = await db()
      .selectFrom('bpmInstance')
      .select('id')
      .where('starterId', '=', student.userId)
      .execute();
    const suspended = await admin().post<LifecycleStudent>('/admin/lifecycle/status', {
      studentId: student.userId,
      action: 'suspend',
      reason: '病休',
    });
    expect(suspended.state).toBe(200);
    expect(suspended.data.studyStatus).toBe('suspended');
    expect((await as.student.get('/received/query/count')).state).not.toBe(200);
    const refused = await passwordGrant(t.app, 'student', DEMO_PASSWORD);
    expect(refused.body.state).toBe(ModuleState.STUDY_SUSPENDED);
    expect(refused.body.message).toContain('suspended');
    const requestsAfter = await db()
      .selectFrom('bpmInstance')
      .select('id')
      .where('starterId', '=', student.userId)
      .execute();
    expect(requestsAfter.length).toBe(requestsBefore.length);
    // Graduating a suspended student is not a status step; withdrawing is.
    const reinstated = await admin().post<LifecycleStudent>('/admin/lifecycle/status', {
      studentId: student.userId,
      action: 'reinstate',
      reason: '复学',
    });
    expect(reinstated.data.studyStatus).toBe('enrolled');
    expect((await passwordGrant(t.app, 'student', DEMO_PASSWORD)).body.state).toBe(200);
    const logged = await entriesAbout(student.userId);
    expect(logged.filter((entry) => entry.after.includes('studyStatus'))).toHaveLength(2);
  });

  it('refuses a step that does not apply and names a bad field', async () => {
    const bad = await admin().post('/admin/lifecycle/status', {
      studentId: as.student.who.userId,
      action: 'expel',
      reason: '',
    });
    expect(bad.state).toBe(400);
    expect(bad.message).toContain('Reason');
    const withdrawn = await admin().post<LifecycleStudent>('/admin/lifecycle/status', {
      studentId: as.student.who.userId,
      action: 'withdraw',
      reason: '退学',
    });
    expect(withdrawn.data.studyStatus).toBe('withdrawn');
    const suspend = await admin().post('/admin/lifecycle/status', {
      studentId: as.student.who.userId,
      action: 'suspend',
      reason: '休学',
    });
    expect(suspend.state).toBe(ModuleState.STUDY_STATUS_CONFLICT);
    await admin().post('/admin/lifecycle/status', {
      studentId: as.student.who.userId,
      action: 'reinstate',
      reason: '复学',
    });
  });

  it('graduates a class: accounts stay open for the grace period, then close', async () => {
    const { classId } = await otherClass();
    const member = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select(['u.account', 'm.userId'])
      .where('m.orgId', '=', classId)
      .where('m.kind', '=', 'student')
      .where('m.userId', '<>', as.student.who.userId)
      .limit(1)
      .executeTakeFirstOrThrow();
    const preview = await admin().get<{ count: number }>('/admin/lifecycle/graduation/preview', { classId });
    expect(preview.data.count).toBeGreaterThan(0);
    expect((await admin().post('/admin/lifecycle/settings', { graduateGraceDays: 30 })).state).toBe(200);
    const graduated = await admin().post<{ count: number; accessEndsAt: number }>(
      '/admin/lifecycle/graduation',
      {
        classId,
      },
    );
    expect(graduated.data.count).toBe(preview.data.count);
    expect(graduated.data.accessEndsAt).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect((await passwordGrant(t.app, member.account, DEMO_PASSWORD)).body.state).toBe(200);
    // Nothing left to graduate a second time.
    expect(
      (await admin().post<{ count: number }>('/admin/lifecycle/graduation', { classId })).data.count,
    ).toBe(0);
    // The grace period runs out (moved into the past rather than waited for).
    await db()
      .updateTable('tenantMember')
      .set({ accessEndsAt: Date.now() - 1 })
      .where('userId', '=', member.userId)
      .execute();
    expect((await passwordGrant(t.app, member.account, DEMO_PASSWORD)).body.state).toBe(
      ModuleState.GRADUATE_CLOSED,
    );
    expect((await entriesAbout(member.userId)).map((l) => l.objectKind)).toEqual(['student']);
  });
});

describe('a class change that comes through the master data (an import, the sync API)', () => {
  const { t, as } = bpmTestApp(['student', 'counsellor', 'admin'] as const);
  const db = () => t.app.database.db;

  it('moves the open steps to the new class’s counsellor in the same write, as the screen does', async () => {
    const leave = await leaveAtCounsellor(as);
    const tenantId = as.student.who.tenantId;
    const me = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select([
        'm.number',
        'm.orgId',
        'm.enrolmentYear',
        'm.graduationYear',
        'u.fullname',
        'u.gender',
        'u.mobile',
      ])
      .where('m.tenantId', '=', tenantId)
      .where('m.userId', '=', as.student.who.userId)
      .executeTakeFirstOrThrow();
    const target = await anotherCounselledClass(t.app, as);
    const row = {
      number: me.number,
      name: me.fullname,
      gender: me.gender as 'male' | 'female' | 'unknown',
      mobile: me.mobile,
      idNumber: null,
      enrolmentYear: me.enrolmentYear,
      graduationYear: me.graduationYear,
      studyStatus: 'enrolled' as const,
    };
    const write = (orgId: string) =>
      db()
        .transaction()
        .execute((trx) =>
          upsertStudent(
            {
              trx,
              tenantId,
              now: Date.now(),
              change: { tenantId, actorId: null, actorName: '数据中心同步', ip: '', client: 'sync' },
            },
            { ...row, orgId },
          ),
        );
    // The same class again moves nothing.
    expect((await write(me.orgId)).outcome).toBe('unchanged');
    expect(await hasPending(as.counsellor, leave.id)).toBe(true);

    expect((await write(target.orgId)).outcome).toBe('updated');
    const newCounsellor = bpmCaller(t.app, await signIn(t.app, target.account));
    expect(await hasPending(newCounsellor, leave.id)).toBe(true);
    expect(await hasPending(as.counsellor, leave.id)).toBe(false);
    const history = await db()
      .selectFrom('bpmHistory')
      .select(['action', 'actorName'])
      .where('instanceId', '=', leave.id)
      .where('action', '=', 'shift')
      .execute();
    expect(history).toEqual([{ action: 'shift', actorName: '数据中心同步' }]);
  });
});
