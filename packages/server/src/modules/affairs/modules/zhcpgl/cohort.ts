import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { escapeLike, likePattern } from '../../../../db/like.js';
import { activeStudents, studentsInClasses } from '../../student-query.js';

/**
 * The students ranked together: everyone in the same major (a class's ranking is its part of its
 * major's), read from the org tree (a class's path runs /root/college/major/class/).
 */
export interface Evaluated {
  id: string;
  name: string;
  number: string;
  classId: string;
  className: string;
  majorId: string;
}

/** The major above a class, from the class's path (the org of type major on it). */
export async function majorsOfClasses(
  db: Kysely<DB>,
  tenantId: string,
  classPaths: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(classPaths.flatMap((p) => p.split('/').filter(Boolean)))];
  if (ids.length === 0) return new Map();
  const majors = await db
    .selectFrom('org')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'major')
    .where('id', 'in', ids)
    .execute();
  const majorIds = new Set(majors.map((m) => m.id));
  return new Map(
    classPaths.map((path) => {
      const onPath = path.split('/').filter((id) => majorIds.has(id));
      // A class outside any major is ranked with itself only.
      return [path, onPath.at(-1) ?? path.split('/').filter(Boolean).at(-1)!] as const;
    }),
  );
}

/** Every student of the majors (by major id), with their class. */
export async function studentsOfMajors(
  db: Kysely<DB>,
  tenantId: string,
  majorIds: readonly string[],
): Promise<Evaluated[]> {
  if (majorIds.length === 0) return [];
  const rows = await activeStudents(db, tenantId)
    .select(['u.id', 'u.fullname', 'm.number', 'o.id as classId', 'o.name as className', 'o.path'])
    .where('o.type', '=', 'class')
    .where(
      sql<SqlBool>`(${sql.join(
        majorIds.map((id) => likePattern('o.path', `%/${escapeLike(id)}/%`)),
        sql` or `,
      )})`,
    )
    .orderBy('m.number')
    .execute();
  const majorOf = await majorsOfClasses(
    db,
    tenantId,
    rows.map((r) => r.path),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.fullname,
    number: r.number,
    classId: r.classId,
    className: r.className,
    majorId: majorOf.get(r.path)!,
  }));
}

/** The class path and major of each student (by id). */
export async function placesOf(db: Kysely<DB>, tenantId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return new Map<string, { classId: string; majorId: string }>();
  const rows = await studentsInClasses(db, tenantId)
    .select(['m.userId', 'o.id as classId', 'o.path'])
    .where('o.type', '=', 'class')
    .where('m.userId', 'in', studentIds)
    .execute();
  const majorOf = await majorsOfClasses(
    db,
    tenantId,
    rows.map((r) => r.path),
  );
  return new Map(rows.map((r) => [r.userId, { classId: r.classId, majorId: majorOf.get(r.path)! }]));
}
