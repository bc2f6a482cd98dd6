import type { Kysely } from 'kysely';

/**
 * How a task reached its people, for the pending list split by it (`/received/query/pending/role`
 * and the rest): the kind of the assignment rule that named the task's owner (`bpm_task.via`)
 * and each candidate (`bpm_task_candidate.via`): `user`, `org`, `orgManager`, `role`,
 * `position` or `group`. Tasks created before this migration count as named personally ('user'):
 * which rule named someone was not recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bpm_task', 'bpm_task_candidate']) {
    await db.schema
      .alterTable(table)
      .addColumn('via', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bpm_task', 'bpm_task_candidate']) {
    await db.schema.alterTable(table).dropColumn('via').execute();
  }
}
