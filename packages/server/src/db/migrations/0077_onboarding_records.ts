import type { Kysely } from 'kysely';

/**
 * Onboarding's own records (issue 13, modules/affairs/modules/yxxt): each freshman's forms (one
 * row per form kind: personal information, arrival, joining the army, certificates; the values
 * as JSON), staff's keep / give-up of a freshman's place, the questions and their answers, and
 * a school's own texts of its rich pages (without a row, the product's text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('onboarding_form')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('form_values', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_form_pk', ['tenant_id', 'student_id', 'kind'])
    .execute();

  await db.schema
    .createTable('onboarding_standing')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('standing', 'varchar(8)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('set_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_standing_pk', ['tenant_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('onboarding_question')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'varchar(32)')
    .addColumn('answered_at', 'bigint')
    .addColumn('faq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('onboarding_question_tenant_ix')
    .on('onboarding_question')
    .columns(['tenant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('onboarding_page')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('key', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_page_pk', ['tenant_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['onboarding_page', 'onboarding_question', 'onboarding_standing', 'onboarding_form'])
    await db.schema.dropTable(table).execute();
}
