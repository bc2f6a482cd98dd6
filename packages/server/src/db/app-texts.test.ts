import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deployAffairModules } from '../modules/affairs/deploy.js';
import { loadAffairRegistry } from '../modules/affairs/registry/discover.js';
import { openTestDatabase } from '../test/open-database.js';
import { ROLE_NAMES } from './app-texts.js';
import { fillAppTexts } from './migrations/0070_localized_names.js';

/**
 * The app's own rows carry their texts in every language (issue 17 item 8): the seed writes them,
 * migration 0070 fills databases seeded before, and each start fills the student-affairs processes.
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

  it('are filled into rows seeded before, except where a school wrote its own', async () => {
    await db().updateTable('role').set({ names: null }).execute();
    await db().updateTable('catType').set({ names: null }).execute();
    await db().updateTable('bpmDefinition').set({ descriptions: null }).execute();
    await db()
      .updateTable('role')
      .set({ name: '本科生' })
      .where('tenantId', '=', school.tenantId)
      .where('code', '=', 'student')
      .execute();

    // The frozen migration's own function, typed for the schema of its day.
    await fillAppTexts(db() as unknown as Kysely<unknown>);
    const roles = await db()
      .selectFrom('role')
      .select(['code', 'names'])
      .where('tenantId', '=', school.tenantId)
      .execute();
    expect(roles.find((r) => r.code === 'student')!.names).toBeNull();
    expect(JSON.parse(roles.find((r) => r.code === 'counsellor')!.names!)['en-US']).toBe('Counsellor');
    const dormitory = await db()
      .selectFrom('catType')
      .select('names')
      .where('tenantId', '=', school.tenantId)
      .where('typeKey', '=', 'dormitory')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(dormitory.names!)['en-US']).toBe('Accommodation');

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
