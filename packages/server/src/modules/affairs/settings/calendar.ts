import type { SchoolCalendar } from '@campus/contract/api/admin/calendar';
import { sortTerms, termProblem, type CalendarTerm } from '@campus/contract/api/admin/calendar-rules';
import { HttpState } from '@campus/contract';
import type { Kysely } from 'kysely';
import { recordChange } from '../../../core/change-log/record.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import type { DB } from '../../../db/schema.js';
import { groupRefusal, say } from '../group-refusal.js';
import { TERM_TEXTS } from './calendar-texts.js';
import { storedSettings, storeSetting } from './repo.js';
import { HOLIDAYS, TERMS, WORKDAYS } from './settings.js';

/**
 * The school calendar screen's store (issue 28): the terms, holidays and make-up working days are
 * school settings, read and saved together; each changed one is in the change log (before and
 * after), and saving the same calendar again logs nothing.
 */
const KEYS = [TERMS, HOLIDAYS, WORKDAYS] as const;

/** What the change log calls each setting (its name and key, as the settings screen's entries). */
const LABELS: Record<(typeof KEYS)[number], string> = {
  [TERMS]: `学期 (${TERMS})`,
  [HOLIDAYS]: `法定节假日 (${HOLIDAYS})`,
  [WORKDAYS]: `调休工作日 (${WORKDAYS})`,
};

export async function readCalendar(db: Kysely<DB>, tenantId: string): Promise<SchoolCalendar> {
  const stored = await storedSettings(db, tenantId, KEYS);
  return {
    terms: (stored.get(TERMS) as CalendarTerm[] | undefined) ?? [],
    holidays: (stored.get(HOLIDAYS) as string[] | undefined) ?? [],
    workdays: (stored.get(WORKDAYS) as string[] | undefined) ?? [],
  };
}

/** The terms as kept (in order), or a refusal naming the term and the field at fault. */
export function checkTerms(terms: readonly CalendarTerm[]): CalendarTerm[] {
  const problem = termProblem(terms);
  if (problem) {
    const name = problem.index >= 0 ? terms[problem.index]!.name : '';
    const field = problem.index >= 0 ? `terms.${problem.index}.${problem.field}` : 'terms';
    throw groupRefusal(HttpState.BAD_REQUEST, say(TERM_TEXTS[problem.rule], { term: name }), field);
  }
  return sortTerms(terms).map(({ name, first, last }) => ({ name, first, last }));
}

/** A list of dates as kept: each once, in order (as the settings screen keeps them). */
const keptDates = (dates: readonly string[]) => [...new Set(dates)].sort();

export async function saveCalendar(
  db: Kysely<DB>,
  change: ChangeContext,
  calendar: SchoolCalendar,
  now: number,
): Promise<SchoolCalendar> {
  const values: Record<(typeof KEYS)[number], unknown> = {
    [TERMS]: checkTerms(calendar.terms),
    [HOLIDAYS]: keptDates(calendar.holidays),
    [WORKDAYS]: keptDates(calendar.workdays),
  };
  await db.transaction().execute(async (trx) => {
    const stored = await storedSettings(trx, change.tenantId, KEYS);
    for (const key of KEYS) {
      const before = stored.get(key) ?? [];
      // Unchanged: no write and no entry (recordChange would skip it, the write is saved too).
      if (JSON.stringify(before) === JSON.stringify(values[key])) continue;
      await storeSetting(trx, {
        tenantId: change.tenantId,
        key,
        value: values[key],
        updatedBy: change.actorId,
        updatedAt: now,
      });
      await recordChange(trx, change, {
        kind: 'setting',
        objectId: key,
        label: LABELS[key],
        action: 'update',
        before: { value: before },
        after: { value: values[key] },
      });
    }
  });
  return readCalendar(db, change.tenantId);
}
