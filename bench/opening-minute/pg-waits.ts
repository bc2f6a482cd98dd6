/**
 * Where PostgreSQL's sessions spend the crowd: pg_stat_activity sampled every 250 ms (the
 * instances' connections to the bench database, not this sampler's own), averaged per state:
 * running, waiting on a lock (two sign-ups for one session's place: the row lock of its counter),
 * idle inside a transaction (waiting on the server's event loop between statements) or waiting on
 * something else. Tells a slow apply held up by the database from one held up by CPU. Also the
 * CPU the instances' backends used meanwhile (/proc of each backend seen: the pools keep theirs
 * open), which the servers' own CPU figure leaves out.
 */
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../packages/server/src/db/schema.js';

export interface WaitSampler {
  stop(): Promise<{ states: string; backendCpuSeconds: number }>;
}

/** utime + stime of a process in seconds (Linux /proc; 0 once it is gone). */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export function sampleWaits(db: Kysely<DB>): WaitSampler {
  const totals = new Map<string, number>();
  /** CPU seconds of each backend when first seen, and last seen. */
  const backends = new Map<number, { first: number; last: number }>();
  let samples = 0;
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    pending = (async () => {
      const { rows } = await sql<{ what: string; n: number | string }>`
        select case
                 when state = 'idle in transaction' then 'idle in transaction'
                 when wait_event_type = 'Lock' then 'waiting on a lock'
                 when wait_event_type is null or wait_event_type = 'CPU' then 'running'
                 else 'waiting on ' || wait_event_type
               end as what,
               count(*) as n
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
        group by 1`.execute(db);
      const pids = await sql<{ pid: number }>`
        select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(
        db,
      );
      for (const { pid } of pids.rows) {
        const now = cpuOf(pid);
        const known = backends.get(pid);
        if (known) known.last = Math.max(known.last, now);
        else backends.set(pid, { first: now, last: now });
      }
      samples++;
      for (const row of rows) totals.set(row.what, (totals.get(row.what) ?? 0) + Number(row.n));
    })().catch(() => undefined);
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      let backendCpuSeconds = 0;
      for (const [pid, seen] of backends) backendCpuSeconds += Math.max(seen.last, cpuOf(pid)) - seen.first;
      if (samples === 0) return { states: 'no samples', backendCpuSeconds };
      const states =
        [...totals]
          .sort((a, b) => b[1] - a[1])
          .map(([what, n]) => `${(n / samples).toFixed(1)} ${what}`)
          .join(', ') || 'none busy';
      return { states, backendCpuSeconds };
    },
  };
}
