import type { Language } from '@campus/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { readFact } from '../../facts.js';
import { say, texts as T } from '../../group-refusal.js';
import type { AffairRegistry } from '../../registry/registry.js';
import type { LeavingStepTable } from './tables.js';

/**
 * Leaving school's finance step is not marked by hand where the school keeps its bills in the
 * app: it reads what the student owes from the fees group (the mechanism's `feesOwed` fact, no
 * import of the group). Owing anything: not passed, with the amount, the years and where to pay;
 * nothing owed: passed. Without the fact (no group keeps bills) the finance office marks it.
 */
export const FINANCE_STEP = 'finance';

const OWING = T(
  '尚欠费用 {amount}（{years}学年），请到财务处缴清',
  '尚欠費用 {amount}（{years}學年），請到財務處繳清',
  'Still owed: {amount} ({years}); pay it at the finance office',
  '未納の費用 {amount}（{years}年度）。財務課で納付してください',
);
const FROM_BILLS = T('收费记录', '收費記錄', 'Fee records', '費用記録');

/** Yuan with thousands separators, cents only when there are any: ¥4,800 or ¥1,234.50. */
const money = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: fen % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** Each graduate's finance step as the bills say it, by student id; null when no group keeps bills. */
export async function financeFromBills(
  registry: AffairRegistry,
  db: Kysely<DB>,
  scope: { tenantId: string; batchId: string },
  studentIds: readonly string[],
  lang: Language,
): Promise<Map<string, Selectable<LeavingStepTable>> | null> {
  const owed = await readFact(registry, 'feesOwed', db, scope.tenantId, studentIds);
  if (!owed) return null;
  const now = Date.now();
  return new Map(
    studentIds.map((studentId) => {
      const debt = owed.get(studentId);
      const row: Selectable<LeavingStepTable> = {
        tenantId: scope.tenantId,
        batchId: scope.batchId,
        studentId,
        step: FINANCE_STEP,
        state: debt ? 'blocked' : 'passed',
        note: debt
          ? say(OWING, { amount: money(debt.amount), years: debt.academicYears.join('、') })[lang]
          : null,
        byId: '',
        byName: FROM_BILLS[lang],
        at: now,
      };
      return [studentId, row];
    }),
  );
}

/** The graduates' steps with the finance step replaced by what the bills say. */
export function withFinance(
  steps: Map<string, Map<string, Selectable<LeavingStepTable>>>,
  finance: Map<string, Selectable<LeavingStepTable>> | null,
): Map<string, Map<string, Selectable<LeavingStepTable>>> {
  if (!finance) return steps;
  for (const [studentId, row] of finance) {
    const mine = steps.get(studentId) ?? new Map<string, Selectable<LeavingStepTable>>();
    mine.set(FINANCE_STEP, row);
    steps.set(studentId, mine);
  }
  return steps;
}
