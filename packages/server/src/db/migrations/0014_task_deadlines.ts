import { sql, type Kysely } from 'kysely';

/**
 * Step deadlines (issue 29, the chain designer's "deadlines with reminders"; docs/BPMN.md,
 * "Deadlines and copies"). A task created at a step with `campus:dueHours` gets:
 *
 * - `due_at`: when it is due (its creation plus the step's hours);
 * - `alert_at`: when the reminder sweep next has something to say about it: the early reminder
 *   (`campus:remindHours` before `due_at`), then `due_at` itself (the overdue notice), then
 *   nothing (null). The sweep claims a task by moving `alert_at` on with a conditional update, so
 *   each notice goes out once, whichever server (or sweep) gets there first.
 *
 * The index holds only open tasks with something left to say (partial), so the sweep reads the
 * few due ones and never the school's history; a task handled before its time leaves the index
 * with its status and is never read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_task').addColumn('due_at', 'bigint').execute();
  await db.schema.alterTable('bpm_task').addColumn('alert_at', 'bigint').execute();
  await db.schema
    .createIndex('bpm_task_alert_ix')
    .on('bpm_task')
    .column('alert_at')
    .where((eb) =>
      eb.and([eb(sql.ref('status'), '=', sql.lit('pending')), eb(sql.ref('alert_at'), 'is not', null)]),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_task_alert_ix').execute();
  await db.schema.alterTable('bpm_task').dropColumn('alert_at').execute();
  await db.schema.alterTable('bpm_task').dropColumn('due_at').execute();
}
