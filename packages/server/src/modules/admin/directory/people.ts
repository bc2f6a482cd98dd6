import type { Language, ListQuery, ListReply } from '@campus/contract';
import type { PersonDetail, PersonRow } from '@campus/contract/api/admin/directory';
import type { Kysely } from 'kysely';
import { tenantMembers, usersWithDuty } from '../../../core/org/people.js';
import { keywordFilter } from '../../../db/like.js';
import type { DB } from '../../../db/schema.js';
import { listSpec, runList } from '../../../http/list-query.js';
import { textIn } from '../../../lib/localized-name.js';
import { takeKeyword } from './list-keyword.js';
import { maskedIdNumber, maskedMobile } from './masked.js';
import { unknownId } from './refuse.js';

/**
 * The school's people, students and staff, for its administrator: a page of the list with the
 * phone masked, and one person's place (class, counsellor), roles and duties.
 */
type Db = Kysely<DB>;

const PEOPLE_LIST = listSpec({
  filters: {
    kind: { column: 'm.kind', type: 'string', ops: ['S'] },
    /** Any unit above the person's own: its id within their unit's path. */
    college: { column: 'o.path', type: 'string', ops: ['SL'] },
    orgId: { column: 'm.orgId', type: 'string', ops: ['S'] },
    studyStatus: { column: 'm.studyStatus', type: 'string', ops: ['S'] },
  },
  sorts: { name: 'u.fullname', number: 'm.number' },
  defaultSort: { column: 'm.number', order: 'ASC' },
});

/** A person's row, in the list and on their page. */
const PERSON_COLUMNS = [
  'u.id as userId',
  'u.fullname as name',
  'u.account',
  'm.number',
  'm.kind',
  'u.gender',
  'm.orgId',
  'o.name as orgName',
  'm.studyStatus',
  'm.status',
  'u.mobile',
] as const;

export async function peoplePage(db: Db, tenantId: string, query: ListQuery): Promise<ListReply<PersonRow>> {
  const { keyword, rest } = takeKeyword(query);
  const base = tenantMembers(db, tenantId).$if(keyword !== '', (qb) =>
    qb.where((eb) => keywordFilter(eb, ['u.fullname', 'm.number'], keyword, { ignoreCase: true })),
  );
  const page = await runList(base, (qb) => qb.select(PERSON_COLUMNS), rest, PEOPLE_LIST);
  return { ...page, dataResult: page.dataResult.map((p) => ({ ...p, mobile: maskedMobile(p.mobile) })) };
}

/** The units of a path ('/a/b/c/'), root first. */
async function unitsOnPath(db: Db, tenantId: string, path: string) {
  const ids = path.split('/').filter(Boolean);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('org')
    .select(['id', 'name'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export async function personDetail(
  db: Db,
  tenantId: string,
  userId: string,
  lang: Language,
): Promise<PersonDetail> {
  const person = await tenantMembers(db, tenantId)
    .leftJoin('studentProfile as p', (join) =>
      join.onRef('p.userId', '=', 'm.userId').onRef('p.tenantId', '=', 'm.tenantId'),
    )
    .select([...PERSON_COLUMNS, 'o.path', 'p.idNumber', 'm.title', 'm.enrolmentYear', 'm.graduationYear'])
    .where('m.userId', '=', userId)
    .executeTakeFirst();
  if (!person) unknownId('userId');
  const { path, ...row } = person!;
  const [orgPath, counsellors, roles, duties] = await Promise.all([
    unitsOnPath(db, tenantId, path),
    row.kind === 'student' ? usersWithDuty(db, tenantId, row.orgId, 'counsellor') : [],
    db
      .selectFrom('memberRole as mr')
      .innerJoin('role as r', 'r.id', 'mr.roleId')
      .select(['r.id', 'r.code', 'r.name', 'r.names'])
      .where('mr.tenantId', '=', tenantId)
      .where('r.tenantId', '=', tenantId)
      .where('mr.userId', '=', userId)
      .orderBy('r.code')
      .execute(),
    db
      .selectFrom('orgDuty as d')
      .innerJoin('org as o', 'o.id', 'd.orgId')
      .select(['d.orgId', 'o.name as orgName', 'd.duty'])
      .where('d.tenantId', '=', tenantId)
      .where('o.tenantId', '=', tenantId)
      .where('d.userId', '=', userId)
      .orderBy('o.code')
      .limit(200)
      .execute(),
  ]);
  return {
    ...row,
    mobile: maskedMobile(row.mobile),
    idNumber: maskedIdNumber(row.idNumber),
    orgPath,
    counsellors,
    roles: roles.map((r) => ({ id: r.id, code: r.code, name: textIn(r.names, r.name, lang) })),
    duties,
  };
}
