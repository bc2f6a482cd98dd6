import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { demoAccounts, demoBanner } from './demo-accounts.js';

/** The start banner lists every account the seed names, with its role (issue 30), and no generated one. */
describe('the demo accounts of the start banner', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.destroy());

  it('lists every named account of both schools with its role, and no generated one', async () => {
    const schools = await demoAccounts(database.db);
    const banner = demoBanner('test', 'http://localhost:8080', schools);
    const accounts = schools.flatMap((s) => s.accounts.map((a) => a.account));
    // The demo world's and those the groups' seeds add (centres, freshmen, offices).
    for (const account of ['admin', 'student', 'finance', 'zxgl_lin', 'jygl_zhou', 'freshman', 'hbstudent'])
      expect(accounts).toContain(account);
    const numbers = await database.db.selectFrom('tenantMember').select('number').execute();
    const generated = new Set(
      numbers.flatMap(({ number }) => [number, `t${number}`].map((n) => n.toLowerCase())),
    );
    expect(accounts.filter((a) => generated.has(a))).toEqual([]);
    for (const school of schools) for (const a of school.accounts) expect(a.role, a.account).not.toBe('');
    expect(banner).toMatch(/counsellor\s+王晓婷\s+\S*辅导员/);
    expect(banner).toContain('海滨师范学院');
  });
});
