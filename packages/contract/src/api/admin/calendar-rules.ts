/**
 * The school calendar's rules as plain values (no schema library), so the calendar screen and the
 * server's check read the same ones (issue 28): a school year's terms, each a first and a last
 * day (yyyy-MM-dd, both inclusive), in order and apart; and the term a date falls in.
 */

/** A term of the school year (a semester): its name, first and last day, both inclusive. */
export interface CalendarTerm {
  name: string;
  first: string;
  last: string;
}

/** The most terms a school keeps (two or three a year, a few years ahead and behind). */
export const TERMS_MAX = 20;
/** The longest term name. */
export const TERM_NAME_MAX = 40;
/** The longest term: a year (a term longer than that is a typo in a year). */
export const TERM_DAYS_MAX = 366;
/** The most public holidays, and make-up working days, the calendar keeps (as the settings did). */
export const CALENDAR_DATES_MAX = 100;

/** What is wrong with a list of terms: too many, a term ending before it starts, too long, overlapping. */
export type TermRule = 'tooMany' | 'order' | 'tooLong' | 'overlap';
export interface TermProblem {
  rule: TermRule;
  /** The term at fault, as listed (-1: the list as a whole). */
  index: number;
  /** The field at fault ('terms' for the list as a whole). */
  field: 'terms' | 'first' | 'last';
}

const DAY_MS = 86_400_000;
/** Days from one yyyy-MM-dd date to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The first problem of a list of terms (dates already yyyy-MM-dd), or null. The last day must be
 * after the first; two terms may not share a day.
 */
export function termProblem(terms: readonly CalendarTerm[]): TermProblem | null {
  if (terms.length > TERMS_MAX) return { rule: 'tooMany', index: -1, field: 'terms' };
  for (const [index, term] of terms.entries()) {
    if (term.last <= term.first) return { rule: 'order', index, field: 'last' };
    if (daysBetween(term.first, term.last) >= TERM_DAYS_MAX) return { rule: 'tooLong', index, field: 'last' };
  }
  const byStart = terms
    .map((term, index) => ({ term, index }))
    .sort((a, b) => a.term.first.localeCompare(b.term.first));
  for (let i = 1; i < byStart.length; i++)
    if (byStart[i]!.term.first <= byStart[i - 1]!.term.last)
      return { rule: 'overlap', index: byStart[i]!.index, field: 'first' };
  return null;
}

/** The terms in calendar order (how they are kept and shown). */
export const sortTerms = <T extends CalendarTerm>(terms: readonly T[]): T[] =>
  [...terms].sort((a, b) => a.first.localeCompare(b.first));

/** The term a date (yyyy-MM-dd) falls in, or undefined (a vacation, or no terms kept). */
export const termOf = <T extends CalendarTerm>(date: string, terms: readonly T[]): T | undefined =>
  terms.find((term) => term.first <= date && date <= term.last);
