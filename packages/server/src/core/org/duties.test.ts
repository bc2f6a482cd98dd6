import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { demoSchoolId } from '../../test/demo-school.js';
import { dutyOrgPaths } from './duties.js';
import { memberProfile } from './profile.js';

let database: TestDatabase;
let tenantId: string;
let classPath: string;
let collegePath: string;
const userId = async (account: string) =>
  (
    await database.db
      .selectFrom('appUser')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = await demoSchoolId(database.db);
  const student = (await memberProfile(database.db, tenantId, await userId('student')))!;
  classPath = student.classPath!;
  collegePath = student.collegePath!;
});
afterAll(async () => database.destroy());

describe('dutyOrgPaths', () => {
  it('lists the orgs a member holds any duty on (the demo counsellor: the student class)', async () => {
    expect(await dutyOrgPaths(database.db, tenantId, await userId('counsellor'))).toContain(classPath);
  });

  it('narrows to the duties asked for', async () => {
    const college = await userId('college');
    expect(await dutyOrgPaths(database.db, tenantId, college, ['student_affairs'])).toContain(collegePath);
    expect(await dutyOrgPaths(database.db, tenantId, college, ['counsellor'])).not.toContain(collegePath);
  });

  it('finds nothing for no duties, or for someone who is no member', async () => {
    expect(await dutyOrgPaths(database.db, tenantId, await userId('counsellor'), [])).toEqual([]);
    expect(await dutyOrgPaths(database.db, tenantId, 'no-such-user')).toEqual([]);
  });
});
