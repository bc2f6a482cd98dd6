import type { Kysely } from 'kysely';

/**
 * Dormitory checks (issue 12, ssgl): discipline records with the students they name, and weekly
 * inspection rounds with a score per room (or per student in a personal round). A room's or a
 * student's score in a round is unique (student_id '' for a room's), so entering a room twice
 * updates its score.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dorm_discipline')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('room_id', 'varchar(32)', (c) => c.notNull().references('dorm_room.id'))
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('facts', 'varchar(1000)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('recorder_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('recorder_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_discipline_time_ix')
    .on('dorm_discipline')
    .columns(['tenant_id', 'occurred_at'])
    .execute();

  await db.schema
    .createTable('dorm_discipline_student')
    .addColumn('discipline_id', 'varchar(32)', (c) => c.notNull().references('dorm_discipline.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dorm_discipline_student_pk', ['discipline_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('dorm_discipline_student_ix')
    .on('dorm_discipline_student')
    .columns(['tenant_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('dorm_inspection_round')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('items', 'varchar(4000)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_inspection_round_week_ux')
    .on('dorm_inspection_round')
    .columns(['tenant_id', 'kind', 'start_date'])
    .unique()
    .execute();

  await db.schema
    .createTable('dorm_inspection_score')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('round_id', 'varchar(32)', (c) => c.notNull().references('dorm_inspection_round.id'))
    .addColumn('room_id', 'varchar(32)', (c) => c.notNull().references('dorm_room.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('scores', 'varchar(2000)', (c) => c.notNull())
    .addColumn('veto', 'varchar(32)')
    .addColumn('total', 'double precision', (c) => c.notNull())
    .addColumn('grade', 'varchar(16)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')
    .addColumn('inspector_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('inspector_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_inspection_score_ux')
    .on('dorm_inspection_score')
    .columns(['round_id', 'room_id', 'student_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dorm_inspection_score',
    'dorm_inspection_round',
    'dorm_discipline_student',
    'dorm_discipline',
  ])
    await db.schema.dropTable(table).execute();
}
