import { TERMS_MAX, termOf, termProblem } from '@campus/contract/api/admin/calendar-rules';
import { describe, expect, it } from 'vitest';
import { markedMonth, parseMonth, shiftMonth } from './month';

const autumn = { name: '2026 秋季学期', first: '2026-09-01', last: '2027-01-15' };
const spring = { name: '2027 春季学期', first: '2027-02-20', last: '2027-07-05' };

describe('the terms of a school year', () => {
  it('takes terms in any order that do not share a day', () => {
    expect(termProblem([spring, autumn])).toBeNull();
    expect(termProblem([])).toBeNull();
  });

  it('refuses a term whose last day is not after its first, naming it', () => {
    expect(termProblem([autumn, { ...spring, last: spring.first }])).toEqual({
      rule: 'order',
      index: 1,
      field: 'last',
    });
    expect(termProblem([{ ...autumn, first: '2026-09-02', last: '2026-09-01' }])?.rule).toBe('order');
  });

  it('refuses overlapping terms (a shared last and first day too) and a term over a year', () => {
    expect(termProblem([autumn, { ...spring, first: '2027-01-15' }])).toEqual({
      rule: 'overlap',
      index: 1,
      field: 'first',
    });
    expect(termProblem([spring, { ...autumn, last: '2027-03-01' }])?.rule).toBe('overlap');
    expect(termProblem([{ ...autumn, last: '2027-12-01' }])?.rule).toBe('tooLong');
    const many = Array.from({ length: TERMS_MAX + 1 }, (_, i) => ({
      name: `T${i}`,
      first: `${2000 + i}-03-01`,
      last: `${2000 + i}-06-30`,
    }));
    expect(termProblem(many)?.rule).toBe('tooMany');
    expect(termProblem(many.slice(1))).toBeNull();
  });

  it('finds the term of a date, its first and last days included, none in the vacation', () => {
    const terms = [autumn, spring];
    expect(termOf('2026-09-01', terms)).toBe(autumn);
    expect(termOf('2027-01-15', terms)).toBe(autumn);
    expect(termOf('2027-01-16', terms)).toBeUndefined();
    expect(termOf('2027-03-01', terms)).toBe(spring);
    expect(termOf('2027-07-06', terms)).toBeUndefined();
  });
});

describe('the calendar preview month', () => {
  const calendar = { terms: [autumn], holidays: ['2026-10-01', '2026-10-02'], workdays: ['2026-09-27'] };

  it('lays a month out in weeks from Monday, the other months’ days marked outside', () => {
    // September 2026 starts on a Tuesday and ends on a Wednesday.
    const weeks = markedMonth('2026-09', calendar);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]![0]).toMatchObject({ date: '2026-08-31', outside: true });
    expect(weeks[0]![1]).toMatchObject({ date: '2026-09-01', day: 1, outside: false });
    expect(weeks[4]![2]).toMatchObject({ date: '2026-09-30', outside: false });
    expect(weeks[4]![3]).toMatchObject({ date: '2026-10-01', outside: true });
    // February 2027 starts on a Monday: no week of January.
    expect(markedMonth('2027-02', calendar)[0]![0]!.date).toBe('2027-02-01');
  });

  it('marks term days, holidays, make-up working days and weekends', () => {
    const days = markedMonth('2026-09', calendar).flat();
    const day = (date: string) => days.find((d) => d.date === date)!;
    expect(day('2026-08-31').term).toBeUndefined();
    expect(day('2026-09-01').term).toBe(autumn.name);
    expect(day('2026-09-27')).toMatchObject({ workday: true, weekend: true, holiday: false });
    expect(day('2026-10-01')).toMatchObject({ holiday: true, term: autumn.name });
    expect(day('2026-09-02')).toMatchObject({ holiday: false, workday: false, weekend: false });
  });

  it('reads and moves months across the year, and shows nothing for a malformed one', () => {
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(markedMonth('soon', calendar)).toEqual([]);
  });
});
