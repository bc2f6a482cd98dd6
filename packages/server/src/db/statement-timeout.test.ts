import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../test/databases.js';

// SQLite runs in the server's own process and has no statement timeout to set; PostgreSQL
// cancels what runs longer than DATABASE_STATEMENT_TIMEOUT, and the error funnel turns its code
// (57014, in its table of database-unavailable codes: http/error-funnel.test.ts) into a 503.
describe.skipIf(testDialect() !== 'postgres')('the PostgreSQL statement timeout', () => {
  it('cancels a statement that runs too long and leaves the connection usable', async () => {
    const database = await createTestDatabase({ poolSize: 1, statementTimeoutMs: 200 });
    try {
      await expect(sql`select pg_sleep(5)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.destroy();
    }
  });
});
