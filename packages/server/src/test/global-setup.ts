import { join } from 'node:path';
import { dropTemplate, prepareTemplate } from './databases.js';

/**
 * Runs once per `vitest run` of the server project: one seeded template for every test file.
 * Each run gets its own SQLite folder (workers inherit the variable), so two runs on one
 * machine never delete each other's template.
 */
export async function setup(): Promise<void> {
  process.env.TEST_SQLITE_DIR ??= join(
    process.cwd(),
    '.tmp',
    'test-db',
    `run-${process.pid}-${Date.now().toString(36)}`,
  );
  await prepareTemplate();
}

export async function teardown(): Promise<void> {
  await dropTemplate();
}
