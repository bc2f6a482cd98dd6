import { sql, type Kysely } from 'kysely';

/**
 * The starter of a request never acts on a task of it (issue 10): each task records the one
 * person it bars, `barred_id`, the instance's starter, or null where the node lets the starter act
 * (the start event, a "starter confirms" step). engine/queries.ts applies it to every inbox and
 * every action, so no transfer, proxy, delegation or added signer can hand a student their own
 * approval.
 *
 * Existing tasks: the engine itself gave a task to the starter only where the starter acts (its
 * holder and owner are the starter, not transferred); every other task bars the starter. Tasks,
 * proxies and standing delegations handed to students before the rule (only staff take over an
 * approval step now) are taken back: the tasks return to their owners, the proxies are
 * cancelled, the delegations disabled.
 */
const isStudent = (tenantColumn: string, userColumn: string) =>
  sql`exists (select 1 from tenant_member m where m.tenant_id = ${sql.ref(tenantColumn)}
    and m.user_id = ${sql.ref(userColumn)} and m.kind = 'student')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_task').addColumn('barred_id', 'varchar(32)').execute();
  await sql`update bpm_task set barred_id = (select i.starter_id from bpm_instance i where i.id = bpm_task.instance_id)
    where not (delivered = 'N' and assignee_id is not null and owner_id = assignee_id
      and assignee_id = (select i.starter_id from bpm_instance i where i.id = bpm_task.instance_id))`.execute(
    db,
  );

  await sql`update bpm_task_change set status = 'cancel'
    where status = 'running' and ${isStudent('bpm_task_change.tenant_id', 'bpm_task_change.executor_id')}
      and (change_type = 'assignee' or exists (select 1 from bpm_task t where t.id = bpm_task_change.task_id
        and t.status = 'pending' and t.delivered = 'Y' and t.assignee_id = bpm_task_change.executor_id))`.execute(
    db,
  );
  await sql`update bpm_task set assignee_id = owner_id, assignee_name = owner_name, delivered = 'N'
    where status = 'pending' and delivered = 'Y' and owner_id is not null
      and ${isStudent('bpm_task.tenant_id', 'bpm_task.assignee_id')}`.execute(db);
  await sql`update bpm_agent set is_enabled = 'N'
    where is_enabled = 'Y' and ${isStudent('bpm_agent.tenant_id', 'bpm_agent.agenter_id')}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_task').dropColumn('barred_id').execute();
}
