import { sql, type Kysely } from 'kysely';

/**
 * Reading an attachment follows the object that holds it (issue 10, item 6): a request's form
 * values, an announcement (its attachments, cover and inline images); a person's photo is found by
 * `app_user.photo_id` (indexed here). An attachment nothing holds is its uploader's alone.
 *
 * The links of the data already stored are written here: every attachment reference
 * (`{id, name, size, type}`) in a request's values, and an announcement's files, cover and images.
 */
const PAGE = 500;

interface Ref {
  id?: unknown;
  size?: unknown;
  type?: unknown;
}

function refsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value && typeof value === 'object') {
    const ref = value as Ref;
    if (typeof ref.id === 'string' && typeof ref.size === 'number' && typeof ref.type === 'string')
      into.add(ref.id);
    else for (const item of Object.values(value)) refsIn(item, into);
  }
}

function parse(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

async function link(db: Kysely<unknown>, type: string, holderId: string, ids: Set<string>): Promise<void> {
  for (const id of ids) {
    await sql`insert into attachment_holder (attachment_id, holder_type, holder_id)
      select ${id}, ${type}, ${holderId} where exists (select 1 from attachment where id = ${id})
      and not exists (select 1 from attachment_holder where attachment_id = ${id}
        and holder_type = ${type} and holder_id = ${holderId})`.execute(db);
  }
}

/** Rows of a table in pages by id (the table may be large). */
async function eachRow<T extends { id: string }>(
  db: Kysely<unknown>,
  select: (after: string) => Promise<T[]>,
  visit: (row: T) => Promise<void>,
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await select(after);
    for (const row of rows) await visit(row);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attachment_holder')
    .addColumn('attachment_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('holder_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('holder_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('attachment_holder_pk', ['attachment_id', 'holder_type', 'holder_id'])
    .execute();
  await db.schema.createIndex('app_user_photo_ix').on('app_user').column('photo_id').execute();

  await eachRow(
    db,
    async (after) =>
      (
        await sql<{ id: string; data: string }>`select id, data from bpm_instance
          where id > ${after} and data like ${'%"size"%'} order by id limit ${PAGE}`.execute(db)
      ).rows,
    async (row) => {
      const ids = new Set<string>();
      refsIn(parse(row.data), ids);
      await link(db, 'instance', row.id, ids);
    },
  );
  await eachRow(
    db,
    async (after) =>
      (
        await sql<{ id: string; fileAttach: string; picture: string | null; content: string }>`select id,
          file_attach as "fileAttach", picture, content from news where id > ${after} order by id limit ${PAGE}`.execute(
          db,
        )
      ).rows,
    async (row) => {
      const ids = new Set<string>();
      refsIn(parse(row.fileAttach), ids);
      if (row.picture) ids.add(row.picture);
      for (const m of row.content.matchAll(/getImage\?attachmentId=([\w-]+)/g)) ids.add(m[1]!);
      await link(db, 'news', row.id, ids);
    },
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('app_user_photo_ix').execute();
  await db.schema.dropTable('attachment_holder').execute();
}
