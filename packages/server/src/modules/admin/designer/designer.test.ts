import { HttpState, ModuleState, SecurityState } from '@campus/contract';
import type { DesignerDraft } from '@campus/contract/api/admin/designer-model';
import { describe, expect, it } from 'vitest';
import {
  bpmCaller,
  LEAVE,
  pendingTask,
  hasPending,
  startRequest,
  type BpmCaller,
} from '../../../test/bpm.js';
import { signIn } from '../../../test/auth.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

const DESIGNER = '/api/business/v3/affairs/admin/designer';

interface Opened {
  process: { key: string; version: number; shape: string };
  draft: DesignerDraft | null;
  locked: { key: string; reason: string }[];
  xml: string;
}
interface Route {
  steps: { id: string; applies: boolean; approvers: { account: string; name: string }[] }[];
  summary: string;
}

const days = (n: number) => ({ field: 'days', op: '>' as const, value: n });

describe('the chain designer', () => {
  const { t, as } = bpmTestApp(['admin', 'student', 'counsellor', 'college'] as const);
  const db = () => t.app.database.db;
  const designer = (who: BpmCaller = as.admin) => bpmCaller(t.app, who.who, DESIGNER);

  async function openLeave(): Promise<Opened> {
    const body = await designer().get<Opened>('/process', { key: 'leave' });
    expect(body.state, body.message).toBe(200);
    return body.data;
  }

  /** The leave's chain with the college only over `over` days and no office step. */
  async function collegeOver(over: number): Promise<DesignerDraft> {
    const draft = (await openLeave()).draft!;
    return {
      ...draft,
      steps: [draft.steps[0]!, { ...draft.steps[1]!, when: [days(over)] }],
    };
  }

  const instanceStatus = async (id: string) =>
    (await db().selectFrom('bpmInstance').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('is the school administrator’s alone', async () => {
    for (const who of [as.counsellor, as.student]) {
      expect((await designer(who).get('/processes')).state).toBe(SecurityState.UNAUTHORIZED);
      expect((await designer(who).post('/compile', { draft: (await openLeave()).draft })).state).toBe(
        SecurityState.UNAUTHORIZED,
      );
    }
  });

  it('lists the school’s processes and opens the leave as a chain with its locked fields', async () => {
    const list = await designer().get<{ key: string; shape: string; module: string | null }[]>('/processes');
    expect(list.state).toBe(200);
    const leave = list.data.find((p) => p.key === 'leave')!;
    expect(leave).toMatchObject({ shape: 'chain', module: 'Leave' });
    expect(list.data.find((p) => p.key === 'general')?.shape).toBe('other');
    const opened = await openLeave();
    expect(opened.draft!.steps.map((s) => s.id)).toEqual(['counsellor', 'college', 'office']);
    const locked = new Map(opened.locked.map((l) => [l.key, l.reason]));
    expect(locked.get('period')).toContain('period');
    expect(locked.get('days')).toBeTruthy();
    expect((await designer().get('/process', { key: 'nosuchprocess' })).state).toBe(
      ModuleState.PROCESS_NOT_FOUND,
    );
  });

  it('previews the route under a draft: a 5-day leave goes counsellor -> college, a 3-day one skips the college', async () => {
    const draft = await collegeOver(3);
    const preview = (n: number) =>
      designer().post<Route>('/preview', {
        draft,
        applicant: as.student.who.account,
        values: { ...LEAVE(n) },
      });
    const five = await preview(5);
    expect(five.state, five.message).toBe(200);
    expect(five.data.steps.map((s) => [s.id, s.applies])).toEqual([
      ['counsellor', true],
      ['college', true],
    ]);
    expect(five.data.steps[0]!.approvers.map((a) => a.account)).toContain(as.counsellor.who.account);
    expect(five.data.steps[1]!.approvers.map((a) => a.account)).toContain(as.college.who.account);
    expect(five.data.summary.split(' -> ')).toHaveLength(2);
    const three = await preview(3);
    expect(three.data.steps.map((s) => [s.id, s.applies])).toEqual([
      ['counsellor', true],
      ['college', false],
    ]);
    expect(three.data.summary).not.toContain('->');
    const stranger = await designer().post('/preview', { draft, applicant: 'nobody-here', values: {} });
    expect(stranger.state).toBe(HttpState.BAD_REQUEST);
    expect((stranger.variables as { fields: { field: string }[] }).fields[0]!.field).toBe('applicant');
  });

  it('reaches the applicant’s class monitor through relation:classMonitor', async () => {
    const tenantId = await demoSchoolId(db());
    const student = await db()
      .selectFrom('tenantMember')
      .select('orgId')
      .where('tenantId', '=', tenantId)
      .where('userId', '=', as.student.who.userId)
      .executeTakeFirstOrThrow();
    const monitor = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select(['u.id', 'u.account'])
      .where('m.tenantId', '=', tenantId)
      .where('m.orgId', '=', student.orgId)
      .where('m.userId', '<>', as.student.who.userId)
      .where('m.kind', '=', 'student')
      .orderBy('u.account')
      .executeTakeFirstOrThrow();
    await db().deleteFrom('orgDuty').where('orgId', '=', student.orgId).where('duty', '=', 'head').execute();
    await db()
      .insertInto('orgDuty')
      .values({ tenantId, orgId: student.orgId, userId: monitor.id, duty: 'head' })
      .execute();
    const draft = (await openLeave()).draft!;
    draft.steps = [
      { ...draft.steps[0]!, id: 'monitor', approvers: [{ kind: 'relation', relation: 'classMonitor' }] },
    ];
    const route = await designer().post<Route>('/preview', {
      draft,
      applicant: as.student.who.account,
      values: LEAVE(1),
    });
    expect(route.state, route.message).toBe(200);
    expect(route.data.steps[0]!.approvers.map((a) => a.account)).toEqual([monitor.account]);
  });

  it('refuses a draft that hides or removes a field the module reads, naming it', async () => {
    const opened = await openLeave();
    const draft = opened.draft!;
    const hidden = await designer().post('/publish', {
      draft: { ...draft, startFields: { ...draft.startFields, period: 'hidden' } },
      baseVersion: opened.process.version,
    });
    expect(hidden.state).toBe(HttpState.BAD_REQUEST);
    expect((hidden.variables as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(
      'period',
    );
    const removed = await designer().post<{ problems: { element: string }[] }>('/compile', {
      draft: { ...draft, fields: draft.fields.filter((f) => f.key !== 'days') },
    });
    expect(removed.state).toBe(200);
    expect(removed.data.problems.map((p) => p.element)).toContain('days');
    const unknown = await designer().post<{ problems: { element: string; message: string }[] }>('/compile', {
      draft: { ...draft, steps: [{ ...draft.steps[0]!, when: [{ field: 'nosuch', op: '>', value: 1 }] }] },
    });
    expect(unknown.data.problems[0]).toMatchObject({ element: 'counsellor' });
    expect(unknown.data.problems[0]!.message).toContain('nosuch');
  });

  it('lists every element a file uses that we do not run, and refuses to upload it', async () => {
    const { xml, process } = await openLeave();
    const withService = xml.replace(
      '<bpmn:endEvent id="approvedLong"',
      '<bpmn:serviceTask id="mailer" name="发邮件" /><bpmn:boundaryEvent id="late" attachedToRef="college"><bpmn:timerEventDefinition /></bpmn:boundaryEvent><bpmn:endEvent id="approvedLong"',
    );
    const checked = await designer().post<{
      accepted: boolean;
      problems: { element: string; type: string | null }[];
    }>('/check', { key: 'leave', xml: withService });
    expect(checked.state, checked.message).toBe(200);
    expect(checked.data.accepted).toBe(false);
    expect(checked.data.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ element: 'mailer', type: 'bpmn:ServiceTask' }),
        expect.objectContaining({ element: 'late', type: 'bpmn:BoundaryEvent' }),
      ]),
    );
    const upload = await designer().post('/upload', {
      key: 'leave',
      xml: withService,
      baseVersion: process.version,
    });
    expect(upload.state).toBe(ModuleState.PROCESS_INVALID);
    expect(upload.message).toContain('mailer');
    const wrongKey = await designer().post<{ problems: { element: string }[] }>('/check', {
      key: 'general',
      xml,
    });
    expect(wrongKey.data.problems.map((p) => p.element)).toContain('leave');
  });

  it('publishes a new version: running requests finish on theirs; a stale base is refused; restore brings the old one back', async () => {
    const before = await openLeave();
    // Started on the shipped chain: a 3-day leave goes to the college there (over 2 days).
    const old = await startRequest(as.student, 'leave', LEAVE(3));

    const published = await designer().post<{ version: number }>('/publish', {
      draft: await collegeOver(3),
      baseVersion: before.process.version,
      comment: '3天以上才到学院',
    });
    expect(published.state, published.message).toBe(200);
    expect(published.data.version).toBe(before.process.version + 1);

    const stale = await designer().post('/publish', {
      draft: await collegeOver(4),
      baseVersion: before.process.version,
    });
    expect(stale.state).toBe(ModuleState.PROCESS_VERSION_STALE);
    expect(stale.message).toContain(String(published.data.version));

    // The old request stays on the old chain: to the college after the counsellor.
    await as.counsellor.post('/task/agree', { taskId: (await pendingTask(as.counsellor, old)).taskId });
    expect(await hasPending(as.college, old)).toBe(true);
    await as.college.post('/task/agree', { taskId: (await pendingTask(as.college, old)).taskId });
    expect(await instanceStatus(old)).toBe('end');
    // A new 3-day leave runs the new chain: approved by the counsellor alone.
    const fresh = await startRequest(as.student, 'leave', LEAVE(3));
    await as.counsellor.post('/task/agree', { taskId: (await pendingTask(as.counsellor, fresh)).taskId });
    expect(await instanceStatus(fresh)).toBe('end');

    const versions = await designer().get<
      {
        version: number;
        main: boolean;
        origin: string;
        publishedBy: string | null;
        comment: string | null;
        running: number;
      }[]
    >('/versions', { key: 'leave' });
    expect(versions.data[0]).toMatchObject({
      version: published.data.version,
      main: true,
      origin: 'designer',
      comment: '3天以上才到学院',
    });
    const admin = await db()
      .selectFrom('appUser')
      .select('fullname')
      .where('id', '=', as.admin.who.userId)
      .executeTakeFirstOrThrow();
    expect(versions.data[0]!.publishedBy).toBe(admin.fullname);
    expect(versions.data.find((v) => v.version === before.process.version)!.running).toBeGreaterThan(0);

    const entries = await db()
      .selectFrom('changeLog')
      .selectAll()
      .where('objectKind', '=', 'process')
      .where('objectId', '=', 'leave')
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.at(-1)!.before).toContain(String(before.process.version));

    const restored = await designer().post<{ version: number }>('/restore', {
      key: 'leave',
      version: before.process.version,
      baseVersion: published.data.version,
    });
    expect(restored.state, restored.message).toBe(200);
    const tenantId = await demoSchoolId(db());
    const rows = await db()
      .selectFrom('bpmDefinition')
      .select(['version', 'xml', 'origin', 'isMain'])
      .where('tenantId', '=', tenantId)
      .where('key', '=', 'leave')
      .where('version', 'in', [before.process.version, restored.data.version])
      .execute();
    const byVersion = new Map(rows.map((r) => [r.version, r]));
    expect(byVersion.get(restored.data.version)).toMatchObject({ origin: 'restore', isMain: 'Y' });
    expect(byVersion.get(restored.data.version)!.xml).toBe(byVersion.get(before.process.version)!.xml);
    // Restored: a 3-day leave goes to the college again.
    const again = await startRequest(as.student, 'leave', LEAVE(3));
    await as.counsellor.post('/task/agree', { taskId: (await pendingTask(as.counsellor, again)).taskId });
    expect(await hasPending(as.college, again)).toBe(true);
  });

  it('a share step needs that share of the votes', async () => {
    const opened = await openLeave();
    const draft = opened.draft!;
    draft.steps = [
      {
        ...draft.steps[0]!,
        id: 'panel',
        mode: 'share',
        sharePercent: 60,
        deadline: { hours: 72, remindHours: 24 },
        copyTo: [{ kind: 'role', code: 'office_staff', scope: 'school' }],
        approvers: [
          { kind: 'user', account: as.counsellor.who.account },
          { kind: 'user', account: as.college.who.account },
          { kind: 'user', account: as.admin.who.account },
        ],
      },
    ];
    const compiled = await designer().post<{ xml: string; problems: unknown[] }>('/compile', { draft });
    expect(compiled.data.problems).toEqual([]);
    expect(compiled.data.xml).toContain('campus:completion="60%"');
    expect(compiled.data.xml).toContain('campus:dueHours="72"');
    expect(compiled.data.xml).toContain('campus:remindHours="24"');
    expect(compiled.data.xml).toContain('campus:copyTo="role:office_staff"');
    const published = await designer().post('/publish', { draft, baseVersion: opened.process.version });
    expect(published.state, published.message).toBe(200);
    const id = await startRequest(as.student, 'leave', LEAVE(2));
    // The engine runs what the designer wrote: each vote is due 72 hours after it was made,
    // reminded 24 hours before.
    const votes = await db()
      .selectFrom('bpmTask')
      .select(['createdAt', 'dueAt', 'alertAt'])
      .where('instanceId', '=', id)
      .execute();
    expect(votes).toHaveLength(3);
    for (const vote of votes) {
      expect(vote.dueAt).toBe(Number(vote.createdAt) + 72 * 3600_000);
      expect(vote.alertAt).toBe(Number(vote.createdAt) + 48 * 3600_000);
    }
    const copies = () =>
      db().selectFrom('bpmCopyTo').select('receiverId').where('instanceId', '=', id).execute();
    await as.counsellor.post('/task/agree', { taskId: (await pendingTask(as.counsellor, id)).taskId });
    expect(await instanceStatus(id)).toBe('running');
    expect(await copies()).toEqual([]);
    await as.college.post('/task/agree', { taskId: (await pendingTask(as.college, id)).taskId });
    expect(await instanceStatus(id)).toBe('end');
    // The step was decided as agreed: the office has its copy.
    expect((await copies()).length).toBeGreaterThan(0);
    // The published version reads back with its deadline and copies.
    const reopened = await openLeave();
    expect(reopened.draft!.steps[0]).toMatchObject({
      id: 'panel',
      mode: 'share',
      sharePercent: 60,
      deadline: { hours: 72, remindHours: 24 },
      copyTo: [{ kind: 'role', code: 'office_staff', scope: 'school' }],
    });
  });

  it('locks what a group’s server code reads: the activity’s published fields, the repair’s trade', async () => {
    const lockedOf = async (key: string) =>
      (await designer().get<Opened>('/process', { key })).data.locked.map((field) => field.key);
    expect(await lockedOf('xshd_activity')).toEqual(
      expect.arrayContaining(['capacity', 'startsAt', 'signUpEndsAt', 'credits']),
    );
    expect(await lockedOf('xshd_activity')).not.toContain('budget');
    expect(await lockedOf('ssgl_repair')).toEqual(expect.arrayContaining(['trade', 'category', 'rating']));
  });

  it('refuses a copy to the applicant, saying why', async () => {
    const draft = (await openLeave()).draft!;
    draft.steps[0] = { ...draft.steps[0]!, copyTo: [{ kind: 'starter' }] };
    const compiled = await designer().post<{ problems: { element: string; message: string }[] }>('/compile', {
      draft,
    });
    expect(compiled.data.problems).toContainEqual(
      expect.objectContaining({
        element: draft.steps[0]!.id,
        message: expect.stringContaining('cannot copy to the applicant'),
      }),
    );
  });

  it('lets only one of two publishes over the same version through', async () => {
    const opened = await openLeave();
    const draft = opened.draft!;
    const replies = await Promise.all(
      [1, 2].map((n) =>
        designer().post<{ version: number }>('/publish', {
          draft,
          baseVersion: opened.process.version,
          comment: `race ${n}`,
        }),
      ),
    );
    expect(replies.map((r) => r.state).sort()).toEqual([200, ModuleState.PROCESS_VERSION_STALE].sort());
    const versions = await designer().get<{ version: number }[]>('/versions', { key: 'leave' });
    expect(versions.data[0]!.version).toBe(opened.process.version + 1);
  });

  it('shows and changes only the caller’s own school', async () => {
    // By now school A (jnlg) has published, restored and published again; school B (hbsf) has not.
    const schoolB = (
      await db().selectFrom('tenant').select('id').where('code', '=', 'hbsf').executeTakeFirstOrThrow()
    ).id;
    const adminB = bpmCaller(t.app, await signIn(t.app, 'admin', { tenantId: schoolB }), DESIGNER);
    const mine = await designer().get<{ comment: string | null }[]>('/versions', { key: 'leave' });
    expect(mine.data.some((v) => v.comment === '3天以上才到学院')).toBe(true);
    const theirs = await adminB.get<{ origin: string; comment: string | null }[]>('/versions', {
      key: 'leave',
    });
    expect(theirs.state).toBe(200);
    expect(theirs.data.every((v) => v.origin === 'seed' && v.comment === null)).toBe(true);
    const opened = await adminB.get<Opened>('/process', { key: 'leave' });
    expect(opened.data.draft!.steps.map((s) => s.id)).toEqual(['counsellor', 'college', 'office']);
    // A's version numbers are not B's: B's base is its own current version.
    const stale = await adminB.post('/restore', {
      key: 'leave',
      version: 1,
      baseVersion: mine.data.length,
    });
    expect(stale.state).toBe(ModuleState.PROCESS_VERSION_STALE);
  });
});
