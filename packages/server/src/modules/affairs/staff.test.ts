import {
  academicYearOf,
  type AffairBatch,
  type AffairRecordRow,
  type BatchQuota,
  type SettingValue,
  type StaffOptions,
} from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { addDays, schoolDate } from '../../lib/school-date.js';
import { servicesTestApp } from './test-helpers.js';

/**
 * What the generic staff screens (query, statistics, batches, settings) ask of every group beyond
 * the lists themselves: the choices of their filters and forms, a keyword over the student's name
 * and number, refusals that name the field as the form calls it, and the names of the outcomes
 * an amount by outcome is set for. On the scholarships' and financial aid's demo data.
 */
const {
  t,
  as: { jxj, zzgl },
} = servicesTestApp(['jxj', 'zzgl'], ['student', 'counsellor', 'college', 'office', 'admin']);
const YEAR = '2031-2032';
const today = () => schoolDate(Date.now());

describe('the staff screens’ choices', () => {
  it('lists every college for the office, the caller’s own below it, grades and academic years', async () => {
    const office = await jxj.office.api.get<StaffOptions>('/affairs/jxj/options');
    expect(office.state, office.message).toBe(200);
    expect(office.data.colleges.map((c) => c.name)).toEqual([
      '计算机与信息工程学院',
      '机械与电气工程学院',
      '经济与管理学院',
    ]);
    // The freshmen, the two classes of each major and the small graduating class of 2023.
    expect(office.data.grades).toEqual(['2026', '2025', '2024', '2023']);
    const current = academicYearOf(today());
    expect(office.data.academicYears[0]! >= current).toBe(true);
    expect(office.data.academicYears).toContain(current);
    expect([...office.data.academicYears].sort().reverse()).toEqual(office.data.academicYears);

    const college = await jxj.college.api.get<StaffOptions>('/affairs/jxj/options');
    expect(college.data.colleges.map((c) => c.name)).toEqual(['计算机与信息工程学院']);
    const counsellor = await jxj.counsellor.api.get<StaffOptions>('/affairs/jxj/options');
    expect(counsellor.data.colleges.map((c) => c.name)).toEqual(['计算机与信息工程学院']);

    expect((await jxj.student.api.get('/affairs/jxj/options')).state).toBe(6010103);
    // Every group has them, under its own service.
    const aid = await zzgl.office.api.get<StaffOptions>('/affairs/zzgl/options');
    expect(aid.data.colleges).toHaveLength(3);
  });

  it('finds requests by a word of the student’s name or number, with the other filters', async () => {
    const all = await jxj.office.api.rows<AffairRecordRow>('/affairs/jxj/query');
    const sample = all[0]!;
    const byNumber = await jxj.office.api.rows<AffairRecordRow>('/affairs/jxj/query', {
      'Q^keyword^SL': sample.starter.number.slice(-4),
    });
    expect(byNumber.length).toBeGreaterThan(0);
    expect(byNumber.every((r) => r.starter.number.includes(sample.starter.number.slice(-4)))).toBe(true);
    const byName = await jxj.office.api.rows<AffairRecordRow>('/affairs/jxj/query', {
      'Q^keyword^SL': sample.starter.name,
      'Q^module^S': sample.module,
    });
    expect(byName.map((r) => r.id)).toContain(sample.id);
    expect(byName.every((r) => r.starter.name.includes(sample.starter.name))).toBe(true);
    expect(byName.every((r) => r.module === sample.module)).toBe(true);
    const none = await jxj.office.api.rows<AffairRecordRow>('/affairs/jxj/query', {
      'Q^keyword^SL': '%_没有这个人',
    });
    expect(none).toEqual([]);
    const wrong = await jxj.office.api.post('/affairs/jxj/query', {
      parameters: [{ key: 'Q^keyword^S', value: 'x' }],
    });
    expect(wrong.state).toBe(400);
    expect(wrong.message).toContain('Q^keyword^S');
    // The export takes the same keyword.
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/jxj/v3/affairs/jxj/export',
      headers: jxj.office.api.who.headers,
      payload: { parameters: [{ key: 'Q^keyword^SL', value: '%_没有这个人' }] },
    });
    expect(file.statusCode).toBe(200);
  });
});

describe('refusals the batch form can show', () => {
  it('names a batch’s field as the form calls it', async () => {
    const backwards = await jxj.office.api.post('/affairs/jxj/batch/save', {
      module: 'generalScholarship',
      academicYear: YEAR,
      name: '倒序批次',
      startDate: today(),
      endDate: addDays(today(), -1),
    });
    expect(backwards.state).toBe(400);
    expect(backwards.message).toBe('End date: The end date cannot be before the start date');
    expect(backwards.variables.fields).toEqual([
      { field: 'endDate', message: 'The end date cannot be before the start date' },
    ]);
  });

  it('refuses quotas below the places used, naming the college, and writes none of them', async () => {
    const saved = await jxj.office.api.post<AffairBatch>('/affairs/jxj/batch/save', {
      module: 'collegeScholarship',
      academicYear: YEAR,
      name: '名额测试批次',
      startDate: today(),
      endDate: addDays(today(), 5),
    });
    expect(saved.state, saved.message).toBe(200);
    const quotas = await jxj.office.api.get<BatchQuota[]>('/affairs/jxj/quotas', { batchId: saved.data.id });
    const [first, second] = quotas.data;
    // A place already used in the second college: a quota of 0 there is below it.
    await t.app.database.db
      .insertInto('affairQuota')
      .values({
        tenantId: jxj.office.api.who.tenantId,
        batchId: saved.data.id,
        orgId: second!.collegeId,
        quota: 3,
        used: 2,
      })
      .execute();
    const refused = await jxj.office.api.post('/affairs/jxj/quotas/save', {
      batchId: saved.data.id,
      quotas: [
        { collegeId: first!.collegeId, quota: 4 },
        { collegeId: second!.collegeId, quota: 1 },
      ],
    });
    expect(refused.state).toBe(400);
    expect(refused.message).toBe(`${second!.collegeName}: Cannot be below the 2 places already used`);
    const after = await jxj.office.api.get<BatchQuota[]>('/affairs/jxj/quotas', { batchId: saved.data.id });
    expect(after.data.find((q) => q.collegeId === first!.collegeId)?.quota).toBeNull();
    expect(after.data.find((q) => q.collegeId === second!.collegeId)).toMatchObject({ quota: 3, used: 2 });
  });
});

describe('the settings screen', () => {
  it('names the outcomes of an amount by outcome and gives each figure its range', async () => {
    const settings = await jxj.office.api.get<SettingValue[]>('/affairs/jxj/settings');
    expect(settings.state).toBe(200);
    const prizes = settings.data.find((s) => s.module === 'generalScholarship' && s.key === 'prizes')!;
    expect(prizes.type).toBe('moneyByOutcome');
    expect(prizes.options.map((o) => o.key)).toEqual(['first', 'second', 'third']);
    expect(prizes.options.every((o) => o.label && o.label !== o.key)).toBe(true);
    const national = settings.data.find((s) => s.module === 'nationalScholarship' && s.key === 'amount')!;
    expect(national).toMatchObject({ min: 0, max: 100_000, national: true, options: [] });
    const holidays = settings.data.find((s) => s.module === 'calendar' && s.key === 'holidays')!;
    expect(holidays).toMatchObject({ type: 'text', min: null, max: null });

    const aid = await zzgl.office.api.get<SettingValue[]>('/affairs/zzgl/settings');
    const tiers = aid.data.find((s) => s.key === 'tiers')!;
    expect(tiers.options.map((o) => o.key)).toEqual(['special', 'difficult', 'general']);
    expect(tiers.options.every((o) => o.label !== o.key)).toBe(true);
  });
});
