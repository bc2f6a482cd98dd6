/**
 * Where PostgreSQL's sessions spend the crowd: pg_stat_activity sampled every 250 ms (the
 * instances' connections to the bench database, not this sampler's own), averaged per state:
 * running, waiting on a lock (two sign-ups for one session's place: the row lock of its counter),
 * idle inside a transaction (waiting on the server's event loop between statements) or waiting on
 * something else. Tells a slow apply held up by the database from one held up by CPU.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../packages/server/src/db/schema.js';

export interface WaitSampler {
  stop(): Promise<string>;
}

export function sampleWaits(db: Kysely<DB>): WaitSampler {
  const totals = new Map<string, number>();
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
      samples++;
      for (const row of rows) totals.set(row.what, (totals.get(row.what) ?? 0) + Number(row.n));
    })().catch(() => undefined);
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      if (samples === 0) return 'no samples';
      return (
        [...totals]
          .sort((a, b) => b[1] - a[1])
          .map(([what, n]) => `${(n / samples).toFixed(1)} ${what}`)
          .join(', ') || 'none busy'
      );
    },
  };
}
