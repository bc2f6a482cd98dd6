import type { Kysely } from 'kysely';

/**
 * Task lock and request suspension (issue 32 item 5, the stock client's `lock`/`unlock` and
 * `suspendProcess`/`recoverProcess`; docs/BPMN.md "Lock and suspension").
 *
 * A lock is one candidate taking a shared task: the task's assignee becomes the locker, as any
 * held task's does, and `locked_by` says the holder came from a lock (so unlocking hands it back
 * to the candidates, and never undoes a holder the process's rules or a transfer named).
 *
 * A suspended request has the platform's status `suspend`; `suspended_by`/`suspended_at` say who
 * suspended it and when (the pending list and the task form show it, recovery clears them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_task').addColumn('locked_by', 'varchar(32)').execute();
  await db.schema.alterTable('bpm_task').addColumn('locked_at', 'bigint').execute();
  await db.schema.alterTable('bpm_instance').addColumn('suspended_by', 'varchar(32)').execute();
  await db.schema.alterTable('bpm_instance').addColumn('suspended_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_instance').dropColumn('suspended_at').execute();
  await db.schema.alterTable('bpm_instance').dropColumn('suspended_by').execute();
  await db.schema.alterTable('bpm_task').dropColumn('locked_at').execute();
  await db.schema.alterTable('bpm_task').dropColumn('locked_by').execute();
}
