import { SecurityState } from '@campus/contract';
import type { RolloverClass, RolloverPreview, RolloverResult } from '@campus/contract/api/admin/lifecycle';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.js';
import { bpmCaller } from '../../../test/bpm.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

const PLATFORM = '/api/platform/v3';
/** The school year the tests put the demo school in; the rollover goes into the next one. */
const NOW_YEAR = 2026;
const NEXT = NOW_YEAR + 1;

describe('the yearly rollover: a preview, then one confirmation', () => {
  const { t, as } = bpmTestApp(['counsellor', 'admin'] as const);
  const db = () => t.app.database.db;
  const admin = () => bpmCaller(t.app, as.admin.who, PLATFORM);
  const preview = (body: Record<string, unknown>) =>
    admin().post<RolloverPreview>('/admin/lifecycle/rollover/preview', body);
  const confirm = (body: Record<string, unknown>) =>
    admin().post<RolloverResult>('/admin/lifecycle/rollover/confirm', body);

  async function school() {
    const tenantId = await demoSchoolId(db());
    await db().updateTable('tenant').set({ schoolYear: NOW_YEAR }).where('id', '=', tenantId).execute();
    return tenantId;
  }

  /** The enrolled students of the school's classes of a cohort year, counted in the database. */
  async function enrolledOfGrade(tenantId: string, grade: string) {
    const rows = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .select('m.userId')
      .where('m.tenantId', '=', tenantId)
      .where('m.kind', '=', 'student')
      .where('m.studyStatus', '=', 'enrolled')
      .where('o.grade', '=', grade)
      .execute();
    return rows.map((r) => r.userId);
  }

  /** A staff member of the school who counsels none of the class's students yet. */
  async function otherStaff(tenantId: string, notIds: string[]) {
    return db()
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select(['u.id', 'u.fullname'])
      .where('m.tenantId', '=', tenantId)
      .where('m.kind', '=', 'staff')
      .where('m.status', '=', 'active')
      .where('m.userId', 'not in', notIds)
      .orderBy('m.number')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  it('is the administrator’s alone, and sees and changes only their own school', async () => {
    const tenantId = await school();
    const asCounsellor = bpmCaller(t.app, as.counsellor.who, PLATFORM);
    expect((await asCounsellor.post('/admin/lifecycle/rollover/preview', { schoolYear: NEXT })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    expect((await asCounsellor.post('/admin/lifecycle/rollover/confirm', { schoolYear: NEXT })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    const elsewhere = await db()
      .selectFrom('tenant')
      .select('id')
      .where('id', '<>', tenantId)
      .limit(1)
      .executeTakeFirstOrThrow();
    const adminThere = bpmCaller(t.app, await signIn(t.app, 'admin', { tenantId: elsewhere.id }), PLATFORM);
    const ours = (await preview({ schoolYear: NEXT })).data.advancing[0]!;
    const theirs = await adminThere.post<RolloverPreview>('/admin/lifecycle/rollover/preview', {
      schoolYear: NEXT,
    });
    expect(theirs.state).toBe(200);
    expect(
      [...theirs.data.graduating, ...theirs.data.advancing, ...theirs.data.newClasses].map((c) => c.id),
    ).not.toContain(ours.id);
    // Our class named in their rollover is unknown there: refused, naming the field, nothing changed.
    const refused = await adminThere.post('/admin/lifecycle/rollover/confirm', {
      schoolYear: NEXT,
      counsellors: [{ classId: ours.id, userIds: [] }],
    });
    expect(refused.state).toBe(400);
    expect(refused.message).toContain('Class counsellors');
    const duties = await db()
      .selectFrom('orgDuty')
      .select('userId')
      .where('orgId', '=', ours.id)
      .where('duty', '=', 'counsellor')
      .execute();
    expect(duties.length).toBe(ours.counsellors.length);
  });

  it('names the field of bad input and refuses a year other than this one or the next', async () => {
    await school();
    const cases: [Record<string, unknown>, string][] = [
      [{ schoolYear: 'next' }, 'School year'],
      [{ schoolYear: 2026.5 }, 'School year'],
      [{}, 'School year'],
      [{ schoolYear: NEXT + 1 }, 'School year'],
      [{ schoolYear: NOW_YEAR - 1 }, 'School year'],
      [{ schoolYear: NEXT, counsellors: [{ classId: 'nope', userIds: [] }] }, 'Class counsellors'],
      [{ schoolYear: NEXT, counsellors: 'all' }, 'Class counsellors'],
      [
        { schoolYear: NEXT, counsellors: Array.from({ length: 501 }, () => ({ classId: 'a', userIds: [] })) },
        'Class counsellors',
      ],
    ];
    for (const [body, field] of cases) {
      for (const reply of [await preview(body), await confirm(body)]) {
        expect(reply.state, JSON.stringify(body)).toBe(400);
        expect(reply.message).toContain(field);
      }
    }
    // A counsellor who is not the school's staff (a student) is refused too.
    const klass = (await preview({ schoolYear: NEXT })).data.advancing[0]!;
    const notStaff = await confirm({
      schoolYear: NEXT,
      counsellors: [{ classId: klass.id, userIds: [as.admin.who.userId, 'x'.repeat(32)] }],
    });
    expect(notStaff.state).toBe(400);
    expect(notStaff.message).toContain('Class counsellors');
  });

  it('previews the graduating cohort, the advancing classes, their counsellors and what is missing', async () => {
    const tenantId = await school();
    const reply = await preview({ schoolYear: NEXT });
    expect(reply.state).toBe(200);
    const plan = reply.data;
    expect(plan).toMatchObject({ fromYear: NOW_YEAR, schoolYear: NEXT, applied: false });
    // Four-year programmes: the cohort that entered four years before graduates.
    const graduatingGrade = String(NEXT - 4);
    expect(plan.graduating.length).toBeGreaterThan(0);
    expect(plan.graduating.every((c) => c.grade === graduatingGrade && c.yearOfStudy === 4)).toBe(true);
    expect(sum(plan.graduating)).toBe((await enrolledOfGrade(tenantId, graduatingGrade)).length);
    // The others advance a year of study, their counsellors carried over.
    expect(plan.advancing.length).toBeGreaterThan(0);
    for (const klass of plan.advancing) {
      expect(klass.yearOfStudy).toBe(NEXT - Number(klass.grade) + 1);
      expect(klass.grade).not.toBe(graduatingGrade);
      const duties = await db()
        .selectFrom('orgDuty as d')
        .innerJoin('appUser as u', 'u.id', 'd.userId')
        .select('u.fullname')
        .where('d.orgId', '=', klass.id)
        .where('d.duty', '=', 'counsellor')
        .execute();
      expect(klass.counsellors.map((c) => c.name).sort()).toEqual(duties.map((d) => d.fullname).sort());
      expect(klass.changed).toBe(false);
    }
    // No class and no student of the new cohort yet.
    expect(plan.newCohortStudents).toBe((await enrolledOfGrade(tenantId, String(NEXT))).length);
    expect(plan.warnings.map((w) => w.kind)).toContain('newCohortMissing');
    // A preview changes nothing.
    expect((await enrolledOfGrade(tenantId, graduatingGrade)).length).toBe(sum(plan.graduating));
  });

  it('changes a class’s counsellor in the same place, shows it, warns of a class left without one', async () => {
    const tenantId = await school();
    const [first, second] = (await preview({ schoolYear: NEXT })).data.advancing;
    const staff = await otherStaff(
      tenantId,
      first!.counsellors.map((c) => c.id),
    );
    const plan = (
      await preview({
        schoolYear: NEXT,
        counsellors: [
          { classId: first!.id, userIds: [staff.id] },
          { classId: second!.id, userIds: [] },
        ],
      })
    ).data;
    const shown = plan.advancing.find((c) => c.id === first!.id)!;
    expect(shown).toMatchObject({ changed: true, counsellors: [{ id: staff.id, name: staff.fullname }] });
    expect(plan.warnings).toContainEqual({
      kind: 'noCounsellor',
      classId: second!.id,
      className: second!.name,
    });
    // Still only a preview.
    const duties = await db().selectFrom('orgDuty').select('userId').where('orgId', '=', first!.id).execute();
    expect(duties.map((d) => d.userId)).not.toContain(staff.id);
  });

  it('confirms all of it in one go, in the change log; confirming again changes nothing', async () => {
    const tenantId = await school();
    const before = (await preview({ schoolYear: NEXT })).data;
    const klass = before.advancing[0]!;
    const staff = await otherStaff(
      tenantId,
      klass.counsellors.map((c) => c.id),
    );
    const graduates = await enrolledOfGrade(tenantId, String(NEXT - 4));
    const logBefore = await logCount(tenantId);
    const body = { schoolYear: NEXT, counsellors: [{ classId: klass.id, userIds: [staff.id] }] };
    const done = await confirm(body);
    expect(done.state).toBe(200);
    expect(done.data).toMatchObject({ schoolYear: NEXT, graduated: graduates.length, counsellorsChanged: 1 });
    expect(done.data.accessEndsAt).toBeGreaterThan(Date.now());

    const statuses = await db()
      .selectFrom('tenantMember')
      .select(['studyStatus', 'accessEndsAt'])
      .where('tenantId', '=', tenantId)
      .where('userId', 'in', graduates)
      .execute();
    expect(
      statuses.every(
        (s) => s.studyStatus === 'graduated' && Number(s.accessEndsAt) === done.data.accessEndsAt,
      ),
    ).toBe(true);
    const duties = await db()
      .selectFrom('orgDuty')
      .select('userId')
      .where('orgId', '=', klass.id)
      .where('duty', '=', 'counsellor')
      .execute();
    expect(duties.map((d) => d.userId)).toEqual([staff.id]);
    const tenant = await db()
      .selectFrom('tenant')
      .select('schoolYear')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(Number(tenant.schoolYear)).toBe(NEXT);
    // One entry per graduate, one for the counsellor, one for the school year, all by the admin.
    const entries = await db()
      .selectFrom('changeLog')
      .select(['objectKind', 'actorId', 'objectId'])
      .where('tenantId', '=', tenantId)
      .orderBy('at')
      .execute();
    const added = entries.slice(logBefore);
    expect(added.length).toBe(graduates.length + 2);
    expect(added.every((e) => e.actorId === as.admin.who.userId)).toBe(true);
    expect(
      added
        .filter((e) => e.objectKind === 'student')
        .map((e) => e.objectId)
        .sort(),
    ).toEqual([...graduates].sort());
    expect(added.filter((e) => e.objectKind === 'role').map((e) => e.objectId)).toEqual([
      `${klass.id}.counsellor`,
    ]);
    expect(added.filter((e) => e.objectKind === 'setting')).toHaveLength(1);

    // The same confirmation again (a double tap): nothing graduates, nothing is logged.
    const again = await confirm(body);
    expect(again.data).toMatchObject({ schoolYear: NEXT, graduated: 0, counsellorsChanged: 0 });
    expect(await logCount(tenantId)).toBe(entries.length);
    const after = (await preview({ schoolYear: NEXT })).data;
    expect(after).toMatchObject({ fromYear: NEXT, applied: true, graduating: [] });
    // The past year cannot be rolled into any more.
    expect((await preview({ schoolYear: NOW_YEAR })).state).toBe(400);
  });

  const logCount = async (tenantId: string) =>
    (await db().selectFrom('changeLog').select('id').where('tenantId', '=', tenantId).execute()).length;
});

const sum = (classes: RolloverClass[]) => classes.reduce((total, c) => total + c.students, 0);
