import { sql, type Kysely } from 'kysely';

/**
 * One open objection per objector and request (issue 25 §9): each objection is a task for the
 * office and holds the request's publicity open, and ten filed at once by one person made ten. A
 * partial unique index holds the rule under parallel requests on SQLite and PostgreSQL alike
 * (a decided objection leaves the index, so the same person may object again afterwards). A
 * second index serves the count of a person's objections in the last hour (the per-person limit).
 *
 * Objections filed twice before this are kept once: the oldest stays open, the later ones are
 * marked `superseded` (their office tasks stay, and deciding one changes nothing: the objection
 * listener acts on open objections only) and the request's count of open objections is counted
 * again from the rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update affair_objection set status = 'superseded', decided_at = ${Date.now()}
    where status = 'open' and exists (
      select 1 from affair_objection o
      where o.tenant_id = affair_objection.tenant_id and o.request_id = affair_objection.request_id
        and o.filed_by = affair_objection.filed_by and o.status = 'open'
        and (o.created_at < affair_objection.created_at
          or (o.created_at = affair_objection.created_at and o.id < affair_objection.id)))`.execute(db);
  await sql`update affair_request set open_objections = (
      select count(*) from affair_objection o
      where o.request_id = affair_request.instance_id and o.status = 'open')
    where instance_id in (select request_id from affair_objection where status = 'superseded')`.execute(db);
  await sql`create unique index affair_objection_open_ux
    on affair_objection (tenant_id, request_id, filed_by) where status = 'open'`.execute(db);
  // A person's objections of the last hour are counted at each filing (the per-person limit).
  await sql`create index affair_objection_filer_ix on affair_objection (tenant_id, filed_by, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index affair_objection_filer_ix`.execute(db);
  await sql`drop index affair_objection_open_ux`.execute(db);
}
