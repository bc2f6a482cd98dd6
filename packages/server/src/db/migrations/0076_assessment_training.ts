import type { Kysely } from 'kysely';

/**
 * Teacher assessment (学生测评, the szgz group) and staff training and achievements (the zgdw
 * group).
 *
 * Anonymity is in the shape of the tables: a rating is never stored as a row of its own. Who has
 * rated in a round (`assessment_voter`: round and student, nothing else, no time) and what was
 * given (`assessment_score`: per round, counsellor and item a running sum and count) share no
 * key, id or time, so no query, export or backup can tell who rated what.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_round')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('opens_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('closes_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('assessment_voter')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('round_id', 'varchar(32)', (c) => c.notNull().references('assessment_round.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_voter_pk', ['tenant_id', 'round_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('assessment_score')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('round_id', 'varchar(32)', (c) => c.notNull().references('assessment_round.id'))
    .addColumn('counsellor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('item', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('ratings', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_score_pk', ['tenant_id', 'round_id', 'counsellor_id', 'item'])
    .execute();

  await db.schema
    .createTable('staff_record')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('owner_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('organiser', 'varchar(100)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('level', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reviewer_name', 'varchar(100)')
    .addColumn('review_note', 'varchar(300)')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_record_owner_ix')
    .on('staff_record')
    .columns(['tenant_id', 'owner_id'])
    .execute();
  await db.schema
    .createIndex('staff_record_status_ix')
    .on('staff_record')
    .columns(['tenant_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_record').execute();
  await db.schema.dropTable('assessment_score').execute();
  await db.schema.dropTable('assessment_voter').execute();
  await db.schema.dropTable('assessment_round').execute();
}
