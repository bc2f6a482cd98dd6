import { ModuleState, type AffairBatch, type AffairDetail, type AffairMeta } from '@campus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberProfile } from '../../../../core/org/profile.js';
import type { ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { collectivesOf } from '../../collectives.js';
import { loadAffairRegistry } from '../../registry/discover.js';
import { groupTestApp } from '../../test-helpers.js';

/**
 * A collective honour is applied for by whoever speaks for the collective (issue 30 item 4): a
 * class by its monitor (the demo student heads their class) or its counsellor, a room by one who
 * lives in it. The form offers only those; a submission naming any other collective, or a room for
 * a class honour, is refused naming the field. The counsellor's own application starts at the
 * college. A batch of 2030-2031, away from the demo's.
 */
const YEAR = '2030-2031';
const WHO = ['counsellor', 'college', 'office', 'student', '202511113'] as const;
const { t, as: jxj } = groupTestApp('jxj', WHO);

const DEEDS = '班级学风优良，全班平均绩点位居年级第一，无违纪处分，集体参与志愿服务和文体活动。';
const application = (honour: string, unitName: string) => ({
  honour,
  unitName,
  members: 4,
  deeds: DEEDS,
});
const apply = (caller: ServiceCaller, data: Record<string, unknown>) =>
  caller.api.post<{ proInstId: string }>('/affairs/collectiveHonour/apply', { data });
const meta = async (caller: ServiceCaller) =>
  (await caller.api.get<AffairMeta>('/affairs/collectiveHonour/meta')).data;
const fieldOf = (reply: { variables?: unknown }) =>
  (reply.variables as { fields?: { field: string }[] } | undefined)?.fields?.[0]?.field;

describe('who applies for a collective honour', () => {
  let studentClass: string;
  beforeAll(async () => {
    const open = (
      await jxj.office.api.get<AffairBatch[]>('/affairs/rych/batches', { module: 'collectiveHonour' })
    ).data;
    for (const b of open.filter((b) => b.state === 'open'))
      await jxj.office.api.post('/affairs/rych/batch/close', { id: b.id, version: b.version });
    const batch = await jxj.office.api.post<AffairBatch>('/affairs/rych/batch/save', {
      module: 'collectiveHonour',
      academicYear: YEAR,
      name: `${YEAR}学年集体荣誉称号评选`,
      startDate: addDays(schoolDate(Date.now()), -1),
      endDate: addDays(schoolDate(Date.now()), 10),
    });
    expect(batch.state, batch.message).toBe(200);
    const { tenantId, userId } = jxj.student.api.who;
    const profile = await memberProfile(t.app.database.db, tenantId, userId);
    studentClass = profile!.className!;
  });

  it('has the demo’s collective applications each made by one who speaks for the collective', async () => {
    const db = t.app.database.db;
    const { tenantId } = jxj.office.api.who;
    const seeded = await db
      .selectFrom('affairRequest as r')
      .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
      .select(['r.studentId', 'i.data'])
      .where('r.tenantId', '=', tenantId)
      .where('r.moduleKey', '=', 'collectiveHonour')
      .execute();
    // A monitor's class, a resident's room, the counsellor's class.
    expect(seeded).toHaveLength(3);
    const registry = await loadAffairRegistry();
    for (const { studentId, data } of seeded) {
      const { unitName } = JSON.parse(data) as { unitName: string };
      const theirs = await collectivesOf(registry, db, tenantId, studentId);
      expect(theirs.map((c) => c.name)).toContain(unitName);
    }
  });

  it('offers a student who leads no class only the room they live in, and refuses a class by name', async () => {
    const resident = jxj['202511113'];
    const offered = await meta(resident);
    expect(offered.eligibility.ok).toBe(true);
    expect(offered.collectives).toEqual([{ name: expect.stringMatching(/园\d栋 \d+$/), kind: 'room' }]);
    const room = offered.collectives![0]!.name;
    // The only choice is already chosen.
    expect(offered.initial.unitName).toBe(room);
    const classmate = await apply(resident, application('advancedClass', studentClass));
    expect(classmate.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(fieldOf(classmate)).toBe('unitName');
    expect(classmate.message).toBe(
      `Class or room must be a class you lead as monitor or counsel, or the room you live in: "${studentClass}" is not one`,
    );
    const dorm = await apply(resident, application('civilisedDorm', room));
    expect(dorm.state, dorm.message).toBe(200);
  });

  it('lets the class monitor apply for their class, not their room for a class honour', async () => {
    const monitor = jxj.student;
    const offered = await meta(monitor);
    expect(offered.collectives).toEqual([
      { name: studentClass, kind: 'class' },
      { name: expect.any(String), kind: 'room' },
    ]);
    const room = offered.collectives![1]!.name;
    const wrongKind = await apply(monitor, application('advancedClass', room));
    expect(wrongKind.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(fieldOf(wrongKind)).toBe('unitName');
    expect(wrongKind.message).toBe(
      'Advanced class is for a class: choose a class you lead as monitor or counsel as Class or room',
    );
    const applied = await apply(monitor, application('advancedClass', studentClass));
    expect(applied.state, applied.message).toBe(200);
    // The counsellor recommends it, as before.
    await pendingTask(jxj.counsellor.bpm, applied.data.proInstId);
  });

  it('lets the counsellor apply for a class they counsel, straight to the college', async () => {
    const offered = await meta(jxj.counsellor);
    expect(offered.mayApply).toBe(true);
    const classes = offered.collectives!.filter((c) => c.kind === 'class').map((c) => c.name);
    expect(classes).toContain(studentClass);
    expect(offered.collectives!.every((c) => c.kind === 'class')).toBe(true);
    const other = await t.app.database.db
      .selectFrom('org')
      .select('name')
      .where('type', '=', 'class')
      .where('tenantId', '=', jxj.counsellor.api.who.tenantId)
      .where('name', 'not in', classes)
      .executeTakeFirstOrThrow();
    const notTheirs = await apply(jxj.counsellor, application('studyCultureClass', other.name));
    expect(notTheirs.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(fieldOf(notTheirs)).toBe('unitName');
    const mine = classes.find((c) => c !== studentClass)!;
    const applied = await apply(jxj.counsellor, application('studyCultureClass', mine));
    expect(applied.state, applied.message).toBe(200);
    await pendingTask(jxj.college.bpm, applied.data.proInstId);
    const detail = await jxj.college.api.get<AffairDetail>('/affairs/collectiveHonour/detail', {
      id: applied.data.proInstId,
    });
    expect(detail.data.values).toMatchObject({ unitName: mine });
  });
});
