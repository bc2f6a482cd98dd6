import type { CourseView } from '@campus/contract/affairs/zxgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';

/** The mental-health courses, lectures and group sessions from a month back on, in time order (everyone in the school). */
export async function courseList(db: Kysely<DB>, caller: AuthContext, now: number): Promise<CourseView[]> {
  const rows = await db
    .selectFrom('counsellingCourse')
    .select(['id', 'title', 'kind', 'teacher', 'startsAt', 'place', 'capacity', 'description'])
    .where('tenantId', '=', caller.tenantId)
    .where('startsAt', '>', now - 30 * 86_400_000)
    .orderBy('startsAt')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, kind: r.kind as CourseView['kind'], startsAt: Number(r.startsAt) }));
}
