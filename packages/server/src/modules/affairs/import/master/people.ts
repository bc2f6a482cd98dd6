import {
  upsertStaff,
  upsertStudents,
  type StaffInput,
  type StudentInput,
} from '../../../../core/master-data/index.js';
import type { OrgType, StudyStatus } from '../../../../db/tables/core.js';
import { say, texts, type Texts } from '../../group-refusal.js';
import { textCell } from '../cells.js';
import type { ImportColumn, ImportScope, ParsedRow, RowProblem } from '../kind.js';
import {
  choiceList,
  codeCell,
  genderCell,
  idNumberCell,
  KEY_FORMAT,
  phoneCell,
  STAFF_STATUSES,
  staffStatusCell,
  STUDY_STATUSES,
  studyStatusCell,
  yearCell,
} from './cells.js';
import { firstRows, membersByNumber, orgsByCode } from './lookups.js';
import { MASTER_TEXTS } from './texts.js';
import { masterBatchKind, masterKind } from './write.js';

/**
 * Students and staff from spreadsheets, by number: a new number is a new person (with an account
 * nobody can sign in to until they activate it), a known one takes the changed cells. A student
 * marked withdrawn or graduated, a staff member marked left, keeps every row and record.
 */
const PERSON_COLUMNS = {
  name: { key: 'name', header: texts('姓名', '姓名', 'Name', '氏名'), required: true, parse: textCell(50) },
  gender: {
    key: 'gender',
    header: texts('性别', '性別', 'Gender', '性別'),
    parse: genderCell,
    format: texts('男 / 女', '男 / 女', 'Male / Female', '男性 / 女性'),
    example: '男',
  },
  phone: {
    key: 'phone',
    header: texts('手机号', '手機號碼', 'Mobile', '携帯電話'),
    aliases: ['手机', '联系电话'],
    parse: phoneCell,
    format: texts(
      '11 位手机号，用于激活账号',
      '11 位手機號碼，用於啟用帳號',
      '11 digits; used to activate the account',
      '11 桁。アカウントの有効化に使います',
    ),
    example: '13800000000',
  },
} satisfies Record<string, ImportColumn>;

const STUDENT_COLUMNS: ImportColumn[] = [
  {
    key: 'number',
    header: texts('学号', '學號', 'Student number', '学籍番号'),
    aliases: ['xh'],
    required: true,
    parse: codeCell,
    format: KEY_FORMAT,
    example: '2024010101',
  },
  { ...PERSON_COLUMNS.name, example: '张三' },
  PERSON_COLUMNS.gender,
  {
    key: 'idNumber',
    header: texts('身份证号', '身分證號', 'ID number', '身分証番号'),
    aliases: ['身份证号码'],
    parse: idNumberCell,
    format: texts(
      '18 位，用于激活账号',
      '18 位，用於啟用帳號',
      '18 characters; used to activate the account',
      '18 桁。アカウントの有効化に使います',
    ),
    example: '110101200601011234',
  },
  PERSON_COLUMNS.phone,
  {
    key: 'classCode',
    header: texts('班级代码', '班級代碼', 'Class code', 'クラスコード'),
    required: true,
    parse: codeCell,
    format: texts(
      '已导入的班级代码',
      '已匯入的班級代碼',
      'the code of an imported class',
      '取り込み済みのクラスコード',
    ),
    example: 'RJ2401',
  },
  {
    key: 'enrolmentYear',
    header: texts('入学年份', '入學年份', 'Enrolment year', '入学年'),
    parse: yearCell,
    example: '2024',
  },
  {
    key: 'graduationYear',
    header: texts('预计毕业年份', '預計畢業年份', 'Expected graduation year', '卒業予定年'),
    parse: yearCell,
    example: '2028',
  },
  {
    key: 'studyStatus',
    header: texts('学籍状态', '學籍狀態', 'Study status', '学籍状態'),
    parse: studyStatusCell,
    format: choiceList(STUDY_STATUSES),
    example: STUDY_STATUSES.enrolled['zh-CN'],
  },
];

const STAFF_COLUMNS: ImportColumn[] = [
  {
    key: 'number',
    header: texts('工号', '工號', 'Staff number', '職員番号'),
    aliases: ['职工号'],
    required: true,
    parse: codeCell,
    format: KEY_FORMAT,
    example: 'T0001',
  },
  { ...PERSON_COLUMNS.name, example: '李老师' },
  PERSON_COLUMNS.gender,
  PERSON_COLUMNS.phone,
  {
    key: 'idNumber',
    header: texts('身份证号', '身分證號', 'ID number', '身分証番号'),
    aliases: ['身份证号码'],
    parse: idNumberCell,
    format: texts(
      '18 位；学校未接入统一身份认证时，用于激活账号',
      '18 位；學校未接入統一身分認證時，用於啟用帳號',
      '18 characters; used to activate the account when the school has no single sign-on',
      '18 桁。学校にシングルサインオンがないとき、アカウントの有効化に使います',
    ),
    example: '110101198001011234',
  },
  {
    key: 'orgCode',
    header: texts('部门代码', '部門代碼', 'Department code', '部署コード'),
    required: true,
    parse: codeCell,
    format: texts(
      '已导入的学院或部门代码',
      '已匯入的學院或部門代碼',
      'the code of an imported college or office',
      '取り込み済みの学部・部署コード',
    ),
    example: 'C01',
  },
  {
    key: 'title',
    header: texts('职务/职称', '職務/職稱', 'Title / position', '職位'),
    parse: textCell(50),
    example: '辅导员',
  },
  {
    key: 'status',
    header: texts('状态', '狀態', 'Status', '状態'),
    parse: staffStatusCell,
    format: choiceList(STAFF_STATUSES),
    example: STAFF_STATUSES.active['zh-CN'],
  },
];

type Check<R> = Promise<{ accepted: R[]; problems: RowProblem[] }>;

/**
 * The checks both kinds share: the number once in the file and not another kind of member's, the
 * org a row names known and of the right kind.
 */
async function checkPeople<R>(
  scope: ImportScope,
  rows: readonly ParsedRow[],
  kind: 'student' | 'staff',
  org: { column: string; types: readonly OrgType[]; word: Texts },
  toRow: (
    values: Record<string, unknown>,
    orgId: string,
    problem: (column: string, error: Texts) => void,
  ) => R,
): Check<R> {
  const orgs = await orgsByCode(scope.db, scope.tenantId);
  const members = await membersByNumber(
    scope.db,
    scope.tenantId,
    rows.map((r) => String(r.values.number)),
  );
  const first = firstRows();
  const accepted: R[] = [];
  const problems: RowProblem[] = [];
  for (const { row, values } of rows) {
    let clean = true;
    const problem = (column: string, error: Texts) => {
      clean = false;
      problems.push({ row, column, error });
    };
    const number = String(values.number);
    const earlier = first(number, row);
    if (earlier !== null) problem('number', say(MASTER_TEXTS.twice, { value: number, row: earlier }));
    const member = members.get(number);
    if (member && member.kind !== kind)
      problem('number', say(MASTER_TEXTS.takenBy, { value: number, kind: MASTER_TEXTS[member.kind] }));
    const code = String(values[org.column]);
    const found = orgs.get(code);
    if (!found) problem(org.column, say(MASTER_TEXTS.unknown, { value: code }));
    else if (!org.types.includes(found.type))
      problem(org.column, say(MASTER_TEXTS.notKind, { value: code, kind: org.word }));
    const out = toRow(values, found?.id ?? '', problem);
    if (clean) accepted.push(out);
  }
  return { accepted, problems };
}

const orNull = <T>(v: unknown) => (v === null || v === undefined ? null : (v as T));

export const studentImport = masterBatchKind<StudentInput>(
  {
    key: 'students',
    columns: STUDENT_COLUMNS,
    maxRows: 50_000,
    check: (scope, rows) =>
      checkPeople(
        scope,
        rows,
        'student',
        { column: 'classCode', types: ['class'], word: MASTER_TEXTS.class },
        (v, orgId, problem) => {
          const enrolmentYear = orNull<number>(v.enrolmentYear);
          const graduationYear = orNull<number>(v.graduationYear);
          if (enrolmentYear !== null && graduationYear !== null && graduationYear < enrolmentYear)
            problem('graduationYear', MASTER_TEXTS.graduationBefore);
          return {
            number: String(v.number),
            name: String(v.name),
            gender: orNull<'male' | 'female'>(v.gender) ?? 'unknown',
            mobile: orNull<string>(v.phone),
            orgId,
            idNumber: orNull<string>(v.idNumber),
            enrolmentYear,
            graduationYear,
            studyStatus: orNull<StudyStatus>(v.studyStatus) ?? 'enrolled',
          };
        },
      ),
  },
  upsertStudents,
);

export const staffImport = masterKind<StaffInput>(
  {
    key: 'staff',
    columns: STAFF_COLUMNS,
    maxRows: 20_000,
    check: (scope, rows) =>
      checkPeople(
        scope,
        rows,
        'staff',
        {
          column: 'orgCode',
          types: ['school', 'college', 'office', 'department'],
          word: MASTER_TEXTS.department,
        },
        (v, orgId) => ({
          number: String(v.number),
          name: String(v.name),
          gender: orNull<'male' | 'female'>(v.gender) ?? 'unknown',
          mobile: orNull<string>(v.phone),
          orgId,
          idNumber: orNull<string>(v.idNumber),
          title: orNull<string>(v.title),
          active: v.status !== 'left',
        }),
      ),
  },
  async (w, row) => (await upsertStaff(w, row)).outcome,
);
