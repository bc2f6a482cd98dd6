import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * How an entry names a person it is about: their name and number in the school, as they were when
 * the change was made (the entry keeps the text, so a later rename does not rewrite history).
 */
export async function personLabel(db: Kysely<DB>, tenantId: string, userId: string): Promise<string> {
  const person = await db
    .selectFrom('appUser as u')
    .leftJoin('tenantMember as m', (join) =>
      join.onRef('m.userId', '=', 'u.id').on('m.tenantId', '=', tenantId),
    )
    .select(['u.fullname', 'm.number'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!person) return userId;
  return person.number ? `${person.fullname} (${person.number})` : person.fullname;
}
