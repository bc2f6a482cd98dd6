import {
  HttpState,
  ModuleState,
  SecurityState,
  type ImportPreview,
  type ImportStatus,
} from '@campus/contract';
import type { ImportHistoryRow } from '@campus/contract/api/admin/imports';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../../../test/app.js';
import { signIn, type SignedIn } from '../../../../test/auth.js';
import { demoSchoolId } from '../../../../test/demo-school.js';
import { upload } from '../../../../test/files.js';
import { openTestApp } from '../../../../test/signed-in-app.js';
import { importsSettled } from '../run.js';
import { readSheet, writeSheet } from '../sheet.js';

/**
 * Issue 28: a school's master data from its spreadsheets, through the mechanism's import at
 * /affairs/admin/imports/<kind>: each kind refuses a bad cell by row and column in the reader's
 * language, writes an accepted file once (the same file again changes nothing and logs nothing),
 * updates a changed row, keeps a withdrawn student, and is the school administrator's alone.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BASE = '/api/business/v3/affairs/admin/imports';
let admin: SignedIn;
let adminB: SignedIn;
let student: SignedIn;
let counsellor: SignedIn;
const t = openTestApp(async (app) => {
  admin = await signIn(app, 'admin');
  adminB = await signIn(app, 'admin', { tenantId: await demoSchoolId(app.database.db, 'hbsf') });
  student = await signIn(app, 'student');
  counsellor = await signIn(app, 'counsellor');
});
const db = () => t.database.db;

async function preview(who: SignedIn, kind: string, header: string[], rows: unknown[][], lang = 'en-US') {
  const content = await writeSheet(header, rows);
  return upload<ImportPreview>(
    t.app,
    who,
    { name: `${kind}.xlsx`, type: XLSX, content },
    { url: `${BASE}/${kind}`, headers: { 'accept-language': lang } },
  );
}

/** Uploads and confirms a file that must be accepted; the import's status once written. */
async function imported(kind: string, header: string[], rows: unknown[][], who = admin) {
  const { body } = await preview(who, kind, header, rows);
  expect(body.state, body.message).toBe(200);
  expect(body.data.errors).toEqual([]);
  const confirmed = await injectEnvelope<ImportStatus>(t.app, {
    method: 'POST',
    url: `${BASE}/${kind}/confirm`,
    headers: who.headers,
    payload: { id: body.data.id },
  });
  expect(confirmed.body.state, confirmed.body.message).toBe(200);
  await importsSettled();
  const status = await injectEnvelope<ImportStatus>(t.app, {
    method: 'GET',
    url: `${BASE}/${kind}/status?id=${body.data.id}`,
    headers: who.headers,
  });
  expect(status.body.data.state, status.body.data.message ?? '').toBe('done');
  return body.data.id;
}

const logCount = async () =>
  Number(
    (
      await db()
        .selectFrom('changeLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenantId', '=', admin.tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const ORG_HEADER = ['组织代码', '组织名称', '类型', '上级代码'];
const MAJOR_HEADER = ['专业代码', '专业名称', '学院代码'];
const CLASS_HEADER = ['班级代码', '班级名称', '年级', '专业代码', '学院代码'];
const STAFF_HEADER = ['工号', '姓名', '性别', '手机号', '身份证号', '部门代码', '职务/职称', '状态'];
const STUDENT_HEADER = [
  '学号',
  '姓名',
  '性别',
  '身份证号',
  '手机号',
  '班级代码',
  '入学年份',
  '预计毕业年份',
  '学籍状态',
];
const ORGS = [
  ['IMP-C1', '导入学院', '学院', ''],
  ['IMP-D1', '导入学院教学办', '系/教研室', 'IMP-C1'],
];
const MAJORS = [['IMP-M1', '导入专业', 'IMP-C1']];
const CLASSES = [['IMP-K1', '2026 级导入 1 班', '2026', 'IMP-M1', 'IMP-C1']];
const STAFF = [['IMP-T1', '导入老师', '女', '13900009001', '11010119800101002X', 'IMP-C1', '辅导员', '在职']];
const STUDENTS = [
  ['IMP-S1', '导入甲', '男', '110101200801011234', '13900009101', 'IMP-K1', '2026', '2030', '在读'],
  ['IMP-S2', '导入乙', '女', '110101200801021245', '13900009102', 'IMP-K1', '2026', '2030', '在读'],
];

describe('a small school imported kind by kind', () => {
  beforeAll(async () => {
    await imported('orgs', ORG_HEADER, ORGS);
    await imported('majors', MAJOR_HEADER, MAJORS);
    await imported('classes', CLASS_HEADER, CLASSES);
    await imported('staff', STAFF_HEADER, STAFF);
    await imported('students', STUDENT_HEADER, STUDENTS);
    await imported(
      'assignments',
      ['工号', '职责', '组织代码', '角色代码'],
      [['IMP-T1', '辅导员', 'IMP-K1', 'counsellor']],
    );
  });

  it('puts each row where its codes say, with accounts nobody can sign in to yet', async () => {
    const orgs = await db()
      .selectFrom('org')
      .select(['code', 'type', 'parentId', 'path', 'id', 'grade'])
      .where('tenantId', '=', admin.tenantId)
      .where('code', 'like', 'IMP-%')
      .execute();
    const by = Object.fromEntries(orgs.map((o) => [o.code, o]));
    expect(by['IMP-C1']).toMatchObject({ type: 'college' });
    expect(by['IMP-D1']).toMatchObject({ type: 'department', parentId: by['IMP-C1']!.id });
    expect(by['IMP-M1']).toMatchObject({ type: 'major', parentId: by['IMP-C1']!.id });
    expect(by['IMP-K1']).toMatchObject({ type: 'class', parentId: by['IMP-M1']!.id, grade: '2026' });
    expect(by['IMP-K1']!.path).toBe(`${by['IMP-M1']!.path}${by['IMP-K1']!.id}/`);

    const people = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .leftJoin('studentProfile as p', (j) =>
        j.onRef('p.userId', '=', 'm.userId').onRef('p.tenantId', '=', 'm.tenantId'),
      )
      .select([
        'm.number',
        'm.orgId',
        'm.studyStatus',
        'm.enrolmentYear',
        'u.status',
        'u.passwordHash',
        'p.idNumber',
        'm.idNumber as staffIdNumber',
      ])
      .where('m.tenantId', '=', admin.tenantId)
      .where('m.number', 'like', 'IMP-%')
      .orderBy('m.number')
      .execute();
    expect(people.map((p) => p.number)).toEqual(['IMP-S1', 'IMP-S2', 'IMP-T1']);
    expect(people[0]).toMatchObject({
      orgId: by['IMP-K1']!.id,
      studyStatus: 'enrolled',
      enrolmentYear: 2026,
      idNumber: '110101200801011234',
    });
    // A staff member's ID number is kept on the membership, for activation only (migration 0009).
    expect(people[2]).toMatchObject({ idNumber: null, staffIdNumber: '11010119800101002X' });
    for (const p of people) {
      expect(p.status).toBe('inactive');
      expect(p.passwordHash.startsWith('scrypt$')).toBe(false);
    }
    const signInFails = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/oauth2/v3/authentication/apply',
      payload: {
        grant_type: 'password_credentials',
        client_id: t.app.config.oauth.clientId,
        client_secret: t.app.config.oauth.clientSecret,
        username: 'jnlg.imp-s1',
        password: '',
      },
    });
    expect(signInFails.body.state).not.toBe(200);

    const duty = await db()
      .selectFrom('orgDuty')
      .select('duty')
      .where('orgId', '=', by['IMP-K1']!.id)
      .where('userId', '=', await memberId('IMP-T1'))
      .execute();
    expect(duty).toEqual([{ duty: 'counsellor' }]);

    // The roles the app's screens go by: every student the student role, a counsellor's duty the
    // counsellor role (held once, though the row also names it).
    const roles = async (number: string) =>
      (
        await db()
          .selectFrom('memberRole as mr')
          .innerJoin('role as r', 'r.id', 'mr.roleId')
          .select('r.code')
          .where('mr.tenantId', '=', admin.tenantId)
          .where('mr.userId', '=', await memberId(number))
          .execute()
      ).map((r) => r.code);
    expect(await roles('IMP-S1')).toEqual(['student']);
    expect(await roles('IMP-T1')).toEqual(['counsellor']);
  });

  it('changes nothing and logs nothing when the same files come again', async () => {
    const before = await logCount();
    await imported('orgs', ORG_HEADER, ORGS);
    await imported('classes', CLASS_HEADER, CLASSES);
    await imported('staff', STAFF_HEADER, STAFF);
    await imported('students', STUDENT_HEADER, STUDENTS);
    expect(await logCount()).toBe(before);
    const history = await injectEnvelope<{ rows: ImportHistoryRow[]; total: number }>(t.app, {
      method: 'GET',
      url: `${BASE}/history?limit=1`,
      headers: admin.headers,
    });
    expect(history.body.data.rows[0]).toMatchObject({
      kind: 'students',
      added: 0,
      updated: 0,
      unchanged: 2,
      refused: 0,
    });
    expect(history.body.data.total).toBeGreaterThanOrEqual(10);
  });

  it('updates a changed row, and records only the fields that changed', async () => {
    const changed = STUDENTS.map((r) => [...r]);
    changed[1]![4] = '13900009199';
    await imported('students', STUDENT_HEADER, changed);
    const id = await memberId('IMP-S2');
    const entries = await db()
      .selectFrom('changeLog')
      .select(['action', 'before', 'after'])
      .where('objectId', '=', id)
      .where('action', '=', 'update')
      .execute();
    expect(entries).toEqual([
      { action: 'update', before: '{"mobile":"13900009102"}', after: '{"mobile":"13900009199"}' },
    ]);
  });

  it('keeps a withdrawn student and every row of theirs, only ending their access', async () => {
    const withdrawn = STUDENTS.map((r) => [...r]);
    withdrawn[0]![8] = '退学';
    await imported('students', STUDENT_HEADER, withdrawn);
    const row = await db()
      .selectFrom('tenantMember')
      .select(['studyStatus', 'status'])
      .where('tenantId', '=', admin.tenantId)
      .where('number', '=', 'IMP-S1')
      .executeTakeFirstOrThrow();
    // As the lifecycle screen withdraws: the membership stays, the study status ends access.
    expect(row).toEqual({ studyStatus: 'withdrawn', status: 'active' });
    expect(
      await db()
        .selectFrom('studentProfile')
        .select('idNumber')
        .where('userId', '=', await memberId('IMP-S1'))
        .execute(),
    ).toHaveLength(1);
  });
});

const memberId = async (number: string) =>
  (
    await db()
      .selectFrom('tenantMember')
      .select('userId')
      .where('tenantId', '=', admin.tenantId)
      .where('number', '=', number)
      .executeTakeFirstOrThrow()
  ).userId;

describe('a wrong cell', () => {
  it('is named by row and column in the reader language, and nothing is written', async () => {
    const rows = [
      ['IMP-S9', '导入丙', '男', '', '', 'IMP-K1', '2026', '2030', '在读'],
      ['IMP-S10', '导入丁', '男', '', '', '2024软件9班', '2026', '2030', '在读'],
      ['IMP-S11', '导入戊', '未知', '12345', '', 'IMP-K1', '2026', '2020', '在读'],
    ];
    const { body } = await preview(admin, 'students', STUDENT_HEADER, rows, 'zh-CN');
    expect(body.state).toBe(200);
    expect(body.data.acceptable).toBe(false);
    expect(body.data.errors).toEqual([
      { row: 3, column: '班级代码', message: '“2024软件9班”不存在' },
      { row: 4, column: '性别', message: '应为：男 / 女' },
      { row: 4, column: '身份证号', message: expect.stringContaining('18 位身份证号') },
    ]);
    const english = await preview(admin, 'students', STUDENT_HEADER, rows.slice(1, 2), 'en-US');
    expect(english.body.data.errors).toEqual([
      { row: 2, column: 'Class code', message: '"2024软件9班" does not exist' },
    ]);
    const confirm = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${BASE}/students/confirm`,
      headers: admin.headers,
      payload: { id: body.data.id },
    });
    expect(confirm.body.state).toBe(HttpState.BAD_REQUEST);
    expect(
      await db().selectFrom('tenantMember').select('number').where('number', '=', 'IMP-S9').execute(),
    ).toEqual([]);
  });

  it('refuses a graduation before enrolment, a number twice and a class that is not a class', async () => {
    const { body } = await preview(admin, 'students', STUDENT_HEADER, [
      ['IMP-S20', '甲', '男', '', '', 'IMP-K1', '2026', '2020', '在读'],
      ['IMP-S21', '乙', '男', '', '', 'IMP-C1', '2026', '', '在读'],
      ['IMP-S21', '乙', '男', '', '', 'IMP-K1', '2026', '', '在读'],
    ]);
    expect(body.data.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'Expected graduation year'],
      [3, 'Class code'],
      [4, 'Student number'],
    ]);
  });
});

describe('who may import', () => {
  it('refuses anyone but the school administrator', async () => {
    for (const who of [student, counsellor]) {
      const { body } = await preview(who, 'students', STUDENT_HEADER, STUDENTS);
      expect(body.state).toBe(SecurityState.UNAUTHORIZED);
      const history = await injectEnvelope(t.app, {
        method: 'GET',
        url: `${BASE}/history`,
        headers: who.headers,
      });
      expect(history.body.state).toBe(SecurityState.UNAUTHORIZED);
    }
  });

  it("never lets another school's administrator see or touch this school's rows", async () => {
    const mine = await preview(admin, 'orgs', ORG_HEADER, ORGS);
    // The other school knows none of these codes: its own file naming them is refused.
    const { body } = await preview(adminB, 'classes', CLASS_HEADER, CLASSES);
    expect(body.data.errors.map((e) => e.column)).toEqual(['College code']);
    const status = await injectEnvelope(t.app, {
      method: 'GET',
      url: `${BASE}/orgs/status?id=${mine.body.data.id}`,
      headers: adminB.headers,
    });
    expect(status.body.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    const confirm = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${BASE}/orgs/confirm`,
      headers: adminB.headers,
      payload: { id: mine.body.data.id },
    });
    expect(confirm.body.state).not.toBe(200);
    const history = await injectEnvelope<{ rows: ImportHistoryRow[] }>(t.app, {
      method: 'GET',
      url: `${BASE}/history`,
      headers: adminB.headers,
    });
    expect(history.body.data.rows.filter((r) => r.fileName === 'orgs.xlsx')).toEqual([]);
  });
});

describe('dormitory beds', () => {
  const HEADER = ['楼栋代码', '楼栋名称', '楼层', '房间号', '床位号', '性别', '房间容量', '住宿费（元/年）'];
  const BEDS = [
    ['IMP-B', '导入楼', 1, '101', 1, '女', 2, 1100],
    ['IMP-B', '导入楼', 1, '101', 2, '女', 2, 1100],
  ];

  it('adds the building, room and beds once, and follows a changed room without touching its beds', async () => {
    await imported('beds', HEADER, BEDS);
    const before = await logCount();
    await imported('beds', HEADER, BEDS);
    expect(await logCount()).toBe(before);
    await imported('beds', HEADER, [...BEDS, ['IMP-B', '导入楼', 2, '201', 1, '女', 4, 1000]]);
    const beds = await db()
      .selectFrom('dormBed as b')
      .innerJoin('dormRoom as r', 'r.id', 'b.roomId')
      .innerJoin('dormBuilding as g', 'g.id', 'r.buildingId')
      .select(['b.code', 'r.capacity', 'r.fee', 'g.floors'])
      .where('b.tenantId', '=', admin.tenantId)
      .where('g.code', '=', 'IMP-B')
      .orderBy('b.code')
      .execute();
    expect(beds).toEqual([
      { code: 'IMP-B-101-1', capacity: 2, fee: 1100, floors: 2 },
      { code: 'IMP-B-101-2', capacity: 2, fee: 1100, floors: 2 },
      { code: 'IMP-B-201-1', capacity: 4, fee: 1000, floors: 2 },
    ]);
  });

  it('refuses a bed over the capacity and a room made smaller than who lives in it', async () => {
    const lived = await db()
      .selectFrom('dormRoom as r')
      .innerJoin('dormBuilding as g', 'g.id', 'r.buildingId')
      .select(['g.code', 'g.name', 'r.number', 'r.floor', 'r.occupied'])
      .where('r.tenantId', '=', admin.tenantId)
      .where('r.occupied', '>', 1)
      .executeTakeFirstOrThrow();
    const { body } = await preview(admin, 'beds', HEADER, [
      ['IMP-B', '导入楼', 1, '101', 3, '女', 2, 1100],
      [lived.code, lived.name, lived.floor, lived.number, 1, '男', 1, 1200],
    ]);
    expect(body.data.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'Bed'],
      [3, 'Room capacity'],
    ]);
  });
});

describe('a template', () => {
  it('has the headers in the reader language, an example row and a sheet explaining each column', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/students/template`,
      headers: { ...admin.headers, 'accept-language': 'ja-JP' },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readSheet({ name: 't.xlsx', content: response.rawPayload }, 10);
    expect(sheet.header.slice(0, 3)).toEqual(['学籍番号', '氏名', '性別']);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]!.cells[5]).toBe('RJ2401');
  });
});
