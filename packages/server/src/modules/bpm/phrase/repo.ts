import type { ListQuery, ListReply } from '@campus/contract';
import type { PhraseRow } from '@campus/contract/api/bpm/phrase';
import { listSpec, runList } from '../../../http/list-query.js';
import type { Db, Owner } from '../shared/repo.js';

/** Saved phrases (常用语), each user's own. */

/** The rows are the reply's (contract api/bpm/phrase.ts). */
export type { PhraseRow } from '@campus/contract/api/bpm/phrase';

const spec = listSpec({
  // `value` / `VALUE_`: the platform's stock front end's names for the text.
  filters: {
    content: { column: 'p.content', type: 'string' },
    value: { column: 'p.content', type: 'string' },
    VALUE_: { column: 'p.content', type: 'string' },
  },
  sorts: { createTime: 'p.createdAt' },
  defaultSort: { column: 'p.createdAt', order: 'DESC' },
});

export function phrases(
  db: Db,
  { tenantId, userId }: Owner,
  query: ListQuery,
): Promise<ListReply<PhraseRow>> {
  const base = db
    .selectFrom('bpmPhrase as p')
    .where('p.tenantId', '=', tenantId)
    .where('p.userId', '=', userId);
  // The default phrase comes first, then the list's own order.
  return runList(
    base,
    (qb) =>
      qb
        .select(['p.id', 'p.content', 'p.content as value', 'p.isDefault', 'p.createdAt as createTime'])
        .orderBy('p.isDefault', 'desc'),
    query,
    spec,
  );
}

export function phraseById(db: Db, tenantId: string, userId: string, id: string) {
  return db
    .selectFrom('bpmPhrase')
    .select(['id', 'isDefault'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPhrase(
  db: Db,
  row: { id: string; tenantId: string; userId: string; content: string; createdAt: number },
) {
  await db
    .insertInto('bpmPhrase')
    .values({ ...row, isDefault: 'N' })
    .execute();
}

export async function updatePhrase(db: Db, id: string, content: string) {
  await db.updateTable('bpmPhrase').set({ content }).where('id', '=', id).execute();
}

export async function deletePhrases(
  db: Db,
  tenantId: string,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  const result = await db
    .deleteFrom('bpmPhrase')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Makes one phrase the user's default (and no other). */
export async function setDefaultPhrase(db: Db, tenantId: string, userId: string, id: string) {
  await db
    .updateTable('bpmPhrase')
    .set({ isDefault: 'N' })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
  await db.updateTable('bpmPhrase').set({ isDefault: 'Y' }).where('id', '=', id).execute();
}
