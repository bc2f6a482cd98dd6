import { describe, expect, it } from 'vitest';
import { agreesNeeded, decide, type Tally } from './countersign.js';
import type { Completion } from './model.js';

const tally = (voters: number, agree = 0, oppose = 0, abandon = 0): Tally => ({
  voters,
  agree,
  oppose,
  abandon,
});
const all: Completion = { kind: 'all' };
const any: Completion = { kind: 'any' };
const sixty: Completion = { kind: 'percentage', percent: 60 };

describe('countersign decisions', () => {
  it.each([
    ['all', all, tally(3, 2), 'pending'],
    ['all', all, tally(3, 3), 'pass'],
    ['all', all, tally(3, 1, 1), 'fail'],
    ['all', all, tally(3, 2, 0, 1), 'fail'],
    ['any', any, tally(3, 1), 'pass'],
    ['any', any, tally(3, 0, 2), 'pending'],
    ['any', any, tally(3, 0, 2, 1), 'fail'],
    ['60%', sixty, tally(5, 2), 'pending'],
    ['60%', sixty, tally(5, 3), 'pass'],
    ['60%', sixty, tally(5, 2, 2), 'pending'],
    ['60%', sixty, tally(5, 2, 3), 'fail'],
    ['60%', sixty, tally(5, 0, 3), 'fail'],
    ['single approver', all, tally(1, 1), 'pass'],
    ['single approver', all, tally(1, 0, 1), 'fail'],
  ] as const)('%s: %o is %s', (_name, completion, votes, expected) => {
    expect(decide(completion, votes)).toBe(expected);
  });

  it('rounds a percentage of voters up', () => {
    expect(agreesNeeded(sixty, 4)).toBe(3);
    expect(agreesNeeded({ kind: 'percentage', percent: 50 }, 4)).toBe(2);
    expect(agreesNeeded({ kind: 'percentage', percent: 1 }, 4)).toBe(1);
  });
});
