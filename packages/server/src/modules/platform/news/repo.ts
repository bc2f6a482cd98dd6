import type { ListQuery, ListReply } from '@campus/contract';
import type { NewsRow, NewsView } from '@campus/contract/api/platform/news';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB, News, NewsTable } from '../../../db/schema.js';
import { listFilters, listSpec, runList } from '../../../http/list-query.js';
import { textFilters } from '../../../http/text-filters.js';

/** Announcements and their readers. Every query is scoped to one tenant. */
export type Db = Kysely<DB>;

export type { NewsView } from '@campus/contract/api/platform/news';

const filters = listFilters({
  ...textFilters({
    title: 'n.title',
    publicItem: 'n.publicItem',
    typeId: 'n.typeId',
    userName: 'n.userName',
  }),
  publicDate: { column: 'n.publicDate', type: 'date' },
});
const sorts = {
  publicDate: 'n.publicDate',
  createTime: 'n.createdAt',
  loseDate: 'n.loseDate',
  title: 'n.title',
} as const;
const SPECS = {
  publish: listSpec({ filters, sorts, defaultSort: { column: 'n.publicDate', order: 'DESC' } }),
  drafts: listSpec({ filters, sorts, defaultSort: { column: 'n.updatedAt', order: 'DESC' } }),
  expired: listSpec({ filters, sorts, defaultSort: { column: 'n.loseDate', order: 'DESC' } }),
} satisfies Record<NewsView, unknown>;

export interface Reader {
  tenantId: string;
  userId: string;
  isStaff: boolean;
}

/** One view of the tenant's announcements: published (important first), my drafts, or expired. */
export function listNews(
  db: Db,
  reader: Reader,
  view: NewsView,
  now: number,
  query: ListQuery,
): Promise<ListReply<NewsRow>> {
  let base = db.selectFrom('news as n').where('n.tenantId', '=', reader.tenantId);
  if (!reader.isStaff) base = base.where('n.isPublic', '=', 'Y');
  if (view === 'drafts') base = base.where('n.status', '=', 'drafts').where('n.userId', '=', reader.userId);
  else {
    base = base.where('n.status', '=', 'publish');
    base =
      view === 'expired'
        ? base.where('n.loseDate', '<=', now)
        : base.where((eb) => eb.or([eb('n.loseDate', 'is', null), eb('n.loseDate', '>', now)]));
  }
  const columns = (qb: typeof base) => {
    const selected = qb.select([
      'n.id',
      'n.title',
      'n.publicItem',
      'n.userId',
      'n.userName',
      'n.depId',
      'n.depName',
      'n.publicDate',
      'n.loseDate',
      'n.isPublic',
      sql.lit(view).as('status'),
      'n.picture',
      'n.typeId',
      'n.createdAt as createTime',
      'n.updatedAt as updateTime',
      sql<number>`(select count(*) from news_read r where r.news_id = n.id)`.as('readCount'),
      sql<
        'Y' | 'N'
      >`case when exists (select 1 from news_read r where r.news_id = n.id and r.user_id = ${reader.userId}) then 'Y' else 'N' end`.as(
        'isRead',
      ),
    ]);
    // Important announcements stay pinned above the others whatever the chosen sort.
    return view === 'publish'
      ? selected.orderBy(sql`case when n.public_item = 'important' then 0 else 1 end`)
      : selected;
  };
  return runList(base, columns, query, SPECS[view]);
}

export function findNews(db: Db, tenantId: string, id: string): Promise<News | undefined> {
  return db
    .selectFrom('news')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findNewsByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<News[]> {
  return db
    .selectFrom('news')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function insertNews(db: Db, row: Insertable<NewsTable>): Promise<void> {
  await db.insertInto('news').values(row).execute();
}

export async function updateNews(db: Db, tenantId: string, id: string, changes: Updateable<NewsTable>) {
  await db.updateTable('news').set(changes).where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

/** Sets publicDate if the announcement has none yet; true when this call set it. */
export async function stampPublished(db: Db, tenantId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set({ publicDate: now })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('publicDate', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes announcements with their read marks and the bulletins that announced them. */
export async function deleteNews(db: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  await db
    .deleteFrom('newsRead')
    .where('tenantId', '=', tenantId)
    .where('newsId', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('innerMessage')
    .where('tenantId', '=', tenantId)
    .where('bizType', '=', 'news')
    .where('bizId', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('news')
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function markRead(db: Db, tenantId: string, newsId: string, userId: string, now: number) {
  await db
    .insertInto('newsRead')
    .values({ tenantId, newsId, userId, readAt: now })
    .onConflict((oc) => oc.columns(['newsId', 'userId']).doNothing())
    .execute();
}

export async function readCount(db: Db, newsId: string): Promise<number> {
  const row = await db
    .selectFrom('newsRead')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('newsId', '=', newsId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function orgName(db: Db, tenantId: string, orgId: string): Promise<{ name: string } | undefined> {
  return db
    .selectFrom('org')
    .select('name')
    .where('tenantId', '=', tenantId)
    .where('id', '=', orgId)
    .executeTakeFirst();
}

/** Who a published announcement reaches: the tenant's active members, or only its staff. */
export async function audience(db: Db, tenantId: string, staffOnly: boolean): Promise<string[]> {
  let query = db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select('m.userId')
    .where('m.tenantId', '=', tenantId)
    .where('m.status', '=', 'active')
    .where('u.status', '=', 'actived');
  if (staffOnly) query = query.where('m.kind', '=', 'staff');
  return (await query.execute()).map((r) => r.userId);
}
