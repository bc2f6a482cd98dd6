/**
 * What the opening minute must leave behind, judged from the database after the crowd: every
 * sign-up a student was told about (an acknowledged reply) stored exactly once and as told, nothing
 * stored that nobody was told about, no session with more confirmed places than it has, the
 * session's place counter equal to its confirmed rows, and nobody waiting while a place is free.
 * Pure (rows in, problems out), so its own test can feed it a tiny broken fixture.
 */

export type SignupStatus = 'signedUp' | 'waiting';

/** A state-200 reply to a sign-up: what the student was told. */
export interface Acknowledged {
  studentId: string;
  sessionId: string;
  status: SignupStatus;
}

/** A sign-up row as the database holds it. */
export interface StoredSignup {
  studentId: string;
  sessionId: string;
  status: string;
}

/** A session's places as the database holds them. */
export interface StoredSession {
  id: string;
  capacity: number;
  /** The session's counter of confirmed places. */
  signed: number;
}

export interface OpeningCheck {
  /** Distinct (student, session) pairs acknowledged. */
  acknowledged: number;
  stored: number;
  placed: number;
  waiting: number;
  /** Empty when everything holds; each entry names what broke and where. */
  problems: string[];
}

const pair = (s: { studentId: string; sessionId: string }) => `${s.studentId}@${s.sessionId}`;

/** At most this many examples per kind of problem: a broken run should not print 20,000 lines. */
const EXAMPLES = 5;

export function checkOpeningMinute(
  acknowledged: readonly Acknowledged[],
  rows: readonly StoredSignup[],
  sessions: readonly StoredSession[],
): OpeningCheck {
  const problems: string[] = [];
  const report = (kind: string, examples: string[]) => {
    if (examples.length === 0) return;
    const shown = examples.slice(0, EXAMPLES).join(', ');
    problems.push(`${kind}: ${examples.length} (${shown}${examples.length > EXAMPLES ? ', ...' : ''})`);
  };

  const stored = new Map<string, StoredSignup>();
  const twice: string[] = [];
  for (const row of rows) {
    const key = pair(row);
    if (stored.has(key)) twice.push(key);
    else stored.set(key, row);
  }
  report('stored more than once', twice);

  // Every reply of a pair (a double tap has two) must say what the row says.
  const told = new Map<string, Set<string>>();
  for (const ack of acknowledged) {
    const key = pair(ack);
    told.set(key, (told.get(key) ?? new Set()).add(ack.status));
  }
  const missing: string[] = [];
  const contradicted: string[] = [];
  for (const [key, statuses] of told) {
    const row = stored.get(key);
    if (!row) missing.push(key);
    else if (statuses.size > 1 || !statuses.has(row.status))
      contradicted.push(`${key} told ${[...statuses].join('/')} stored ${row.status}`);
  }
  report('acknowledged but not stored', missing);
  report('acknowledged otherwise than stored', contradicted);
  report(
    'stored but never acknowledged',
    [...stored.keys()].filter((key) => !told.has(key)),
  );

  const placedIn = new Map<string, number>();
  const waitingIn = new Map<string, number>();
  for (const row of stored.values()) {
    const counts = row.status === 'signedUp' ? placedIn : row.status === 'waiting' ? waitingIn : null;
    if (counts) counts.set(row.sessionId, (counts.get(row.sessionId) ?? 0) + 1);
  }
  const over: string[] = [];
  const miscounted: string[] = [];
  const unfair: string[] = [];
  for (const session of sessions) {
    const placed = placedIn.get(session.id) ?? 0;
    if (placed > session.capacity) over.push(`${session.id} ${placed}/${session.capacity}`);
    if (session.signed !== placed) miscounted.push(`${session.id} counter ${session.signed} rows ${placed}`);
    if ((waitingIn.get(session.id) ?? 0) > 0 && placed < session.capacity)
      unfair.push(`${session.id} ${placed}/${session.capacity} with ${waitingIn.get(session.id)} waiting`);
  }
  report('places exceeded', over);
  report('place counter differs from the confirmed rows', miscounted);
  report('waiting while a place is free', unfair);

  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    acknowledged: told.size,
    stored: stored.size + twice.length,
    placed: sum(placedIn),
    waiting: sum(waitingIn),
    problems,
  };
}
