import type { Kysely } from 'kysely';

/**
 * The migrations that migrations/0000_baseline.ts took the place of, by name. A database that ran
 * every one of them has the schema the baseline creates: before the runner looks, their rows in
 * its table of run migrations are replaced by the baseline's, so that it neither runs the baseline
 * again nor stops on names it no longer finds. A database that ran only some of them cannot be
 * brought forward by this version, and says so instead of half-migrating.
 */
export const SQUASHED_MIGRATIONS: readonly string[] = [
  '0001_core',
  '0002_auth',
  '0003_bpm',
  '0004_platform',
  '0005_affairs',
  '0006_perf',
  '0007_candidate_open',
  '0040_affairs_mechanism',
  '0042_definition_listed',
  '0050_task_barred',
  '0051_attachment_holder',
  '0052_token_parent',
  '0053_discipline',
  '0055_idempotency',
  '0056_rate_limit',
  '0058_evaluation',
  '0060_sso',
  '0061_sso_oidc',
  '0062_sso_binding',
  '0063_sso_pending_binding',
  '0064_activities',
  '0065_task_via',
  '0066_surveys',
  '0068_counselling',
  '0069_job_postings',
  '0070_localized_names',
  '0071_localized_subjects',
  '0073_moral_class',
  '0074_political_team',
  '0075_work_study',
  '0076_assessment_training',
  '0077_onboarding_records',
  '0079_student_info',
  '0080_dormitory',
  '0081_dorm_checks',
  '0082_fees',
  '0083_affair_import',
  '0084_info_collection',
  '0085_admissions',
  '0087_work_order_closed',
  '0088_dorm_inspection_photos',
  '0090_campus_services',
  '0095_push',
  '0100_checkin_onboarding',
  '0101_sso_session',
  '0102_objection_once',
  '0103_counselling_reveal',
];

export const BASELINE_MIGRATION = '0000_baseline';
const TABLE = 'kysely_migration';

interface RunMigration {
  name: string;
  timestamp: string;
}

/** Replaces the squashed migrations' rows by the baseline's, where a database ran them all. */
export async function adoptBaseline(db: Kysely<unknown>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === TABLE)) return;
  const raw = db as unknown as Kysely<{ [TABLE]: RunMigration }>;
  const run = await raw.selectFrom(TABLE).select(['name', 'timestamp']).execute();
  const squashed = run.filter((row) => SQUASHED_MIGRATIONS.includes(row.name));
  if (squashed.length === 0) return;
  if (squashed.length < SQUASHED_MIGRATIONS.length) {
    const missing = SQUASHED_MIGRATIONS.filter((name) => !run.some((row) => row.name === name));
    throw new Error(
      `This database stopped before migration ${missing[0]}, and this version no longer has it ` +
        `(the 47 migrations up to 0103 became ${BASELINE_MIGRATION}). Start it once with a ` +
        `version before the baseline (commit 949b67c) to bring it to 0103, or, for a demo ` +
        `database, delete it: the next start creates and seeds it again.`,
    );
  }
  const last = squashed
    .map((row) => row.timestamp)
    .sort()
    .at(-1)!;
  await db.transaction().execute(async (trx) => {
    const inTrx = trx as unknown as Kysely<{ [TABLE]: RunMigration }>;
    await inTrx
      .deleteFrom(TABLE)
      .where('name', 'in', [...SQUASHED_MIGRATIONS])
      .execute();
    await inTrx
      .insertInto(TABLE)
      .values({ name: BASELINE_MIGRATION, timestamp: last })
      // Two instances starting at once both adopt: the second finds the row there.
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  });
}
