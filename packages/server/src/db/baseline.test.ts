import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases.js';
import { BASELINE_MIGRATION, SQUASHED_MIGRATIONS } from './baseline.js';
import { migrateToLatest } from './index.js';
import { migrationProvider } from './migrations/index.js';

/**
 * A database that ran the 47 migrations before the baseline starts on this version as it is (the
 * baseline taken as run, nothing run again); one that stopped before the last is refused with
 * what to do, and keeps its rows.
 */
let database: TestDatabase;
type Runs = { kysely_migration: { name: string; timestamp: string } };
const runs = () => database.db as unknown as Kysely<Runs>;
const names = async () =>
  (await runs().selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((r) => r.name);

/** The migrations after the baseline, as a new database runs them (by name). */
const sinceBaseline = async () => (await names()).filter((name) => name > BASELINE_MIGRATION);

/**
 * A database as it was before the baseline: the migrations that came after it undone (their
 * `down`), and the table of run migrations holding `ran` and nothing else.
 */
async function ranBefore(ran: readonly string[]): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
  });
  const undone = await migrator.migrateTo(BASELINE_MIGRATION);
  if (undone.error) throw undone.error;
  await setRuns(ran);
}

/** The table of run migrations holding `ran` and nothing else. */
async function setRuns(ran: readonly string[]): Promise<void> {
  await runs().deleteFrom('kysely_migration').execute();
  for (const [i, name] of ran.entries())
    await runs()
      .insertInto('kysely_migration')
      .values({ name, timestamp: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })
      .execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe('the baseline', () => {
  it('took the place of the 47 migrations from 0001_core to 0103_counselling_reveal', () => {
    expect(SQUASHED_MIGRATIONS).toHaveLength(47);
    expect(SQUASHED_MIGRATIONS[0]).toBe('0001_core');
    expect(SQUASHED_MIGRATIONS.at(-1)).toBe('0103_counselling_reveal');
    expect([...SQUASHED_MIGRATIONS].sort()).toEqual(SQUASHED_MIGRATIONS);
  });

  it('is what a new database runs first, the migrations written since after it', async () => {
    const all = await names();
    expect(all[0]).toBe(BASELINE_MIGRATION);
    expect(all.slice(1)).toEqual(await sinceBaseline());
  });

  it('is taken as run by a database that ran all 47, which keeps its data', async () => {
    const users = await database.db
      .selectFrom('appUser')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const since = await sinceBaseline();
    await ranBefore(SQUASHED_MIGRATIONS);
    // The baseline is taken as run; only what came after it runs.
    expect(await migrateToLatest(database.db)).toEqual(since);
    expect(await names()).toEqual([BASELINE_MIGRATION, ...since]);
    const [row] = await runs()
      .selectFrom('kysely_migration')
      .select('timestamp')
      .where('name', '=', BASELINE_MIGRATION)
      .execute();
    expect(row!.timestamp).toBe(new Date(Date.UTC(2026, 0, 47)).toISOString());
    const after = await database.db
      .selectFrom('appUser')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(users.n));
    expect(Number(after.n)).toBeGreaterThan(0);
    // Started again: nothing to adopt, nothing to run.
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await names()).toEqual([BASELINE_MIGRATION, ...since]);
  });

  it('refuses a database that stopped before the last of them, naming the first it lacks', async () => {
    const ran = SQUASHED_MIGRATIONS.filter(
      (name) => name !== '0102_objection_once' && name !== '0103_counselling_reveal',
    );
    await ranBefore(ran);
    await expect(migrateToLatest(database.db)).rejects.toThrow(
      /stopped before migration 0102_objection_once.*delete it: the next start creates and seeds it again/s,
    );
    expect(await names()).toEqual([...ran].sort());
    // Back as a new database is, for the tests after this file's.
    await setRuns([BASELINE_MIGRATION]);
    await migrateToLatest(database.db);
  });
});
