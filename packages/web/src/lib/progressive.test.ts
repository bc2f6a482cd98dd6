import { describe, expect, it } from 'vitest';
import { nextShown } from './progressive';

describe('nextShown', () => {
  it('adds a step at a time and stops at the total', () => {
    const counts = [6];
    while (nextShown(counts.at(-1)!, 20) !== counts.at(-1)) counts.push(nextShown(counts.at(-1)!, 20));
    expect(counts).toEqual([6, 10, 14, 18, 20]);
  });

  it('leaves a complete or shrunken list as it is', () => {
    expect(nextShown(20, 20)).toBe(20);
    expect(nextShown(12, 3)).toBe(12);
  });

  it('takes the step it is given', () => {
    expect(nextShown(0, 5, 2)).toBe(2);
  });
});
