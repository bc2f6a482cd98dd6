/**
 * The SQL one request runs, as the server sends it to the driver: the app is built in this process
 * on the bench's database with Kysely's query log on, the request is injected once with the
 * caller's token, and every statement is kept with its parameters, in order. The bare-driver
 * baseline (bare-server.mjs, BARE_STATEMENTS) then runs exactly these through the bare driver: what
 * the same database work costs without our framework, so the endpoint's share of it says how far
 * from the database's limit the endpoint is (issue 33).
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { openDatabase } from '../../packages/server/src/db/index.js';

export interface CapturedStatement {
  sql: string;
  parameters: readonly unknown[];
}

export async function captureStatements(
  databaseUrl: string,
  request: { url: string; headers: Record<string, string>; body: string },
): Promise<CapturedStatement[]> {
  let capturing = false;
  const statements: CapturedStatement[] = [];
  const database = openDatabase(databaseUrl, {
    log: (event) => {
      if (capturing) statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const app = await buildApp(
    loadConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '' }),
    { database },
  );
  try {
    await app.ready();
    capturing = true;
    const reply = await app.inject({
      method: 'POST',
      url: request.url,
      headers: { ...request.headers, 'content-type': 'application/json' },
      payload: request.body,
    });
    capturing = false;
    const state = (JSON.parse(reply.body) as { state: number }).state;
    if (state !== 200) throw new Error(`capturing ${request.url}: state ${state}`);
  } finally {
    await app.close();
    await database.close();
  }
  if (statements.length === 0) throw new Error(`capturing ${request.url}: no statement ran`);
  return statements;
}

/** Writes the statements where bare-server.mjs reads them (BARE_STATEMENTS). */
export function saveStatements(file: string, statements: readonly CapturedStatement[]): void {
  writeFileSync(file, JSON.stringify(statements));
}
