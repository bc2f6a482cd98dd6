import type { ListQuery, ListReply } from '@campus/contract';
import type { InnerMessageRow } from '@campus/contract/api/platform/messages';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { listSpec, runList } from '../../../http/list-query.js';
import { textFilters } from '../../../http/text-filters.js';

/** The inbox: every query is scoped to one receiver in one tenant. */
export type Db = Kysely<DB>;

export interface Receiver {
  tenantId: string;
  userId: string;
}

/** A row as the database has it: the reply's row with the subject in other languages (JSON by language). */
export type MessageRow = InnerMessageRow & { subjects: string | null };

export type MessageDetail = MessageRow & { content: string; contents: string | null };

const spec = listSpec({
  filters: {
    ...textFilters({
      subject: 'm.subject',
      messageType: 'm.messageType',
      ownerName: 'm.senderName',
      bizType: 'm.bizType',
    }),
    createTime: { column: 'm.createdAt', type: 'date' },
  },
  sorts: { createTime: 'm.createdAt', subject: 'm.subject' },
  defaultSort: { column: 'm.createdAt', order: 'DESC' },
});

const inbox = (db: Db, receiver: Receiver) =>
  db
    .selectFrom('innerMessage as m')
    .where('m.tenantId', '=', receiver.tenantId)
    .where('m.receiverId', '=', receiver.userId);

const ROW_COLUMNS = [
  'm.id',
  'm.subject',
  'm.subjects',
  sql<string>`coalesce(m.sender_name, '')`.as('ownerName'),
  'm.messageType',
  'm.createdAt as createTime',
  sql<'Y' | 'N'>`case when m.read_at is null then 'N' else 'Y' end`.as('isRead'),
  'm.readAt as readTime',
  'm.bizType',
  'm.bizId',
] as const;

/** The receiver's messages; `read` narrows to read (true) or unread (false) ones. */
export function listMessages(
  db: Db,
  receiver: Receiver,
  read: boolean | undefined,
  query: ListQuery,
): Promise<ListReply<MessageRow>> {
  let base = inbox(db, receiver);
  if (read !== undefined) base = base.where('m.readAt', read ? 'is not' : 'is', null);
  return runList(base, (qb) => qb.select(ROW_COLUMNS), query, spec);
}

export function findMessage(db: Db, receiver: Receiver, id: string): Promise<MessageDetail | undefined> {
  return inbox(db, receiver)
    .select([...ROW_COLUMNS, 'm.content', 'm.contents'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** Marks the given unread messages (or all of them when `ids` is null) read; returns how many. */
export async function markRead(db: Db, receiver: Receiver, ids: readonly string[] | null, now: number) {
  let update = db
    .updateTable('innerMessage')
    .set({ readAt: now })
    .where('tenantId', '=', receiver.tenantId)
    .where('receiverId', '=', receiver.userId)
    .where('readAt', 'is', null);
  if (ids) update = update.where('id', 'in', [...ids]);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countOwn(db: Db, receiver: Receiver, ids: readonly string[]): Promise<number> {
  const row = await inbox(db, receiver)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('m.id', 'in', [...ids])
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function deleteMessages(db: Db, receiver: Receiver, ids: readonly string[]): Promise<void> {
  await db
    .deleteFrom('innerMessage')
    .where('tenantId', '=', receiver.tenantId)
    .where('receiverId', '=', receiver.userId)
    .where('id', 'in', [...ids])
    .execute();
}
