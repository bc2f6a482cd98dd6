import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type BetterSqlite3 from 'better-sqlite3';

// The server's own SQLite driver reads the server's database (a dependency of the server package).
const Database = createRequire(new URL('../../packages/server/package.json', import.meta.url))(
  'better-sqlite3',
) as typeof BetterSqlite3;

/** The journeys' server database (support/start-server.mjs names it after the port). */
const databaseFile = fileURLToPath(
  new URL(`../.artifacts/e2e-${process.env.E2E_PORT ?? 4310}.db`, import.meta.url),
);

/**
 * The code in the newest text "sent" to a number. The server's development SMS sender writes every
 * text to the sms_outbox table instead of a phone. `file`: another server's SQLite file (a journey's
 * own empty server, support/setup-server.ts).
 */
export function latestSmsCode(mobile: string, file = databaseFile): string | undefined {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = database
      .prepare('select content from sms_outbox where mobile = ? order by created_at desc, id desc limit 1')
      .get(mobile) as { content: string } | undefined;
    return row ? /(\d{6})/.exec(row.content)?.[1] : undefined;
  } finally {
    database.close();
  }
}
