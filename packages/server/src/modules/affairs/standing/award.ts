import { academicYearOf, type AffairModuleDescriptor, type PayoutPolicy } from '@campus/contract';
import type { Insertable } from 'kysely';
import type { AffairPayoutTable } from '../../../db/schema.js';
import type { FormData } from '../../../engine/runtime/run.js';
import { newId } from '../../../lib/ids.js';
import { addDays } from '../../../lib/school-date.js';
import { lastOfWorkingDays, type SchoolCalendar } from '../../../lib/working-days.js';

/**
 * What an approval leaves on record: the outcome (a level, a tier), the amount, the publicity
 * window and the payouts to make. Pure: the listener reads the settings and the calendar.
 */
export function outcomeOf(module: AffairModuleDescriptor, data: FormData): string | null {
  const field = module.outcome?.field;
  const value = field ? data[field] : undefined;
  return value === undefined || value === null || value === '' ? null : String(value);
}

export function amountOf(
  module: AffairModuleDescriptor,
  data: FormData,
  outcome: string | null,
  settings: Record<string, unknown>,
): number | null {
  const source = module.outcome?.amount;
  if (!source) return null;
  let value: unknown;
  if ('field' in source) value = data[source.field];
  else if ('setting' in source) value = settings[source.setting];
  else
    value =
      outcome === null ? undefined : (settings[source.settingByOutcome] as Record<string, unknown>)[outcome];
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** Publicity runs from the decision until midnight after its last working day (China time). */
export function publicityEnd(today: string, days: number, calendar: SchoolCalendar): number {
  return Date.parse(`${addDays(lastOfWorkingDays(today, days, calendar), 1)}T00:00:00+08:00`);
}

const splitAmount = (amount: number, parts: number) => {
  const each = Math.floor((amount * 100) / parts) / 100;
  return Array.from({ length: parts }, (_, i) =>
    i === parts - 1 ? Math.round((amount - each * (parts - 1)) * 100) / 100 : each,
  );
};

/**
 * The payments of an award: one sum after publicity; per term (autumn now, spring in March);
 * or per month from the month after. Periods are keys the screens name: year, term1, term2,
 * or yyyy-MM.
 */
export function payoutPlan(
  policy: PayoutPolicy,
  row: {
    requestId: string;
    studentId: string;
    moduleKey: string;
    tenantId: string;
    academicYear: string | null;
  },
  amount: number,
  firstDue: string,
  now: number,
): Insertable<AffairPayoutTable>[] {
  const year = row.academicYear ?? academicYearOf(firstDue);
  const base = { ...row, academicYear: year, paidAt: null, state: 'pending' as const, createdAt: now };
  if (policy.plan === 'once') return [{ ...base, id: newId(), period: 'year', amount, dueDate: firstDue }];
  if (policy.plan === 'terms') {
    const [autumn, spring] = splitAmount(amount, 2);
    const springDue = `${Number(year.slice(5, 9))}-03-15`;
    return [
      { ...base, id: newId(), period: 'term1', amount: autumn!, dueDate: firstDue },
      {
        ...base,
        id: newId(),
        period: 'term2',
        amount: spring!,
        dueDate: springDue > firstDue ? springDue : firstDue,
      },
    ];
  }
  const count = policy.count ?? 10;
  return splitAmount(amount, count).map((part, i) => {
    const month = new Date(Date.UTC(Number(firstDue.slice(0, 4)), Number(firstDue.slice(5, 7)) - 1 + i, 10));
    const due = month.toISOString().slice(0, 10);
    return { ...base, id: newId(), period: due.slice(0, 7), amount: part, dueDate: due };
  });
}
