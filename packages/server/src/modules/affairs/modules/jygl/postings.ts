import { HttpState, ModuleState, SecurityState } from '@campus/contract';
import {
  EMPLOYMENT_STAFF,
  type Education,
  type EmployerNature,
  type PostingInput,
  type PostingView,
} from '@campus/contract/affairs/jygl';
import type { Kysely, Selectable } from 'kysely';
import { keywordFilter } from '../../../../db/like.js';
import type { DB } from '../../../../db/schema.js';
import type { JobPostingTable } from './tables.js';
import type { AuthContext } from '../../../../http/auth.js';
import { newId } from '../../../../lib/ids.js';
import { groupRefusal } from '../../group-refusal.js';
import { EMPLOYMENT_TEXTS as T } from './texts.js';
import { rowWhere } from '../../row-where.js';

/**
 * Job postings (招聘信息): everyone in the school reads them (newest first, open ones by
 * default); the employment centre (or the school's administrator) publishes them.
 */
type Db = Kysely<DB>;

const view = (row: Selectable<JobPostingTable>, today: string): PostingView => ({
  id: row.id,
  company: row.company,
  nature: row.nature as EmployerNature,
  industry: row.industry,
  position: row.position,
  headcount: row.headcount,
  place: row.place,
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  education: row.education as Education,
  majors: row.majors,
  deadline: row.deadline,
  contact: row.contact,
  description: row.description,
  createdAt: Number(row.createdAt),
  open: row.deadline >= today,
});

export async function postings(
  db: Db,
  caller: AuthContext,
  today: string,
  filter: { keyword?: string | undefined; all?: boolean | undefined },
): Promise<PostingView[]> {
  let query = db.selectFrom('jobPosting').selectAll().where('tenantId', '=', caller.tenantId);
  if (!filter.all) query = query.where('deadline', '>=', today);
  if (filter.keyword) {
    const { keyword } = filter;
    query = query.where((eb) => keywordFilter(eb, ['company', 'position', 'place', 'majors'], keyword));
  }
  const rows = await query.orderBy('createdAt', 'desc').limit(200).execute();
  return rows.map((r) => view(r, today));
}

export async function posting(db: Db, caller: AuthContext, id: string, today: string): Promise<PostingView> {
  const row = await rowWhere(db, 'jobPosting', { tenantId: caller.tenantId, id });
  if (!row) throw groupRefusal(ModuleState.RESOURCE_NOT_FOUND, T.noPosting, 'id');
  return view(row, today);
}

export async function publishPosting(
  db: Db,
  caller: AuthContext,
  input: PostingInput,
  now: number,
  today: string,
): Promise<PostingView> {
  if (!caller.isTenantAdmin && !caller.roles.includes(EMPLOYMENT_STAFF))
    throw groupRefusal(SecurityState.UNAUTHORIZED, T.notCentre);
  if (input.salaryMax < input.salaryMin)
    throw groupRefusal(HttpState.BAD_REQUEST, T.salaryOrder, 'salaryMax');
  if (input.deadline < today) throw groupRefusal(HttpState.BAD_REQUEST, T.pastDeadline, 'deadline');
  const id = newId();
  await db
    .insertInto('jobPosting')
    .values({ id, tenantId: caller.tenantId, ...input, createdBy: caller.userId, createdAt: now })
    .execute();
  return posting(db, caller, id, today);
}
