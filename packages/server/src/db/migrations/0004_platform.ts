import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The platform service: attachments (file bytes in the database), announcements and their
 * readers, dictionaries and data templates. One file for both dialects; only the byte column
 * differs (bytea on PostgreSQL, blob on SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('attachment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('owner_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'char(64)', (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('public_item', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dep_id', 'varchar(32)')
    .addColumn('dep_name', 'varchar(200)')
    .addColumn('public_date', 'bigint')
    .addColumn('lose_date', 'bigint')
    .addColumn('is_public', 'char(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_attach', 'text', (c) => c.notNull())
    .addColumn('picture', 'varchar(32)')
    .addColumn('type_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('news_published_ix')
    .on('news')
    .columns(['tenant_id', 'status', 'public_date'])
    .execute();
  await db.schema.createIndex('news_author_ix').on('news').columns(['tenant_id', 'user_id']).execute();

  await db.schema
    .createTable('news_read')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('news_id', 'varchar(32)', (c) => c.notNull().references('news.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_read_pk', ['news_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('dictionary')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('names', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('dictionary_key_uq', ['tenant_id', 'type_key', 'key'])
    .execute();

  await db.schema
    .createTable('data_template')
    .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenant.id'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('dataset', 'varchar(64)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_template_pk', ['tenant_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['data_template', 'dictionary', 'news_read', 'news', 'attachment']) {
    await db.schema.dropTable(table).execute();
  }
}
