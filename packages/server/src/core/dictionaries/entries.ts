import { DEFAULT_LANGUAGE, localize, type Language, type LocalizedText } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A tenant's dictionaries (leave types, genders, ...): what choice fields of forms and the
 * platform's findByTypeKey read. Names are in the reader's language when the entry has one,
 * else in the school's (zh-CN).
 */
export interface DictionaryEntry {
  key: string;
  name: string;
}

/** The entries of one dictionary in sort order; undefined when the tenant has no such dictionary. */
export async function dictionaryEntries(
  db: Kysely<DB>,
  tenantId: string,
  typeKey: string,
  lang: Language,
): Promise<DictionaryEntry[] | undefined> {
  const rows = await db
    .selectFrom('dictionary')
    .select(['key', 'name', 'names'])
    .where('tenantId', '=', tenantId)
    .where('typeKey', '=', typeKey)
    .orderBy('sort')
    .orderBy('key')
    .execute();
  if (rows.length === 0) return undefined;
  return rows.map(({ key, name, names }) => {
    const text: LocalizedText = { ...(names ? (JSON.parse(names) as object) : {}), [DEFAULT_LANGUAGE]: name };
    return { key, name: localize(text, lang) };
  });
}

/** Every entry's name in every language it has, by key (for texts said later in a reader's language). */
export async function dictionaryTexts(
  db: Kysely<DB>,
  tenantId: string,
  typeKey: string,
): Promise<Map<string, LocalizedText>> {
  const rows = await db
    .selectFrom('dictionary')
    .select(['key', 'name', 'names'])
    .where('tenantId', '=', tenantId)
    .where('typeKey', '=', typeKey)
    .execute();
  return new Map(
    rows.map(({ key, name, names }) => [
      key,
      { ...(names ? (JSON.parse(names) as object) : {}), [DEFAULT_LANGUAGE]: name },
    ]),
  );
}
