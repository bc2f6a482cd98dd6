import { ModuleState, SecurityState, type AffairDetail, type AffairReviewRow } from '@campus/contract';
import type { AffairRow } from '@campus/contract';
import type { InfoChangeRecord, StudentInfoCard, StudentPage } from '@campus/contract/affairs/xsxx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { signIn } from '../../../../test/auth.js';
import { maskValue } from '../../publicity/mask.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Student information (issue 13): the staff's query within their charge and tenant with the
 * sensitive fields masked in every list and whole only on the card of a student in their charge;
 * a student's change of phone, address or bank card kept before/after and written only when the
 * counsellor approves; the comprehensive query's filters and export.
 */
const WHO = ['student', 'counsellor', 'college', 'office', 'hboffice', 'teacher'] as const;
const { t, as } = groupTestApp('jczy', WHO);

const db = () => t.database.db;

const page = (caller: ServiceCaller, body: Record<string, unknown> = {}) =>
  ok<StudentPage>(caller.api.post('/xsxx/students', { limit: 200, ...body }));

async function userId(account: string) {
  const row = await db()
    .selectFrom('appUser')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A student of the school (jnlg) in a college other than the demo counsellor's. */
async function outsider() {
  const student = await userId('student');
  const mine = await db()
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['o.path', 'm.tenantId'])
    .where('m.userId', '=', student)
    .executeTakeFirstOrThrow();
  const collegePath = mine.path.split('/').slice(0, 3).join('/') + '/';
  return db()
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select('m.userId')
    .where('m.tenantId', '=', mine.tenantId)
    .where('m.kind', '=', 'student')
    .where('o.path', 'not like', `${collegePath}%`)
    .executeTakeFirstOrThrow();
}

describe('the query', () => {
  it('gives each member of staff their charge, masked, and nothing of another school', async () => {
    const [counsellor, college, office, hb] = await Promise.all([
      page(as.counsellor),
      page(as.college),
      page(as.office),
      page(as.hboffice),
    ]);
    expect(counsellor.total).toBeGreaterThan(10);
    expect(college.total).toBeGreaterThan(counsellor.total);
    expect(office.total).toBeGreaterThan(college.total);
    const student = await userId('student');
    expect(counsellor.rows.some((r) => r.id === student)).toBe(true);
    expect(hb.rows.some((r) => r.id === student)).toBe(false);
    const other = await outsider();
    expect(counsellor.rows.some((r) => r.id === other.userId)).toBe(false);

    const me = counsellor.rows.find((r) => r.id === student)!;
    expect(me.mobile).toBe('139****0002');
    expect(me.idNumber).toMatch(/^\d\*{16}[\dX]$/);
    expect(me.bankCard).toMatch(/^\*{4} \d{4}$/);
    expect(me.familyIncome).toBe('******');
    for (const row of office.rows) {
      expect(row.mobile ?? '').not.toMatch(/^\d{11}$/);
      expect(row.idNumber ?? '').not.toMatch(/^\d{17}[\dX]$/);
    }
  });

  it('is for staff only', async () => {
    for (const who of ['student', 'teacher'] as const) {
      const refused = await as[who].api.post('/xsxx/students', {});
      expect(refused.state).toBe(SecurityState.UNAUTHORIZED);
      expect(refused.message).toContain('Only counsellors');
    }
  });

  it('filters over many fields and refuses a bad filter naming it', async () => {
    const all = await page(as.office);
    const poor = await page(as.office, { incomeMax: 30000 });
    expect(poor.total).toBeGreaterThan(0);
    expect(poor.total).toBeLessThan(all.total);
    const ids = poor.rows.map((r) => r.id);
    const incomes = await db()
      .selectFrom('studentProfile')
      .select('familyIncome')
      .where('userId', 'in', ids)
      .execute();
    expect(incomes.every((r) => Number(r.familyIncome) <= 30000)).toBe(true);
    const women = await page(as.office, { gender: 'female', politicalStatus: 'league' });
    expect(women.rows.every((r) => r.gender === 'female' && r.politicalStatus === 'league')).toBe(true);
    const bad = await as.office.api.post('/xsxx/students', { incomeMax: -1 });
    expect(bad.state).not.toBe(200);
    expect(bad.message).toContain('incomeMax');
  });

  it('exports the same rows, masked, as a spreadsheet', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jczy/v3/xsxx/students/export',
      headers: { ...as.counsellor.api.who.headers, 'accept-language': 'zh-CN' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('学号');
    const { total } = await page(as.counsellor);
    expect(sheet.rowCount).toBe(total + 1);
    const mobiles = sheet.getColumn(10).values.slice(2).map(String);
    expect(mobiles.every((m) => m.includes('****'))).toBe(true);
  });
});

describe("a student's card", () => {
  it('is whole for the staff in charge and the student, and not found for anyone else', async () => {
    const student = await userId('student');
    const card = await ok<StudentInfoCard>(as.counsellor.api.get('/xsxx/student', { id: student }));
    expect(card.mobile).toBe('13900000002');
    expect(card.idNumber).toMatch(/^\d{17}[\dX]$/);
    expect(card.bankCard).toMatch(/^\d{19}$/);
    expect(typeof card.familyIncome).toBe('number');
    const mine = await ok<StudentInfoCard>(as.student.api.get('/xsxx/mine'));
    expect(mine.idNumber).toBe(card.idNumber);

    const other = await outsider();
    const hidden = await as.counsellor.api.get('/xsxx/student', { id: other.userId });
    expect(hidden.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    expect((await as.college.api.get('/xsxx/student', { id: student })).state).toBe(200);
    const elsewhere = await as.hboffice.api.get('/xsxx/student', { id: student });
    expect(elsewhere.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    expect((await as.student.api.get('/xsxx/student', { id: student })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
  });
});

describe('a change of phone', () => {
  it('keeps before and after and changes the record only when the counsellor approves', async () => {
    const { proInstId: id } = await ok<{ proInstId: string }>(
      as.student.api.post('/affairs/infoPhone/apply', {
        data: { mobile: '13700131501', reason: '换了新号码' },
      }),
    );
    const twice = await as.student.api.post('/affairs/infoPhone/apply', {
      data: { mobile: '13700131502', reason: '换了新号码' },
    });
    expect(twice.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(twice.message).toContain('still being reviewed');

    const detail = await ok<AffairDetail>(as.counsellor.api.get('/affairs/infoPhone/detail', { id }));
    expect(detail.record as unknown as InfoChangeRecord).toMatchObject({
      field: 'phone',
      before: '13900000002',
      after: '13700131501',
      appliedAt: null,
    });
    const review = await as.counsellor.api.rows<AffairReviewRow>('/affairs/infoPhone/review');
    const row = review.find((r) => r.id === id)!;
    expect(row.values.before).toBe('1*********2');
    expect(row.values.after).toBe('1*********1');
    // Not yet approved: the record is unchanged.
    expect((await ok<StudentInfoCard>(as.student.api.get('/xsxx/mine'))).mobile).toBe('13900000002');
    expect((await ok<StudentInfoCard>(as.student.api.get('/xsxx/mine'))).pending.phone).toBe(id);

    const task = await pendingTask(as.counsellor.bpm, id);
    await ok(as.counsellor.bpm.post('/task/agree', { taskId: task.taskId, data: {}, opinion: '同意' }));
    expect((await ok<StudentInfoCard>(as.student.api.get('/xsxx/mine'))).mobile).toBe('13700131501');
    const after = await ok<AffairDetail>(as.student.api.get('/affairs/infoPhone/detail', { id }));
    expect((after.record as unknown as InfoChangeRecord).appliedAt).toBeGreaterThan(0);
    // The new number signs in as before (the account's phone).
    expect(await signIn(t.app, 'student')).toBeTruthy();
  });

  it('refuses the same value, a number of another account and a card that is not digits, naming the field', async () => {
    const student = await userId('student');
    const current = (
      await db().selectFrom('appUser').select('mobile').where('id', '=', student).executeTakeFirstOrThrow()
    ).mobile;
    const same = await as.student.api.post('/affairs/infoPhone/apply', {
      data: { mobile: current, reason: '测试一下' },
    });
    expect(same.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(same.message).toContain('already on record');
    const taken = await as.student.api.post('/affairs/infoPhone/apply', {
      data: { mobile: '13900000003', reason: '测试一下' },
    });
    expect(taken.message).toContain('another account');
    const card = await as.student.api.post('/affairs/infoBankCard/apply', {
      data: { bankName: '中国银行', bankCard: '6217-0015-4002-3456', reason: '换卡了' },
    });
    expect(card.message).toContain('16 to 19 digits');
    const form = await as.student.api.post('/affairs/infoPhone/apply', {
      data: { mobile: '12345', reason: '' },
    });
    expect(form.state).toBe(ModuleState.FORM_DATA_INVALID);
  });
});

describe('a change of bank card', () => {
  it('keeps the bank beside the number, before and after, and writes both on approval', async () => {
    const before = await ok<StudentInfoCard>(as.student.api.get('/xsxx/mine'));
    const { proInstId: id } = await ok<{ proInstId: string }>(
      as.student.api.post('/affairs/infoBankCard/apply', {
        data: { bankName: '中国银行', bankCard: '6216 6101 2345 6789', reason: '原卡已注销，换中国银行卡' },
      }),
    );
    const detail = await ok<AffairDetail>(as.counsellor.api.get('/affairs/infoBankCard/detail', { id }));
    expect(detail.record as unknown as InfoChangeRecord).toMatchObject({
      field: 'bankCard',
      before: before.bankCard,
      after: '6216610123456789',
      beforeBank: before.bankName,
      afterBank: '中国银行',
      appliedAt: null,
    });
    expect(before.bankName).toBeTruthy();
    expect(before.bankName).not.toBe('中国银行');
    const task = await pendingTask(as.counsellor.bpm, id);
    await ok(as.counsellor.bpm.post('/task/agree', { taskId: task.taskId, data: {}, opinion: '同意' }));
    const after = await ok<StudentInfoCard>(as.student.api.get('/xsxx/mine'));
    expect(after).toMatchObject({ bankName: '中国银行', bankCard: '6216610123456789' });
  });
});

describe('a change of address', () => {
  it('refused by the counsellor leaves the record as it was', async () => {
    const before = (await ok<StudentInfoCard>(as.student.api.get('/xsxx/mine'))).address;
    const { proInstId: id } = await ok<{ proInstId: string }>(
      as.student.api.post('/affairs/infoAddress/apply', {
        data: { address: '浙江省杭州市西湖区文三路99号', reason: '家里搬家了' },
      }),
    );
    const task = await pendingTask(as.counsellor.bpm, id);
    await ok(as.counsellor.bpm.post('/task/oppose', { taskId: task.taskId, data: {}, opinion: '请附证明' }));
    expect((await ok<StudentInfoCard>(as.student.api.get('/xsxx/mine'))).address).toBe(before);
    const detail = await ok<AffairDetail>(as.student.api.get('/affairs/infoAddress/detail', { id }));
    expect(detail.record).toMatchObject({ before, after: '浙江省杭州市西湖区文三路99号', appliedAt: null });
    // The student's history shows both values too (masked, as every list), not only the one asked for.
    const [row] = (await as.student.api.rows<AffairRow>('/affairs/infoAddress/mine')).filter(
      (r) => r.id === id,
    );
    expect(row!.values.before).toBe(maskValue(before));
    expect(row!.values.after).toBe(maskValue('浙江省杭州市西湖区文三路99号'));
  });
});

describe('the demo', () => {
  it('gives the counsellor changes to decide and records in every state', async () => {
    const phones = await as.counsellor.api.rows<AffairReviewRow>('/affairs/infoPhone/review');
    expect(phones.length).toBeGreaterThanOrEqual(1);
    const changed = await db()
      .selectFrom('studentInfoChange')
      .select(['field', 'appliedAt'])
      .where('appliedAt', 'is not', null)
      .execute();
    expect(changed.some((c) => c.field === 'bankCard')).toBe(true);
  });
});
