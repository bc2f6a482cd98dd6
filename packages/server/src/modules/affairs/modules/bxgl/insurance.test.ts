import {
  ModuleState,
  SecurityState,
  type AffairDetail,
  type AffairMeta,
  type AffairRecordRow,
} from '@campus/contract';
import type { InsuranceRates, MyInsurance } from '@campus/contract/affairs/bxgl';
import { describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { demoIdNumber } from './seed.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Insurance (issue 12): a student enrols in the medical insurance once a year (the counsellor
 * checks, the office confirms and sets the payment state), and in the accident insurance with a
 * named beneficiary; ID numbers are masked in every list but whole in the detail; the office's
 * note stays hidden from the student; staff see the enrolled students and the rates per college
 * and class of the students in their charge only.
 */
const WHO = ['student', 'counsellor', 'office', 'college', 'dorm', 'hbstudent', 'hboffice'] as const;
const { t, as } = groupTestApp('jczy', WHO);

const ID = demoIdNumber('320115', '20060312', 41, true);

/** The ID number on a student's record (student information). */
async function idOnRecord(account: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('studentProfile as p')
    .innerJoin('appUser as u', 'u.id', 'p.userId')
    .select('p.idNumber')
    .where('u.account', '=', account)
    .executeTakeFirstOrThrow();
  return row.idNumber!;
}

async function act(caller: ServiceCaller, id: string, data: Record<string, unknown> = {}, action = 'agree') {
  const task = await pendingTask(caller.bpm, id);
  return caller.bpm.post(`/task/${action}`, { taskId: task.taskId, data, opinion: '同意' });
}

describe('the demo', () => {
  it('gives staff enrolled students with masked ID numbers and rates that differ by class', async () => {
    const rows = await as.office.api.rows<AffairRecordRow>('/affairs/bxgl/query');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(String(row.values.idNumber)).toMatch(/^\d\*{16}[\dX]$/);
    const rates = await ok<InsuranceRates>(as.office.api.get('/insurance/rates'));
    expect(rates.totals.students).toBeGreaterThan(100);
    expect(rates.totals.enrolled).toBeGreaterThan(rates.totals.students / 2);
    expect(rates.totals.enrolled).toBeLessThan(rates.totals.students);
    expect(new Set(rates.classes.map((c) => c.rate)).size).toBeGreaterThan(1);
    expect(rates.colleges.reduce((n, c) => n + c.students, 0)).toBe(rates.totals.students);
    // The counsellor sees their own classes only.
    const own = await ok<InsuranceRates>(as.counsellor.api.get('/insurance/rates'));
    expect(own.totals.students).toBeLessThan(rates.totals.students);
    expect(own.classes.length).toBeGreaterThan(0);
    expect(own.classes.every((c) => rates.classes.some((r) => r.id === c.id))).toBe(true);
  });
});

describe('the medical insurance', () => {
  it('enrols a student once a year: counsellor, then the office sets the payment state', async () => {
    const before = await ok<MyInsurance>(as.student.api.get('/insurance/mine'));
    expect(before.modules.map((m) => m.state)).toEqual(['none', 'none']);
    const meta = await ok<{ initial: Record<string, unknown> }>(
      as.student.api.get('/affairs/medicalInsurance/meta'),
    );
    expect(meta.initial).toMatchObject({ academicYear: before.academicYear, premium: 400 });
    const apply = () =>
      as.student.api.post('/affairs/medicalInsurance/apply', {
        data: {
          academicYear: before.academicYear,
          insuredStatus: 'atSchool',
          idNumber: ID,
          subsidy: 'none',
          premium: 400,
          phone: '13812345678',
        },
      });
    const { proInstId: id } = await ok<{ proInstId: string }>(apply());
    const twice = await apply();
    expect(twice.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);

    await ok(act(as.counsellor, id));
    await ok(act(as.office, id, { payState: 'paid', officeNote: '已通过医保系统代扣' }));
    const after = await ok<MyInsurance>(as.student.api.get('/insurance/mine'));
    expect(after.modules[0]).toMatchObject({
      module: 'medicalInsurance',
      state: 'enrolled',
      id,
      payState: 'paid',
    });

    // The student's detail: their ID number (the record's) whole, the office's note hidden.
    const mine = await ok<AffairDetail>(as.student.api.get('/affairs/medicalInsurance/detail', { id }));
    expect(mine.values.idNumber).toBe(await idOnRecord('student'));
    expect(mine.values).not.toHaveProperty('officeNote');
    // Lists mask it, the student's own included.
    const listed = await as.student.api.rows<{ id: string; values: Record<string, unknown> }>(
      '/affairs/medicalInsurance/mine',
    );
    expect(listed.find((r) => r.id === id)!.values.payState).toBe('paid');
    const staffRows = await as.office.api.rows<AffairRecordRow>('/affairs/bxgl/query', {
      'Q^keyword^SL': '2024',
    });
    const whole = await idOnRecord('student');
    expect(staffRows.every((r) => !String(r.values.idNumber).includes(whole.slice(1, 17)))).toBe(true);
  });

  it('names the field at fault: a bad phone number, proof missing when insured at home', async () => {
    const bad = await as.hbstudent.api.post('/affairs/medicalInsurance/apply', {
      data: {
        academicYear: '2026-2027',
        insuredStatus: 'atSchool',
        idNumber: ID,
        subsidy: 'none',
        premium: 400,
        phone: '123',
      },
    });
    expect(bad.state).not.toBe(200);
    expect(JSON.stringify(bad)).toContain('phone');
    const home = await as.hbstudent.api.post('/affairs/medicalInsurance/apply', {
      data: {
        academicYear: '2026-2027',
        insuredStatus: 'atHome',
        idNumber: ID,
        subsidy: 'none',
        phone: '13812345678',
      },
    });
    expect(home.state).not.toBe(200);
    expect(JSON.stringify(home)).toContain('proof');
  });
});

describe('the facts the system knows', () => {
  it('fills the year from the calendar and the ID number from the record, locked, whatever is sent', async () => {
    const record = await idOnRecord('hbstudent');
    expect(record).not.toBe(ID);
    const meta = await ok<AffairMeta>(as.hbstudent.api.get('/affairs/accidentInsurance/meta'));
    const { academicYear } = await ok<MyInsurance>(as.hbstudent.api.get('/insurance/mine'));
    expect(meta.initial).toMatchObject({ academicYear, idNumber: record });
    expect(meta.systemFields).toEqual({
      academicYear: { note: 'From the school calendar; it cannot be changed', verified: true },
      idNumber: { note: expect.stringContaining('From your student record') as string, verified: true },
    });

    const data = {
      plan: 'basic',
      insurer: 'picc',
      period: ['2099-09-01', '2100-08-31'],
      beneficiaryType: 'legal',
      phone: '13812345678',
    };
    // Through the BPM API a typed year other than the calendar's is refused, naming the field.
    const defs = await as.hbstudent.bpm.rows<{ id: string; key: string }>('/initiated/query/process/new');
    const def = defs.find((d) => d.key === 'bxgl_accident')!;
    const typed = await as.hbstudent.bpm.post('/instance/start', {
      defId: def.id,
      data: JSON.stringify({ ...data, academicYear: '2019-2020', idNumber: record }),
    });
    expect(typed.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(typed.message).toContain(academicYear);
    const otherId = await as.hbstudent.bpm.post('/instance/start', {
      defId: def.id,
      data: JSON.stringify({ ...data, academicYear, idNumber: ID }),
    });
    expect(otherId.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(otherId.message).not.toContain(record);

    // The module's apply takes the system's values over what is sent.
    const { proInstId: id } = await ok<{ proInstId: string }>(
      as.hbstudent.api.post('/affairs/accidentInsurance/apply', {
        data: { ...data, academicYear: '2019-2020', idNumber: ID },
      }),
    );
    const detail = await ok<AffairDetail>(as.hbstudent.api.get('/affairs/accidentInsurance/detail', { id }));
    expect(detail.values).toMatchObject({ academicYear, idNumber: record });
  });

  it('lets a student with no ID number on record type it, marked unverified (issue 30)', async () => {
    const userId = (
      await t.database.db
        .selectFrom('appUser')
        .select('id')
        .where('account', '=', 'hbstudent')
        .executeTakeFirstOrThrow()
    ).id;
    const record = await idOnRecord('hbstudent');
    const clear = (idNumber: string | null) =>
      t.database.db.updateTable('studentProfile').set({ idNumber }).where('userId', '=', userId).execute();
    await clear(null);
    try {
      const meta = await ok<AffairMeta>(as.hbstudent.api.get('/affairs/accidentInsurance/meta'));
      expect(meta.initial.idNumber).toBeUndefined();
      expect(meta.systemFields.idNumber).toEqual({
        note: 'Typed by the student, not verified',
        verified: false,
      });
      expect(meta.systemFields.academicYear?.verified).toBe(true);
    } finally {
      await clear(record);
    }
  });
});

describe('the accident insurance', () => {
  it('needs the beneficiary named when the student names one, and masks both ID numbers in lists', async () => {
    const year = (await ok<MyInsurance>(as.student.api.get('/insurance/mine'))).academicYear;
    const data = {
      academicYear: year,
      plan: 'standard',
      insurer: 'pingAn',
      period: ['2099-09-01', '2100-08-31'],
      idNumber: ID,
      beneficiaryType: 'named',
      phone: '13812345678',
    };
    const missing = await as.student.api.post('/affairs/accidentInsurance/apply', { data });
    expect(missing.state).not.toBe(200);
    expect(JSON.stringify(missing)).toContain('beneficiaryName');
    const mother = demoIdNumber('320115', '19780506', 12, false);
    const { proInstId: id } = await ok<{ proInstId: string }>(
      as.student.api.post('/affairs/accidentInsurance/apply', {
        data: { ...data, beneficiaryName: '王秀英', beneficiaryRelation: 'parent', beneficiaryId: mother },
      }),
    );
    const review = await as.counsellor.api.rows<{ id: string; values: Record<string, unknown> }>(
      '/affairs/accidentInsurance/review',
    );
    const row = review.find((r) => r.id === id)!;
    expect(row.values.idNumber).not.toBe(ID);
    expect(String(row.values.idNumber)).toMatch(/^\d\*+[\dX]$/);
    const detail = await ok<AffairDetail>(as.counsellor.api.get('/affairs/accidentInsurance/detail', { id }));
    expect(detail.values.beneficiaryId).toBe(mother);
  });
});

describe('who may see what', () => {
  it('refuses the rates to students and unrelated staff, and keeps schools apart', async () => {
    expect((await as.student.api.get('/insurance/rates')).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.dorm.api.get('/insurance/rates')).state).toBe(SecurityState.UNAUTHORIZED);
    const bad = await as.office.api.get('/insurance/rates', { module: 'nope' });
    expect(bad.state).not.toBe(200);
    expect(bad.message).toContain('module');
    const other = await ok<InsuranceRates>(as.hboffice.api.get('/insurance/rates'));
    const ours = await ok<InsuranceRates>(as.office.api.get('/insurance/rates'));
    expect(other.classes.some((c) => ours.classes.some((o) => o.id === c.id))).toBe(false);
    expect(other.totals.enrolled).toBe(0);
    expect((await as.office.api.get('/insurance/mine')).state).toBe(SecurityState.UNAUTHORIZED);
  });
});
