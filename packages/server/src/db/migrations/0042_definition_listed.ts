import type { Kysely } from 'kysely';

/**
 * Whether a process is offered in the "start a new process" catalogue: a process other screens
 * start (an objection filed from a publicity list, campus:listed="false") is not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bpm_definition')
    .addColumn('listed', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_definition').dropColumn('listed').execute();
}
