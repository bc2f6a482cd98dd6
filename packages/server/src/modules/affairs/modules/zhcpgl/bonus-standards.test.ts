import type { AffairBatch, AffairDetail, FormDefinition } from '@campus/contract';
import type { MyEvaluation } from '@campus/contract/affairs/zhcpgl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployProcess } from '../../../../engine/deploy.js';
import { newId } from '../../../../lib/ids.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { createTestApp, type TestApp } from '../../../../test/app.js';
import { pendingTask } from '../../../../test/bpm.js';
import { PNG, upload } from '../../../../test/files.js';
import { loadAffairRegistry } from '../../registry/discover.js';

/**
 * The points of a bonus item have one source (issue 30): the bonus form's points table, the
 * standards the school publishes. The reviewer, publicity and the score all read what the form
 * gave the item, so a school that raises a standard (its own version of the form: a national
 * contest award worth 10 instead of 8) sees its figure counted, not a second table's. In academic
 * year 2031-2032, which neither the demo nor the other tests meet.
 */
const YEAR = '2031-2032';
const RAISED = 10;

let t: TestApp;
let staff: Record<'counsellor' | 'office' | 'student', ServiceCaller>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await serviceCallers(t.app, 'zhcpgl', ['counsellor', 'office', 'student']);
  const { tenantId, userId } = staff.office.api.who;
  // The student has grades that year, so the evaluation scores them.
  await t.app.database.db
    .insertInto('evaluationGrade')
    .values({
      id: newId(),
      tenantId,
      studentId: staff.student.api.who.userId,
      academicYear: YEAR,
      course: '高等数学A',
      creditTenths: 40,
      markTenths: 800,
    })
    .execute();
  // The school's own standards: the office deploys its version of the bonus form.
  const bonus = (await loadAffairRegistry()).module('bonusApply')!;
  const form = structuredClone(bonus.form) as FormDefinition;
  const points = form.fields.find((f) => f.key === 'points');
  if (points?.type !== 'computed' || points.compute.op !== 'lookup') throw new Error('no points table');
  points.compute.table.contest!.national = RAISED;
  await deployProcess(t.app.database.db, { tenantId, xml: bonus.xml, form, createdBy: userId });
});
afterAll(async () => t.close());

describe('bonus points from the school’s standards', () => {
  it('counts what the standards give the item, as shown to the reviewer', async () => {
    const batch = await staff.office.api.post<AffairBatch>('/affairs/zhcpgl/batch/save', {
      module: 'bonusApply',
      academicYear: YEAR,
      name: `${YEAR}学年综合测评加分`,
      startDate: addDays(schoolDate(Date.now()), -1),
      endDate: addDays(schoolDate(Date.now()), 10),
      perStudent: 5,
    });
    expect(batch.state, batch.message).toBe(200);
    const { body: proof } = await upload(t.app, staff.student.api.who, {
      name: '证书.png',
      type: 'image/png',
      content: PNG,
    });
    const applied = await staff.student.api.post<{ proInstId: string }>('/affairs/bonusApply/apply', {
      data: {
        category: 'contest',
        level: 'national',
        itemName: '全国大学生电子设计竞赛一等奖',
        itemDate: addDays(schoolDate(Date.now()), -30),
        description: '参加全国大学生电子设计竞赛，获全国一等奖。',
        evidence: [{ id: proof.data.id }],
      },
    });
    expect(applied.state, applied.message).toBe(200);
    const id = applied.data.proInstId;
    const detail = await staff.counsellor.api.get<AffairDetail>('/affairs/bonusApply/detail', { id });
    expect(detail.data.values).toMatchObject({ points: RAISED });
    const task = await pendingTask(staff.counsellor.bpm, id);
    const agreed = await staff.counsellor.bpm.post('/task/agree', { taskId: task.taskId, data: {} });
    expect(agreed.state, agreed.message).toBe(200);
    // Publicity ends with no objection: the item counts, with the points the reviewer saw.
    await t.app.database.db
      .updateTable('affairRequest')
      .set({ publicityEnd: Date.now() - 1000 })
      .where('instanceId', '=', id)
      .execute();
    const mine = await staff.student.api.get<MyEvaluation>('/evaluation/mine', { academicYear: YEAR });
    expect(mine.state, mine.message).toBe(200);
    expect(mine.data.bonuses).toEqual([expect.objectContaining({ id, points: RAISED })]);
    expect(mine.data.score?.bonus).toBe(RAISED);
  });
});
