import { describe, expect, it } from 'vitest';
import { countFigures, rateFigures } from './figures';

const label = (key: string) => `<${key}>`;

describe('countFigures', () => {
  it('gives the named counts in the order asked, each labelled', () => {
    const totals = { done: 3, bookings: 5, noShow: 1 };
    expect(countFigures(totals, ['bookings', 'done'], label)).toEqual([
      { key: 'bookings', value: 5, label: '<bookings>' },
      { key: 'done', value: 3, label: '<done>' },
    ]);
  });
});

describe('rateFigures', () => {
  it('puts the rate first as a whole percentage, then the counts', () => {
    expect(rateFigures({ rate: 0.456, enrolled: 41, students: 90 }, ['enrolled', 'students'], label)).toEqual(
      [
        { key: 'rate', value: '46%', label: '<rate>' },
        { key: 'enrolled', value: 41, label: '<enrolled>' },
        { key: 'students', value: 90, label: '<students>' },
      ],
    );
  });
});
