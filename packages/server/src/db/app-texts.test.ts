import { describe, expect, it } from 'vitest';
import { deployAffairModules } from '../modules/affairs/deploy.js';
import { loadAffairRegistry } from '../modules/affairs/registry/discover.js';
import { openTestDatabase } from '../test/open-database.js';
import { ROLE_NAMES } from './app-texts.js';

/**
 * The app's own rows carry their texts in every language (issue 17 item 8): the seed writes them,
 * and each start fills the student-affairs processes.
 */
describe('the app’s own texts in its rows', () => {
  const { database, school } = openTestDatabase();
  const db = () => database.db;

  it('are seeded for roles, categories and the platform processes', async () => {
    const roles = await db()
      .selectFrom('role')
      .select(['code', 'names'])
      .where('tenantId', '=', school.tenantId)
      .execute();
    expect(roles.every((r) => r.names !== null)).toBe(true);
    const student = roles.find((r) => r.code === 'student')!;
    expect(JSON.parse(student.names!)).toEqual(ROLE_NAMES.student);
    const general = await db()
      .selectFrom('bpmDefinition')
      .select('descriptions')
      .where('tenantId', '=', school.tenantId)
      .where('key', '=', 'general')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(general.descriptions!)['en-US']).toMatch(/^One approval/);
  });

  it('are written into the student-affairs processes and their categories at each start', async () => {
    await db().updateTable('catType').set({ names: null }).execute();
    await db().updateTable('bpmDefinition').set({ descriptions: null }).execute();

    // The student-affairs processes and their categories get theirs at the next start.
    await deployAffairModules(db(), await loadAffairRegistry(), school.tenantId);
    const leave = await db()
      .selectFrom('bpmDefinition')
      .select('descriptions')
      .where('tenantId', '=', school.tenantId)
      .where('key', '=', 'leave')
      .where('isMain', '=', 'Y')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(leave.descriptions!)['en-US']).toMatch(/^Up to 2 days/);
    const lxgl = await db()
      .selectFrom('catType')
      .select('names')
      .where('tenantId', '=', school.tenantId)
      .where('typeKey', '=', 'xgxt_lxgl')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(lxgl.names!)['en-US']).toBe('Leave and return');
  });
});
