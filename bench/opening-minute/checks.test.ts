import { describe, expect, it } from 'vitest';
import { checkOpeningMinute, type Acknowledged, type StoredSession, type StoredSignup } from './checks.js';

/**
 * The opening-minute bench's verdict is only worth what its checker catches: each kind of damage
 * it exists to find, planted in a tiny fixture, must be reported, and a sound fixture must pass.
 */
const sessions: StoredSession[] = [
  { id: 's1', capacity: 2, signed: 2 },
  { id: 's2', capacity: 5, signed: 1 },
];
const rows: StoredSignup[] = [
  { studentId: 'a', sessionId: 's1', status: 'signedUp' },
  { studentId: 'b', sessionId: 's1', status: 'signedUp' },
  { studentId: 'c', sessionId: 's1', status: 'waiting' },
  { studentId: 'd', sessionId: 's2', status: 'signedUp' },
];
// d tapped twice: two replies, one row.
const acks: Acknowledged[] = [
  ...rows.map((r) => ({ ...r, status: r.status as Acknowledged['status'] })),
  { studentId: 'd', sessionId: 's2', status: 'signedUp' },
];

const problemsOf = (a: Acknowledged[], r: StoredSignup[], s: StoredSession[]) =>
  checkOpeningMinute(a, r, s).problems.join('\n');

describe('the opening-minute checker', () => {
  it('passes a sound run and counts it', () => {
    expect(checkOpeningMinute(acks, rows, sessions)).toEqual({
      acknowledged: 4,
      stored: 4,
      placed: 3,
      waiting: 1,
      problems: [],
    });
  });

  it('finds a sign-up stored twice', () => {
    expect(problemsOf(acks, [...rows, rows[3]!], sessions)).toMatch(/stored more than once: 1 \(d@s2\)/);
  });

  it('finds an acknowledged sign-up that is not stored, and one stored that nobody was told about', () => {
    const problems = problemsOf(acks, [...rows.slice(0, 3), { ...rows[3]!, studentId: 'e' }], sessions);
    expect(problems).toMatch(/acknowledged but not stored: 1 \(d@s2\)/);
    expect(problems).toMatch(/stored but never acknowledged: 1 \(e@s2\)/);
  });

  it('finds a reply that says otherwise than the row, and double-tap replies that disagree', () => {
    const told = acks.map((a) => (a.studentId === 'c' ? { ...a, status: 'signedUp' as const } : a));
    expect(problemsOf(told, rows, sessions)).toMatch(
      /acknowledged otherwise than stored: 1 \(c@s1 told signedUp/,
    );
    const split = [...acks, { studentId: 'd', sessionId: 's2', status: 'waiting' as const }];
    expect(problemsOf(split, rows, sessions)).toMatch(
      /otherwise than stored: 1 \(d@s2 told signedUp\/waiting/,
    );
  });

  it('finds places exceeded, a counter out of step and someone waiting beside a free place', () => {
    const overfull = [...rows, { studentId: 'f', sessionId: 's1', status: 'signedUp' }];
    const told = [...acks, { studentId: 'f', sessionId: 's1', status: 'signedUp' as const }];
    const problems = problemsOf(told, overfull, sessions);
    expect(problems).toMatch(/places exceeded: 1 \(s1 3\/2\)/);
    expect(problems).toMatch(/place counter differs from the confirmed rows: 1 \(s1 counter 2 rows 3\)/);

    const waits = [...rows, { studentId: 'g', sessionId: 's2', status: 'waiting' }];
    const toldWait = [...acks, { studentId: 'g', sessionId: 's2', status: 'waiting' as const }];
    expect(problemsOf(toldWait, waits, sessions)).toMatch(/waiting while a place is free: 1 \(s2 1\/5/);
  });
});
