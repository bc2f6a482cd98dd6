import {
  ModuleState,
  type AffairBatch,
  type BatchQuota,
  type GroupSchemes,
  type PublicityRow,
} from '@campus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { MERIT_STUDENT_APPLICATION } from '../../../../test/honour-form.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { groupTestApp } from '../../test-helpers.js';

/**
 * Honours (issue 14) on the mechanism: each module's rules as data (year of study, no failed
 * course), one application per batch whatever the honour, the college's places, and publicity
 * with the name masked. Batches here are for 2030-2031, away from the demo's.
 */
const YEAR = '2030-2031';
const WHO = ['counsellor', 'college', 'office', '202411106', '202411107', '202511111'] as const;
const { as: jxj } = groupTestApp('jxj', WHO);

const today = () => schoolDate(Date.now());
const PERSONAL = MERIT_STUDENT_APPLICATION;

async function act(caller: ServiceCaller, id: string, data: Record<string, unknown> = {}) {
  const task = await pendingTask(caller.bpm, id);
  const reply = await caller.bpm.post('/task/agree', { taskId: task.taskId, data, opinion: '' });
  return reply;
}

describe('honours', () => {
  let batch: AffairBatch;
  beforeAll(async () => {
    const reply = await jxj.office.api.post<AffairBatch>('/affairs/rych/batch/save', {
      module: 'personalHonour',
      academicYear: YEAR,
      name: `${YEAR}学年个人荣誉称号评选`,
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 10),
      publicityDays: 3,
    });
    expect(reply.state, reply.message).toBe(200);
    batch = reply.data;
    const college = (
      await jxj.office.api.get<BatchQuota[]>('/affairs/rych/quotas', { batchId: batch.id })
    ).data.find((q) => q.collegeName === '计算机与信息工程学院')!;
    const quota = await jxj.office.api.post('/affairs/rych/quotas/save', {
      batchId: batch.id,
      quotas: [{ collegeId: college.collegeId, quota: 1 }],
    });
    expect(quota.state, quota.message).toBe(200);
  });

  it('refuses by the module’s rules, naming the field, and one honour per batch', async () => {
    const failed = await jxj['202411106'].api.post('/affairs/personalHonour/apply', {
      data: { ...PERSONAL, failedCourses: 1 },
    });
    expect(failed.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(failed.message).toBe('"Failed courses" must be at most 0');
    const cadre = await jxj['202411106'].api.post('/affairs/personalHonour/apply', {
      data: { ...PERSONAL, honour: 'outstandingCadre' },
    });
    expect(cadre.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(cadre.message).toMatch(/Office held/);
    const first = await jxj['202411106'].api.post<{ proInstId: string }>('/affairs/personalHonour/apply', {
      data: PERSONAL,
    });
    expect(first.state, first.message).toBe(200);
    const second = await jxj['202411106'].api.post('/affairs/personalHonour/apply', {
      data: { ...PERSONAL, honour: 'outstandingCadre', post: '班长' },
    });
    expect(second.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
    const schemes = await jxj['202411106'].api.get<GroupSchemes>('/affairs/rych/schemes');
    expect(schemes.data.schemes.map((s) => s.module).sort()).toEqual(['collectiveHonour', 'personalHonour']);
  });

  it('passes one per college place and publishes the name masked', async () => {
    const ids: string[] = [];
    for (const who of ['202411107', '202511111'] as const) {
      const applied = await jxj[who].api.post<{ proInstId: string }>('/affairs/personalHonour/apply', {
        data: PERSONAL,
      });
      expect(applied.state, applied.message).toBe(200);
      ids.push(applied.data.proInstId);
      const recommended = await act(jxj.counsellor, applied.data.proInstId, {
        recommendation: '该生品学兼优，同意推荐。',
      });
      expect(recommended.state, recommended.message).toBe(200);
    }
    expect((await act(jxj.college, ids[0]!)).state).toBe(200);
    const full = await act(jxj.college, ids[1]!);
    expect(full.state).toBe(ModuleState.AFFAIR_QUOTA_FULL);
    expect((await act(jxj.office, ids[0]!)).state).toBe(200);
    const publicity = await jxj['202411106'].api.rows<PublicityRow>('/affairs/rych/publicity');
    const row = publicity.find((r) => r.id === ids[0])!;
    expect(row).toMatchObject({ module: 'personalHonour', number: '2024***07', status: 'publicity' });
    const rows = JSON.stringify(row);
    expect(row.values).toEqual({ honour: 'Merit student' });
    expect(rows).not.toContain('202411107');
  });
});
