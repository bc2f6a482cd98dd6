import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './databases.js';
import { demoSchoolId } from './demo-school.js';

/**
 * A private copy of the seeded database, opened before the tests of the file (or of the
 * `describe` it is called in) and destroyed after them, with the first demo school's tenant id:
 * for tests of queries and rows without the app. Both objects are filled in by that `beforeAll`,
 * so read them in tests and later hooks only.
 */
export function openTestDatabase(): { database: TestDatabase; school: { tenantId: string } } {
  const database = {} as TestDatabase;
  const school = { tenantId: '' };
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
    school.tenantId = await demoSchoolId(database.db);
  });
  afterAll(async () => database.destroy());
  return { database, school };
}
