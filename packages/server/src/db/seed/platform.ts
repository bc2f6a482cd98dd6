import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.js';
import type { DB } from '../schema.js';
import type { SchoolRows } from './build.js';
import { daysFrom, DEMO_NEWS, DICTIONARIES, TEMPLATES } from './platform-data.js';

/** The school's student-affairs office clerk (the first member holding office_staff) writes the demo news. */
function officeAuthor(rows: SchoolRows) {
  const roleId = rows.roles.find((r) => r.code === 'office_staff')!.id;
  const userId = rows.memberRoles.find((mr) => mr.roleId === roleId)!.userId;
  const user = rows.users.find((u) => u.id === userId)!;
  const orgId = rows.members.find((m) => m.userId === userId)!.orgId;
  const org = rows.orgs.find((o) => o.id === orgId)!;
  return { userId, userName: user.fullname, depId: org.id!, depName: org.name };
}

/**
 * The dictionaries every school starts with (the processes' and modules' forms choose from them):
 * a demo school and a school created from nothing (core/setup) alike.
 */
export async function insertPlatformDictionaries(
  db: Kysely<DB>,
  tenantId: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('dictionary')
    .values(
      Object.entries(DICTIONARIES).flatMap(([typeKey, entries]) =>
        entries.map((e, sort) => ({
          id: newId(),
          tenantId,
          typeKey,
          key: e.key,
          name: e.name,
          names: JSON.stringify(e.names),
          sort,
          createdAt: now,
        })),
      ),
    )
    .execute();
}

/** Dictionaries, data templates and demo announcements of one school. */
export async function seedPlatformContent(db: Kysely<DB>, rows: SchoolRows, now: number): Promise<void> {
  const tenantId = rows.tenant.id!;
  await insertPlatformDictionaries(db, tenantId, now);

  await db
    .insertInto('dataTemplate')
    .values(
      TEMPLATES.map((t) => ({
        tenantId,
        id: t.id,
        dataset: t.dataset,
        definition: JSON.stringify(t.definition),
        createdAt: now,
      })),
    )
    .execute();

  const author = officeAuthor(rows);
  await db
    .insertInto('news')
    .values(
      DEMO_NEWS.map((n) => {
        const publicDate = n.publishedDaysAgo === null ? null : daysFrom(now, -n.publishedDaysAgo);
        return {
          id: newId(),
          tenantId,
          title: n.title,
          content: n.content,
          publicItem: n.publicItem,
          ...author,
          publicDate,
          loseDate: n.expiresInDays === null ? null : daysFrom(now, n.expiresInDays),
          isPublic: 'Y' as const,
          status: n.status,
          fileAttach: '[]',
          picture: null,
          typeId: null,
          createdAt: publicDate ?? now,
          updatedAt: publicDate ?? now,
        };
      }),
    )
    .execute();
}
