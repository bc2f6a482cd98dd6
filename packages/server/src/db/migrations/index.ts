import { readdir } from 'node:fs/promises';
import type { Migration, MigrationProvider } from 'kysely';
import { migrationNames, migrationSourceFolder } from '../migration-files.js';

/**
 * Every migration, found rather than listed: each `NNNN_words.ts` of the source folder
 * packages/server/src/db/migrations (../migration-files.ts). The compiled server reads that same
 * source folder and imports each name's compiled file beside this one, so it sees the set the
 * tests see: a compiled file whose source is gone (a renumbered migration) never runs, and a
 * source not compiled yet stops the start. The same files run on SQLite and PostgreSQL.
 */
// The server runs from TypeScript sources in tests and development, from JavaScript when built.
const EXTENSION = import.meta.url.endsWith('.ts') ? 'ts' : 'js';

async function loadMigration(name: string): Promise<Migration> {
  const loaded = (await import(
    new URL(`./${name}.${EXTENSION}`, import.meta.url).href
  )) as Partial<Migration>;
  if (typeof loaded.up !== 'function') throw new Error(`db/migrations/${name}: no up() exported`);
  return loaded as Migration;
}

/** The migrations by name, in the order they run; read once per process. */
async function findMigrations(): Promise<Record<string, Migration>> {
  const names = migrationNames(await readdir(migrationSourceFolder(import.meta.url)));
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await loadMigration(name)])));
}

let found: Promise<Record<string, Migration>> | undefined;

export const migrationProvider: MigrationProvider = {
  getMigrations: () => {
    found ??= findMigrations().catch((error: unknown) => {
      found = undefined;
      throw error;
    });
    return found;
  },
};
