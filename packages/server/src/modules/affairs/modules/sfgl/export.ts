import type { Language } from '@campus/contract';
import type { BillListQuery, BillRow } from '@campus/contract/affairs/sfgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { texts, type Texts } from '../../group-refusal.js';
import { writeSheet, type SheetColumn } from '../../export-sheet.js';
import { classColumn, collegeColumn, nameColumn, numberColumn } from '../../sheet-columns.js';
import { billListAll } from './bills.js';

/**
 * The staff list of bills as a spreadsheet (the same filters and scope), headers in the caller's
 * language, written by the mechanism's one writer (export-sheet.ts, spreadsheet.ts).
 */
const EXPORT_LIMIT = 20_000;

const STATES: Record<BillRow['state'], Texts> = {
  unpaid: texts('未缴费', '未繳費', 'Unpaid', '未納'),
  partial: texts('部分缴费', '部分繳費', 'Partly paid', '一部納付'),
  paid: texts('已缴清', '已繳清', 'Paid', '納付済み'),
  deferred: texts('缓缴', '緩繳', 'Deferred', '猶予中'),
  reduced: texts('已减免', '已減免', 'Reduced', '減免済み'),
};

const COLUMNS: SheetColumn<BillRow>[] = [
  numberColumn((r) => r.student.number),
  nameColumn((r) => r.student.name),
  collegeColumn((r) => r.student.collegeName),
  classColumn((r) => r.student.className),
  {
    key: 'year',
    header: texts('学年', '學年', 'Academic year', '学年'),
    width: 11,
    value: (r) => r.academicYear,
  },
  { key: 'due', header: texts('应缴', '應繳', 'Due', '請求額'), width: 10, value: (r) => r.due },
  { key: 'reduced', header: texts('减免', '減免', 'Reduced', '減免'), width: 10, value: (r) => r.reduced },
  { key: 'paid', header: texts('已缴', '已繳', 'Paid', '納付額'), width: 10, value: (r) => r.paid },
  {
    key: 'deferred',
    header: texts('缓缴', '緩繳', 'Deferred', '猶予額'),
    width: 10,
    value: (r) => r.deferred,
  },
  {
    key: 'outstanding',
    header: texts('未缴', '未繳', 'Outstanding', '未納額'),
    width: 10,
    value: (r) => r.outstanding,
  },
  {
    key: 'state',
    header: texts('状态', '狀態', 'State', '状態'),
    width: 10,
    value: (r, lang) => STATES[r.state][lang],
  },
];

export async function exportBills(
  db: Kysely<DB>,
  caller: AuthContext,
  lang: Language,
  query: BillListQuery,
): Promise<{ file: Buffer; fileName: string }> {
  const rows = await billListAll(db, caller, query, EXPORT_LIMIT);
  const file = await writeSheet(query.academicYear, COLUMNS, rows, lang);
  return { file, fileName: `fees-${query.academicYear}.xlsx` };
}
