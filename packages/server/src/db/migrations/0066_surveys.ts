import type { Kysely } from 'kysely';

/**
 * Surveys (issue 14, wjdc): a questionnaire (its questions as JSON, its audience as the
 * mechanism's grades and colleges, a window) and one response per person and survey (the unique
 * index makes a repeated submission the same response on both databases).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('intro', 'varchar(1000)', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('grades', 'varchar(500)', (c) => c.notNull())
    .addColumn('colleges', 'varchar(2000)', (c) => c.notNull())
    .addColumn('anonymous', 'varchar(1)', (c) => c.notNull())
    .addColumn('opens_at', 'bigint', (c) => c.notNull())
    .addColumn('closes_at', 'bigint', (c) => c.notNull())
    .addColumn('closed', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_tenant_closes_ix')
    .on('survey')
    .columns(['tenant_id', 'closes_at'])
    .execute();

  await db.schema
    .createTable('survey_response')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('survey_id', 'varchar(32)', (c) => c.notNull().references('survey.id'))
    .addColumn('respondent_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('college_id', 'varchar(32)')
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_response_once_ux')
    .on('survey_response')
    .columns(['survey_id', 'respondent_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_response').execute();
  await db.schema.dropTable('survey').execute();
}
