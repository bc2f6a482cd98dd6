import type { ListQuery, ListReply } from '@campus/contract';
import type { ClassRow } from '@campus/contract/api/admin/directory';
import type { Kysely } from 'kysely';
import { keywordFilter } from '../../../db/like.js';
import type { DB } from '../../../db/schema.js';
import { listSpec, runList } from '../../../http/list-query.js';
import { takeKeyword } from './list-keyword.js';

/** The school's classes with their major, college, counsellors and students, a page at a time. */
type Db = Kysely<DB>;

const CLASS_LIST = listSpec({
  filters: {
    college: { column: 'c.path', type: 'string', ops: ['SL'] },
    grade: { column: 'c.grade', type: 'string', ops: ['S'] },
  },
  sorts: { code: 'c.code', name: 'c.name', grade: 'c.grade' },
  defaultSort: { column: 'c.code', order: 'ASC' },
});

/** A class sits under a major in a college, or straight under a college. */
const placeOf = (
  parent: { id: string | null; name: string | null; type: string | null },
  grand: { id: string | null; name: string | null },
) => {
  const ref = (u: { id: string | null; name: string | null }) =>
    u.id ? { id: u.id, name: u.name ?? '' } : null;
  return parent.type === 'major'
    ? { major: ref(parent), college: ref(grand) }
    : { major: null, college: ref(parent) };
};

export async function classesPage(db: Db, tenantId: string, query: ListQuery): Promise<ListReply<ClassRow>> {
  const { keyword, rest } = takeKeyword(query);
  const base = db
    .selectFrom('org as c')
    .leftJoin('org as p', 'p.id', 'c.parentId')
    .leftJoin('org as g', 'g.id', 'p.parentId')
    .where('c.tenantId', '=', tenantId)
    .where('c.type', '=', 'class')
    .$if(keyword !== '', (qb) =>
      qb.where((eb) => keywordFilter(eb, ['c.name', 'c.code'], keyword, { ignoreCase: true })),
    );
  const page = await runList(
    base,
    (qb) =>
      qb.select([
        'c.id',
        'c.code',
        'c.name',
        'c.grade',
        'p.id as parentId',
        'p.name as parentName',
        'p.type as parentType',
        'g.id as grandId',
        'g.name as grandName',
      ]),
    rest,
    CLASS_LIST,
  );
  const ids = page.dataResult.map((c) => c.id);
  const [counsellors, sizes] = ids.length
    ? await Promise.all([
        db
          .selectFrom('orgDuty as d')
          .innerJoin('appUser as u', 'u.id', 'd.userId')
          .select(['d.orgId', 'u.id', 'u.fullname as name'])
          .where('d.tenantId', '=', tenantId)
          .where('d.duty', '=', 'counsellor')
          .where('d.orgId', 'in', ids)
          .orderBy('u.fullname')
          .execute(),
        db
          .selectFrom('tenantMember')
          .select((eb) => ['orgId', eb.fn.countAll<number | string>().as('n')])
          .where('tenantId', '=', tenantId)
          .where('kind', '=', 'student')
          .where('status', '=', 'active')
          .where('orgId', 'in', ids)
          .groupBy('orgId')
          .execute(),
      ])
    : [[], []];
  const size = new Map(sizes.map((s) => [s.orgId, Number(s.n)]));
  return {
    ...page,
    dataResult: page.dataResult.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      grade: c.grade,
      ...placeOf(
        { id: c.parentId, name: c.parentName, type: c.parentType },
        { id: c.grandId, name: c.grandName },
      ),
      counsellors: counsellors.filter((k) => k.orgId === c.id).map(({ id, name }) => ({ id, name })),
      students: size.get(c.id) ?? 0,
    })),
  };
}
