import type { AffairCohort, AffairMeta, SettingValue } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { currentAcademicYear } from './cohort.js';
import { groupTestApp, ok } from './test-helpers.js';

/**
 * The graduating cohort (issue 30 items 5 and 7): students graduate in their enrolment year plus
 * the school's programme length (学制, 4 unless the school sets another), so in 2026-2027 the
 * 2023 cohort graduates and the 2024 cohort (third-year students) does not, whatever the oldest
 * grade on the roll; the destination registration follows it.
 */
const WHO = ['student', 'graduate', 'counsellor', 'admin', 'hbstudent'] as const;
const { t, as } = groupTestApp('jygl', WHO);

/** The graduation year of this academic year (2027 in 2026-2027). */
const graduationYear = () => Number(currentAcademicYear().slice(5));

async function cohortOf(who: (typeof WHO)[number]): Promise<AffairCohort> {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/business/v3/affairs/cohort',
    headers: as[who].api.who.headers,
  });
  return ok<AffairCohort>(Promise.resolve(reply.json()));
}

const setProgrammeYears = (value: unknown) =>
  as.admin.api.post('/affairs/jygl/settings/save', {
    settings: [{ module: 'calendar', key: 'programmeYears', value }],
  });

describe('the graduating cohort', () => {
  it('is the grade whose four-year programme ends this year, not the oldest grade on the roll', async () => {
    const grade = String(graduationYear() - 4);
    expect(await cohortOf('graduate')).toMatchObject({ graduatingGrade: grade, grade, graduating: true });
    // The demo student enrolled a year later: in their third year, not a graduate.
    const student = await cohortOf('student');
    expect(student).toMatchObject({ graduatingGrade: grade, graduating: false });
    expect(student.grade).not.toBe(grade);
    // The second school has nobody in their last year; staff have no cohort of their own.
    expect(await cohortOf('hbstudent')).toMatchObject({ graduatingGrade: grade, graduating: false });
    expect(await cohortOf('counsellor')).toMatchObject({ grade: null, graduating: false });
  });

  it('registers destinations for the graduating cohort only, naming it', async () => {
    const third = await ok<AffairMeta>(as.student.api.get('/affairs/destination/meta'));
    expect(third.eligibility.ok).toBe(false);
    expect(third.eligibility.reasons.join()).toContain(`(the ${graduationYear() - 4} cohort)`);
    const graduate = await ok<AffairMeta>(as.graduate.api.get('/affairs/destination/meta'));
    expect(graduate.eligibility.ok).toBe(true);
  });

  it('follows the programme length the school sets (a three-year vocational college)', async () => {
    const settings = await ok<SettingValue[]>(as.admin.api.get('/affairs/jygl/settings'));
    expect(settings.find((s) => s.module === 'calendar' && s.key === 'programmeYears')).toMatchObject({
      value: 4,
      label: 'Programme length',
    });
    const out = await setProgrammeYears(12);
    expect(out.state).not.toBe(200);
    expect(out.message).toContain('Programme length');
    expect((await as.student.api.post('/affairs/jygl/settings/save', { settings: [] })).state).not.toBe(200);
    expect((await setProgrammeYears(3)).state).toBe(200);
    try {
      expect(await cohortOf('student')).toMatchObject({
        graduatingGrade: String(graduationYear() - 3),
        graduating: true,
      });
      expect(await cohortOf('graduate')).toMatchObject({ graduating: false });
      const third = await ok<AffairMeta>(as.student.api.get('/affairs/destination/meta'));
      expect(third.eligibility.ok).toBe(true);
    } finally {
      expect((await setProgrammeYears(4)).state).toBe(200);
    }
  });
});
