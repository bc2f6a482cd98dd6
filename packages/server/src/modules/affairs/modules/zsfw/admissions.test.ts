import ExcelJS from 'exceljs';
import { ModuleState, SecurityState } from '@campus/contract';
import type {
  AdmissionsHome,
  PublicAdmissions,
  SignupDetail,
  SignupRow,
} from '@campus/contract/affairs/zsfw';
import { describe, expect, it } from 'vitest';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * The admissions service (issue 13): the home page's programmes, a sign-up inside the window and
 * once per ID number, the signer's detail, the office's list masked, its decision taken once, and
 * nothing of it in another school.
 */
const WHO = ['student', 'office', 'counsellor', 'hboffice'] as const;
const { t, as } = groupTestApp('zsfw', WHO);

const SIGN_UP = {
  name: '钱多多',
  idNumber: '110105200801010014',
  mobile: '13700131901',
  examNumber: '26320101234567',
  candidateType: 'general',
  province: '江苏省',
  school: '无锡市第一中学',
  major1: '软件工程',
  major2: '会计学',
};

describe('admissions', () => {
  it('takes a sign-up once in the window, shows it to its signer whole and to the office masked', async () => {
    const home = await ok<AdmissionsHome>(as.student.api.get('/admissions/home'));
    const open = home.programs.find((p) => p.open)!;
    const closed = home.programs.find((p) => !p.open)!;
    expect(open.majors).toContain('软件工程');

    const late = await as.student.api.post('/admissions/signup', { ...SIGN_UP, programId: closed.id });
    expect(late.state).toBe(ModuleState.AFFAIR_BATCH_NOT_OPEN);
    expect(late.message).toContain('not open now');
    const wrongMajor = await as.student.api.post('/admissions/signup', {
      ...SIGN_UP,
      programId: open.id,
      major1: '法学',
    });
    expect(wrongMajor.message).toContain('法学 is not a major');
    const badId = await as.student.api.post('/admissions/signup', {
      ...SIGN_UP,
      programId: open.id,
      idNumber: '110105200801010011',
    });
    expect(badId.state).not.toBe(200);
    expect(badId.message).toContain('idNumber');

    const { id } = await ok<{ id: string }>(
      as.student.api.post('/admissions/signup', { ...SIGN_UP, programId: open.id }),
    );
    const twice = await as.student.api.post('/admissions/signup', { ...SIGN_UP, programId: open.id });
    expect(twice.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
    expect(twice.message).toContain('already signed up');

    const mine = await ok<SignupDetail>(as.student.api.get('/admissions/detail', { id }));
    expect(mine.idNumber).toBe(SIGN_UP.idNumber);
    expect(mine.mayReview).toBe(false);
    expect(
      (await ok<AdmissionsHome>(as.student.api.get('/admissions/home'))).mine.map((s) => s.id),
    ).toContain(id);

    const list = await ok<SignupRow[]>(as.office.api.post('/admissions/list', { programId: open.id }));
    const row = list.find((r) => r.id === id)!;
    expect(row.idNumber).toBe('1****************4');
    expect(row.mobile).toBe('137****1901');
    const filtered = await ok<SignupRow[]>(
      as.office.api.post('/admissions/list', { major: '会计学', state: 'submitted' }),
    );
    expect(
      filtered.every((r) => (r.major1 === '会计学' || r.major2 === '会计学') && r.state === 'submitted'),
    ).toBe(true);
    expect(filtered.some((r) => r.id === id)).toBe(true);

    // The office decides once; the signer sees it; a counsellor and another school see nothing.
    await ok(as.office.api.post('/admissions/review', { id, state: 'eligible', note: '材料齐全' }));
    const again = await as.office.api.post('/admissions/review', { id, state: 'ineligible' });
    expect(again.state).toBe(ModuleState.ACTION_NOT_ALLOWED);
    expect(again.message).toContain('already decided');
    expect((await ok<SignupDetail>(as.student.api.get('/admissions/detail', { id }))).state).toBe('eligible');
    expect((await as.counsellor.api.post('/admissions/list', {})).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.counsellor.api.get('/admissions/detail', { id })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    expect((await as.hboffice.api.get('/admissions/detail', { id })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    expect((await ok<SignupRow[]>(as.hboffice.api.post('/admissions/list', {}))).length).toBe(0);
  });

  it('exports the list, masked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/zsfw/v3/admissions/export',
      headers: { ...as.office.api.who.headers, 'accept-language': 'zh-CN' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it('exports a name typed as a formula as inert text (issue 25 §12)', async () => {
    const home = await ok<AdmissionsHome>(as.student.api.get('/admissions/home'));
    const open = home.programs.find((p) => p.open)!;
    const formula = '=HYPERLINK("http://x","y")';
    await ok(
      as.student.api.post('/admissions/signup', {
        ...SIGN_UP,
        programId: open.id,
        name: formula,
        idNumber: '110105200802020011',
        mobile: '13700131902',
        examNumber: '26320101234568',
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/zsfw/v3/admissions/export',
      headers: { ...as.office.api.who.headers, 'accept-language': 'en-US' },
      payload: { programId: open.id },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const names = sheet.getColumn(2).values.slice(2);
    const cell = sheet.getCell(2 + names.findIndex((v) => String(v).includes('HYPERLINK')), 2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.value).toBe(`'${formula}`);
  });

  it('has demo sign-ups in every state', async () => {
    const list = await ok<SignupRow[]>(as.office.api.post('/admissions/list', {}));
    expect(new Set(list.map((r) => r.state))).toEqual(
      new Set(['submitted', 'eligible', 'returned', 'ineligible']),
    );
  });
});

describe('the public admissions home', () => {
  const anonymous = async (query = '', lang = 'en-US') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/zsfw/v3/admissions/programs${query}`,
      headers: { 'accept-language': lang },
    });
    return {
      status: res.statusCode,
      body: res.json<{ state: number; message: string; data: PublicAdmissions }>(),
    };
  };

  it("answers without a session with the school's programmes and nothing personal", async () => {
    const { status, body } = await anonymous();
    expect(status).toBe(200);
    expect(body.state).toBe(200);
    // Only the first demo school takes sign-ups: it is the one shown.
    expect(body.data.school).toEqual({ code: 'jnlg', name: '江南理工学院' });
    expect(body.data.schools).toEqual([{ code: 'jnlg', name: '江南理工学院' }]);
    expect(body.data.programs.some((p) => p.open && p.majors.length > 0 && p.contact)).toBe(true);
    const signups = await t.database.db
      .selectFrom('admissionSignup')
      .select(['name', 'idNumber', 'mobile'])
      .execute();
    expect(signups.length).toBeGreaterThan(0);
    const text = JSON.stringify(body.data);
    for (const s of signups)
      for (const value of [s.name, s.idNumber, s.mobile]) expect(text).not.toContain(value);
  });

  it('shows the school named by its code, and says so when there is no such school', async () => {
    expect((await anonymous('?school=hbsf')).body.data).toMatchObject({
      school: { code: 'hbsf', name: '海滨师范学院' },
      programs: [],
    });
    const unknown = await anonymous('?school=nowhere', 'zh-CN');
    expect(unknown.body.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    expect(unknown.body.message).toContain('未找到该学校的招生信息');
  });
});
