import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from './index.js';

/**
 * The migrations the runner finds are the folder's migration files, in the order of their
 * numbers; and an old migration means the same forever, so it imports nothing the app may change
 * later (only Kysely and Node): what it needs of live code is copied into it, frozen.
 */
const FOLDER = new URL('./', import.meta.url);
const files = await readdir(FOLDER);
const migrationFiles = files.filter((file) => /^\d{4}_.*\.ts$/.test(file) && !file.endsWith('.test.ts'));
const byNumber = (a: string, b: string) => Number.parseInt(a, 10) - Number.parseInt(b, 10);

describe('the migrations', () => {
  it('are every migration file of the folder, in the order of their numbers', async () => {
    const names = Object.keys(await migrationProvider.getMigrations());
    expect(names).toEqual(migrationFiles.map((file) => file.slice(0, -'.ts'.length)).sort(byNumber));
    // Kysely runs them in the order of their names: it must be the order of their numbers.
    expect([...names].sort()).toEqual(names);
    expect(names[0]).toBe('0000_baseline');
  });

  it('each have up()', async () => {
    for (const [name, migration] of Object.entries(await migrationProvider.getMigrations()))
      expect(typeof migration.up, name).toBe('function');
  });

  it('import only Kysely and Node', async () => {
    const live: string[] = [];
    for (const file of migrationFiles) {
      const source = await readFile(new URL(file, FOLDER), 'utf8');
      for (const [, from] of source.matchAll(/\b(?:from|import)\s*\(?\s*'([^']+)'/g))
        if (from !== 'kysely' && !from!.startsWith('node:')) live.push(`${file} imports ${from}`);
    }
    expect(live).toEqual([]);
  });
});
