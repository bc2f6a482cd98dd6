import { sql, type Kysely } from 'kysely';

/**
 * Photos of a dormitory inspection (a room's or a student's score): their attachment refs as JSON
 * beside the score, each file held by the score (attachment_holder 'dorm_inspection') so that
 * whoever may read the score may read its photos. Discipline records held their photos in their
 * values without a holder (only the uploader could open them): they are held from now on
 * ('dorm_discipline'), the existing ones here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dorm_inspection_score').addColumn('photos', 'text').execute();
  const { rows } = await sql<{ id: string; data: string }>`select id, data from dorm_discipline`.execute(db);
  for (const row of rows) {
    let values: unknown;
    try {
      values = JSON.parse(row.data);
    } catch {
      continue;
    }
    for (const id of attachmentIdsIn(values))
      await sql`insert into attachment_holder (attachment_id, holder_type, holder_id)
        select ${id}, 'dorm_discipline', ${row.id} where exists (select 1 from attachment where id = ${id})
        and not exists (select 1 from attachment_holder where attachment_id = ${id}
          and holder_type = 'dorm_discipline' and holder_id = ${row.id})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from attachment_holder where holder_type in ('dorm_inspection', 'dorm_discipline')`.execute(
    db,
  );
  await db.schema.alterTable('dorm_inspection_score').dropColumn('photos').execute();
}

// Frozen copy of core/attachments/holders.ts's attachmentIdsIn as this migration was written: an
// old migration must mean the same forever, whatever the live code becomes.
function isRef(value: object): value is { id: string } {
  const ref = value as { id?: unknown; size?: unknown; type?: unknown };
  return typeof ref.id === 'string' && typeof ref.size === 'number' && typeof ref.type === 'string';
}

/** The attachment ids in form values: every `{id, name, size, type}` reference, however deep. */
function attachmentIdsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) attachmentIdsIn(item, into);
  else if (value && typeof value === 'object') {
    if (isRef(value)) into.add(value.id);
    else for (const item of Object.values(value)) attachmentIdsIn(item, into);
  }
  return into;
}
