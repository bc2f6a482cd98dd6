import { sql, type Kysely } from 'kysely';

/**
 * Dormitories (issue 12, ssgl): buildings, rooms with a capacity, a sex and a yearly fee, beds,
 * the moves between beds, and what the group keeps beside each of its requests. A bed holds at
 * most one student (its student_id) and a student at most one bed (a unique index; the NULLs of
 * free beds are distinct on both databases); a room's `occupied` counts its students and moves
 * change it with a guarded update (occupied < capacity), so two approvals at once can never put
 * more students in a room than it holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dorm_building')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sex', 'varchar(8)', (c) => c.notNull())
    .addColumn('floors', 'integer', (c) => c.notNull())
    .addColumn('manager_name', 'varchar(50)')
    .addColumn('manager_phone', 'varchar(20)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_building_code_ux')
    .on('dorm_building')
    .columns(['tenant_id', 'code'])
    .unique()
    .execute();

  await db.schema
    .createTable('dorm_room')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('building_id', 'varchar(32)', (c) => c.notNull().references('dorm_building.id'))
    .addColumn('number', 'varchar(16)', (c) => c.notNull())
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addColumn('sex', 'varchar(8)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('occupied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('dorm_room_occupied_ck', sql`occupied >= 0 and occupied <= capacity`)
    .execute();
  await db.schema
    .createIndex('dorm_room_number_ux')
    .on('dorm_room')
    .columns(['building_id', 'number'])
    .unique()
    .execute();

  await db.schema
    .createTable('dorm_bed')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('room_id', 'varchar(32)', (c) => c.notNull().references('dorm_room.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)')
    .addColumn('since', 'bigint')
    .addColumn('reserved', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .execute();
  await db.schema
    .createIndex('dorm_bed_code_ux')
    .on('dorm_bed')
    .columns(['tenant_id', 'code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('dorm_bed_student_ux')
    .on('dorm_bed')
    .columns(['tenant_id', 'student_id'])
    .unique()
    .execute();
  await db.schema.createIndex('dorm_bed_room_ix').on('dorm_bed').columns(['room_id', 'number']).execute();

  await db.schema
    .createTable('dorm_move')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('from_bed_id', 'varchar(32)')
    .addColumn('to_bed_id', 'varchar(32)')
    .addColumn('instance_id', 'varchar(32)')
    .addColumn('operator_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dorm_move_student_ix')
    .on('dorm_move')
    .columns(['tenant_id', 'student_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('dorm_request')
    .addColumn('instance_id', 'varchar(32)', (c) => c.primaryKey().references('bpm_instance.id'))
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('module_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('student_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('bed_id', 'varchar(32)')
    .addColumn('moved_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dorm_request', 'dorm_move', 'dorm_bed', 'dorm_room', 'dorm_building'])
    await db.schema.dropTable(table).execute();
}
