import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';

/**
 * `npm run school -- create` (packages/server/src/school.ts), run as a child process as a script
 * would, on an empty database of the suite's dialect (a temporary SQLite file, or PostgreSQL).
 */
const ENTRY = fileURLToPath(new URL('../../school.ts', import.meta.url));
const run = promisify(execFile);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => database.destroy());

const ARGS = [
  '--name',
  '示例大学',
  '--code',
  'SCH01',
  '--admin-account',
  'cliadmin',
  '--admin-name',
  '吴老师',
];

/** The command's output and exit code (a refusal is exit code 1, not a thrown error). */
async function school(args: string[], password: string | null = 'Command2026') {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    LANG: 'en_US.UTF-8',
    LOG_LEVEL: 'silent',
  };
  if (password === null) delete env.SCHOOL_ADMIN_PASSWORD;
  else env.SCHOOL_ADMIN_PASSWORD = password;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', ENTRY, ...args],
      {
        env,
        timeout: 90_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run school -- create', () => {
  it('creates a school and its administrator, and says what it created', { timeout: 120_000 }, async () => {
    const created = await school(['create', ...ARGS, '--admin-phone', '13912340011']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created school 示例大学 \(code SCH01, tenant \d+\)/);
    expect(created.stdout).toContain('administrator cliadmin');

    const admin = await database.db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .innerJoin('tenant as t', 't.id', 'm.tenantId')
      .select(['t.code', 'm.isTenantAdmin'])
      .where('u.account', '=', 'cliadmin')
      .executeTakeFirstOrThrow();
    expect(admin).toEqual({ code: 'SCH01', isTenantAdmin: 'Y' });
  });

  it('refuses a code another school has, and a password it was not given', { timeout: 120_000 }, async () => {
    const duplicate = await school([
      'create',
      ...ARGS.slice(0, 4),
      '--admin-account',
      'other',
      '--admin-name',
      '王老师',
      '--admin-phone',
      '13912340012',
    ]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toBe('School code: Another school already has this code');

    const noPassword = await school(['create', ...ARGS, '--admin-phone', '13912340013'], null);
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('SCHOOL_ADMIN_PASSWORD');
    const tenants = await database.db.selectFrom('tenant').select('code').execute();
    expect(tenants).toEqual([{ code: 'SCH01' }]);
  });
});
