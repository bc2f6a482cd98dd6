import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../test/databases.js';

async function terminateBackend(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

// Regression (e2e/resilience/pg-restart.test.ts): PostgreSQL restarting while a request held a
// connection made that client emit 'error' with nobody listening, and the server process died.
describe.skipIf(testDialect() !== 'postgres')('a PostgreSQL connection lost while in use', () => {
  it('fails the work on it and leaves the process and the pool working', async () => {
    const database = await createTestDatabase({ poolSize: 2 });
    try {
      const work = database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // As a restart does: the server ends this session between two queries of a transaction.
        await terminateBackend(database.url, rows[0]!.pid);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
      });
      await expect(work).rejects.toThrow();

      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.destroy();
    }
  });
});
