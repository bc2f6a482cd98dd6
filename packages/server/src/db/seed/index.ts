import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../lib/password.js';
import type { Database } from '../index.js';
import type { DB } from '../schema.js';
import { buildSchool, type BuildContext } from './build.js';
import { writeSchool } from './master-write.js';
import { seedPlatformContent } from './platform.js';
import { seedDemoProcesses } from './processes.js';
import { DEMO_PASSWORD, SCHOOLS } from './world.js';

export interface SeedResult {
  seeded: boolean;
  tenants: number;
  users: number;
}

/**
 * What a module area seeds into each demo school after the people and the platform content (the
 * student-affairs modules: modules/affairs/seed.ts). Passed in, so the database layer does not
 * depend on the modules.
 */
export type SchoolSeeder = (
  db: Kysely<DB>,
  school: {
    tenantId: string;
    now: number;
    /** The named demo accounts: the students (kept out of generated demo requests) and the counsellor. */
    accounts: { student: string[]; counsellor: string | null; graduate: string | null };
    primary: boolean;
  },
) => Promise<void>;

function namedAccounts(school: (typeof SCHOOLS)[number]) {
  return {
    counsellor: school.named.find((n) => n.as === 'counsellor')?.account ?? null,
    graduate: school.named.find((n) => n.as === 'graduate')?.account ?? null,
    student: school.named.filter((n) => n.as === 'student').map((n) => n.account),
  };
}

/**
 * Seeds the demo schools when the database has no tenant yet. Safe when several instances
 * start at once on PostgreSQL: an advisory lock serialises them and the emptiness check
 * happens inside the transaction.
 */
export async function seedDemoData(
  database: Database,
  passwordHashCost: number,
  seeders: readonly SchoolSeeder[] = [],
): Promise<SeedResult> {
  const named = new Set(SCHOOLS.flatMap((s) => s.named.map((n) => n.account)));
  // Hash before the transaction: scrypt is slow and must not hold the lock.
  const namedHashes = new Map<string, string>();
  await Promise.all(
    [...named].map(async (account) =>
      namedHashes.set(account, await hashPassword(DEMO_PASSWORD, passwordHashCost)),
    ),
  );
  const cohortHash = await hashPassword(DEMO_PASSWORD, passwordHashCost);

  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(20260901)`.execute(trx);
    const existing = await trx.selectFrom('tenant').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false, tenants: 0, users: 0 };

    const ctx: BuildContext = {
      now: Date.now(),
      usersByAccount: new Map(),
      mobiles: new Set(),
      namedHash: (account) => namedHashes.get(account)!,
      cohortHash,
    };
    let users = 0;
    for (const school of SCHOOLS) {
      const rows = buildSchool(school, ctx);
      const accounts = new Map([...ctx.usersByAccount.values()].map((u) => [u.id!, u]));
      await writeSchool(trx, rows, accounts, ctx.now);
      await seedPlatformContent(trx, rows, ctx.now);
      await seedDemoProcesses(trx, rows.tenant.id, ctx.now);
      // The groups' seeds below run thousands of queries on rows this transaction has just written,
      // which PostgreSQL has no statistics for yet: it would plan them as empty tables (nested
      // loops over seq scans), several times slower. ANALYZE inside the transaction sees its rows.
      if (database.dialect === 'postgres') await sql`analyze`.execute(trx);
      for (const seed of seeders) {
        const context = {
          tenantId: rows.tenant.id!,
          now: ctx.now,
          accounts: namedAccounts(school),
          primary: school === SCHOOLS[0],
        };
        await seed(trx, context);
      }
      users += rows.users.length;
    }
    return { seeded: true, tenants: SCHOOLS.length, users };
  });
}

export { DEMO_PASSWORD, SCHOOLS } from './world.js';
