import { enrolledIn } from '@campus/contract';
import { FEE_ITEMS, type FeeItemCode } from '@campus/contract/affairs/sfgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { texts } from '../../group-refusal.js';
import {
  academicYearCell,
  moneyCell,
  textCell,
  type ImportColumn,
  type ImportKind,
  type RowProblem,
} from '../../import/index.js';
import { say } from '../../group-refusal.js';
import { requireFinance } from './bills.js';
import { FEE_TEXTS } from './texts.js';

/**
 * The finance office's bill spreadsheet (one row per student and academic year, one column per
 * fee item, in fen once read): a new bill for a student and year, or the items, reduction and
 * remark of the existing one replaced (its payments and deferrals stay, so a bill is never set
 * below what was paid).
 */
export interface BillImportRow {
  row: number;
  studentId: string;
  academicYear: string;
  items: [FeeItemCode, number][];
  reduced: number;
  remark: string | null;
  existing: string | null;
}

const ITEM_HEADERS: Record<FeeItemCode, ReturnType<typeof texts>> = {
  tuition: texts('学费', '學費', 'Tuition', '授業料'),
  accommodation: texts('住宿费', '住宿費', 'Accommodation', '寮費'),
  textbooks: texts('教材费', '教材費', 'Textbooks', '教材費'),
  insurance: texts('保险费', '保險費', 'Insurance', '保険料'),
  agency: texts('代办费', '代辦費', 'Agency fees', '代行費'),
  other: texts('其他', '其他', 'Other', 'その他'),
};

export const BILL_COLUMNS: ImportColumn[] = [
  {
    key: 'number',
    header: texts('学号', '學號', 'Student number', '学籍番号'),
    aliases: ['学生学号', 'xh'],
    required: true,
    parse: textCell(20),
  },
  { key: 'name', header: texts('姓名', '姓名', 'Name', '氏名'), parse: textCell(50) },
  {
    key: 'academicYear',
    header: texts('学年', '學年', 'Academic year', '学年'),
    aliases: ['收费学年'],
    required: true,
    parse: academicYearCell,
  },
  ...FEE_ITEMS.map((code) => ({ key: code, header: ITEM_HEADERS[code], parse: moneyCell })),
  {
    key: 'reduced',
    header: texts('减免', '減免', 'Reduction', '減免'),
    aliases: ['减免金额'],
    parse: moneyCell,
  },
  { key: 'remark', header: texts('备注', '備註', 'Remark', '備考'), parse: textCell(200) },
];

const CHUNK = 500;
const chunks = <T>(all: readonly T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));

async function studentsByNumber(db: Kysely<DB>, tenantId: string, numbers: string[]) {
  const found = new Map<string, { id: string; name: string; grade: string | null }>();
  for (const part of chunks([...new Set(numbers)]))
    for (const s of await db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .select(['m.number', 'u.id', 'u.fullname', 'o.grade'])
      .where('m.tenantId', '=', tenantId)
      .where('m.kind', '=', 'student')
      .where('m.number', 'in', part)
      .execute())
      found.set(s.number, { id: s.id, name: s.fullname, grade: s.grade });
  return found;
}

async function existingBills(db: Kysely<DB>, tenantId: string, studentIds: string[]) {
  const found = new Map<string, { id: string; paid: number }>();
  for (const part of chunks([...new Set(studentIds)]))
    for (const b of await db
      .selectFrom('feeBill')
      .select(['id', 'studentId', 'academicYear', 'paid'])
      .where('tenantId', '=', tenantId)
      .where('studentId', 'in', part)
      .execute())
      found.set(`${b.studentId}|${b.academicYear}`, { id: b.id, paid: Number(b.paid) });
  return found;
}

/** Reductions go to tuition first, then the other items in order. */
function itemRows(billId: string, tenantId: string, items: [FeeItemCode, number][], reduced: number) {
  let left = reduced;
  return items.map(([item, due]) => {
    const cut = Math.min(left, due);
    left -= cut;
    return { billId, tenantId, item, due, reduced: cut };
  });
}

export const billImport: ImportKind<BillImportRow> = {
  key: 'sfglBills',
  columns: BILL_COLUMNS,
  maxRows: 20_000,
  authorize: requireFinance,
  async check(scope, rows) {
    const problems: RowProblem[] = [];
    const students = await studentsByNumber(
      scope.db,
      scope.tenantId,
      rows.map((r) => r.values.number as string),
    );
    const bills = await existingBills(
      scope.db,
      scope.tenantId,
      [...students.values()].map((s) => s.id),
    );
    const seen = new Map<string, number>();
    const accepted: BillImportRow[] = [];
    for (const { row, values } of rows) {
      const number = values.number as string;
      const student = students.get(number);
      if (!student) {
        problems.push({ row, column: 'number', error: say(FEE_TEXTS.noStudent, { number }) });
        continue;
      }
      const name = values.name as string | null;
      if (name && name !== student.name) {
        problems.push({
          row,
          column: 'name',
          error: say(FEE_TEXTS.nameMismatch, { number, name: student.name }),
        });
        continue;
      }
      const year = values.academicYear as string;
      // A bill belongs to a year the student is enrolled in, never one before they came.
      if (student.grade && !enrolledIn(student.grade, year)) {
        problems.push({
          row,
          column: 'academicYear',
          error: say(FEE_TEXTS.beforeEnrolment, { number, grade: student.grade, year }),
        });
        continue;
      }
      const key = `${student.id}|${year}`;
      const before = seen.get(key);
      if (before !== undefined) {
        problems.push({ row, column: null, error: say(FEE_TEXTS.duplicate, { row: before }) });
        continue;
      }
      seen.set(key, row);
      const items = FEE_ITEMS.map((code): [FeeItemCode, number] => [
        code,
        (values[code] as number | null) ?? 0,
      ]).filter(([, due]) => due > 0);
      const due = items.reduce((s, [, d]) => s + d, 0);
      if (due === 0) {
        problems.push({ row, column: null, error: FEE_TEXTS.nothingDue });
        continue;
      }
      const reduced = (values.reduced as number | null) ?? 0;
      if (reduced > due) {
        problems.push({ row, column: 'reduced', error: FEE_TEXTS.reducedOver });
        continue;
      }
      const existing = bills.get(key);
      if (existing && existing.paid > due - reduced) {
        problems.push({ row, column: null, error: say(FEE_TEXTS.paidOver, { paid: existing.paid / 100 }) });
        continue;
      }
      accepted.push({
        row,
        studentId: student.id,
        academicYear: year,
        items,
        reduced,
        remark: (values.remark as string | null) ?? null,
        existing: existing?.id ?? null,
      });
    }
    return { accepted, problems };
  },
  async write(trx, scope, rows, progress) {
    let done = 0;
    for (const part of chunks(rows)) {
      const fresh = part.filter((r) => !r.existing).map((r) => ({ ...r, id: newId() }));
      if (fresh.length) {
        await trx
          .insertInto('feeBill')
          .values(
            fresh.map((r) => ({
              id: r.id,
              tenantId: scope.tenantId,
              studentId: r.studentId,
              academicYear: r.academicYear,
              due: r.items.reduce((s, [, d]) => s + d, 0),
              reduced: r.reduced,
              paid: 0,
              deferred: 0,
              deferredUntil: null,
              remark: r.remark,
              createdAt: scope.now,
              updatedAt: scope.now,
            })),
          )
          .execute();
      }
      const replaced = part.filter((r) => r.existing);
      for (const r of replaced) {
        await trx
          .updateTable('feeBill')
          .set({
            due: r.items.reduce((s, [, d]) => s + d, 0),
            reduced: r.reduced,
            remark: r.remark,
            updatedAt: scope.now,
          })
          .where('id', '=', r.existing!)
          .execute();
      }
      if (replaced.length)
        await trx
          .deleteFrom('feeBillItem')
          .where(
            'billId',
            'in',
            replaced.map((r) => r.existing!),
          )
          .execute();
      const items = [
        ...fresh.flatMap((r) => itemRows(r.id, scope.tenantId, r.items, r.reduced)),
        ...replaced.flatMap((r) => itemRows(r.existing!, scope.tenantId, r.items, r.reduced)),
      ];
      for (const some of chunks(items)) await trx.insertInto('feeBillItem').values(some).execute();
      done += part.length;
      progress(done);
    }
  },
};
