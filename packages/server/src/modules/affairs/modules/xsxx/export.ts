import type { Language } from '@campus/contract';
import type { StudentInfoRow, StudentQuery } from '@campus/contract/affairs/xsxx';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { writeSheet, type SheetColumn } from '../../export-sheet.js';
import {
  classColumn,
  collegeColumn,
  idNumberColumn,
  mobileColumn,
  nameColumn,
  numberColumn,
} from '../../sheet-columns.js';
import { texts as T, type Texts } from '../../group-refusal.js';
import { allStudents } from './students.js';

/** The comprehensive query as a spreadsheet: the same filters, scope and masking as the list. */
export const POLITICAL: Record<string, Texts> = {
  member: T('中共党员', '中共黨員', 'Party member', '党員'),
  probationary: T('中共预备党员', '中共預備黨員', 'Probationary member', '予備党員'),
  league: T('共青团员', '共青團員', 'League member', '共青団員'),
  masses: T('群众', '群眾', 'None', '一般'),
};
const GENDER: Record<string, Texts> = {
  male: T('男', '男', 'Male', '男'),
  female: T('女', '女', 'Female', '女'),
  unknown: T('', '', '', ''),
};

const COLUMNS: SheetColumn<StudentInfoRow>[] = [
  numberColumn((r) => r.number),
  nameColumn((r) => r.name),
  {
    key: 'gender',
    header: T('性别', '性別', 'Sex', '性別'),
    width: 6,
    value: (r, l) => GENDER[r.gender]?.[l],
  },
  collegeColumn((r) => r.collegeName),
  classColumn((r) => r.className),
  { key: 'grade', header: T('年级', '年級', 'Grade', '学年'), width: 8, value: (r) => r.grade ?? '' },
  {
    key: 'political',
    header: T('政治面貌', '政治面貌', 'Political status', '政治的立場'),
    width: 12,
    value: (r, l) => (r.politicalStatus ? (POLITICAL[r.politicalStatus]?.[l] ?? r.politicalStatus) : ''),
  },
  {
    key: 'ethnicity',
    header: T('民族', '民族', 'Ethnicity', '民族'),
    width: 8,
    value: (r) => r.ethnicity ?? '',
  },
  {
    key: 'province',
    header: T('生源地', '生源地', 'Home province', '出身地'),
    width: 10,
    value: (r) => r.province ?? '',
  },
  mobileColumn((r) => r.mobile ?? ''),
  idNumberColumn((r) => r.idNumber ?? ''),
  {
    key: 'bankCard',
    header: T('银行卡号', '銀行卡號', 'Bank card', '銀行カード'),
    width: 12,
    value: (r) => r.bankCard ?? '',
  },
];

export async function exportStudents(
  db: Kysely<DB>,
  caller: AuthContext,
  lang: Language,
  query: StudentQuery,
): Promise<{ file: Buffer; fileName: string }> {
  const rows = await allStudents(db, caller, query);
  const title = T('学生信息', '學生資訊', 'Students', '学生情報')[lang];
  const file = await writeSheet(title, COLUMNS, rows, lang);
  return { file, fileName: `students-${new Date().toISOString().slice(0, 10)}.xlsx` };
}
