import type { Kysely } from 'kysely';
import { CATEGORY_NAMES, PROCESS_DESCRIPTIONS, ROLE_NAMES, type Texts } from '../app-texts.js';

/**
 * The app's own interface data in every language (issue 17 item 8): role names, FLOW_TYPE category
 * names and process descriptions get a JSON column of their texts by language, as dictionary
 * entries have. Rows seeded before are filled in where they still read the app's own Chinese
 * text; anything a school renamed or wrote itself keeps no translations and reads as written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('role').addColumn('names', 'text').execute();
  await db.schema.alterTable('cat_type').addColumn('names', 'text').execute();
  await db.schema.alterTable('bpm_definition').addColumn('descriptions', 'text').execute();
  await fillAppTexts(db);
}

/**
 * Gives the app's own rows their texts in every language where they are missing and still read
 * the app's Chinese (a role a school renamed keeps only its own name).
 */
export async function fillAppTexts(db: Kysely<unknown>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on untyped schemas
  const any = db as Kysely<any>;
  const fill = async (
    table: string,
    column: string,
    key: string,
    match: string,
    texts: Readonly<Record<string, Texts>>,
  ) => {
    for (const [value, text] of Object.entries(texts)) {
      await any
        .updateTable(table)
        .set({ [column]: JSON.stringify(text) })
        .where(key, '=', value)
        .where(match, '=', text['zh-CN'])
        .where(column, 'is', null)
        .execute();
    }
  };
  await fill('role', 'names', 'code', 'name', ROLE_NAMES);
  await fill('cat_type', 'names', 'type_key', 'name', CATEGORY_NAMES);
  await fill('bpm_definition', 'descriptions', 'key', 'description', PROCESS_DESCRIPTIONS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_definition').dropColumn('descriptions').execute();
  await db.schema.alterTable('cat_type').dropColumn('names').execute();
  await db.schema.alterTable('role').dropColumn('names').execute();
}
