import { ModuleState, SecurityState, type Language } from '@campus/contract';
import type {
  InfoChangeField,
  StudentInfoCard,
  StudentInfoRow,
  StudentPage,
  StudentQuery,
  StudentQueryOptions,
} from '@campus/contract/affairs/xsxx';
import type { Kysely } from 'kysely';
import { studentsInCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { mayReviewGroup } from '../../audience.js';
import { collegesInCharge } from '../../colleges.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { maskCard, maskFigure, maskId, maskMobile } from '../../publicity/mask.js';
import { FIELD_OF_PROCESS } from './changes.js';
import { XSXX } from './group.js';
import * as repo from './profile-repo.js';
import { refuse } from './refusals.js';

/**
 * Who sees which student, and how much of them (MODULES-RESEARCH §12): staff of the group see the
 * students in their charge (counsellor: their classes; college staff: the college; the office:
 * everyone), in lists always masked (phone, ID number, bank card, family income); the whole
 * values only on one student's card, which only the staff in charge of the student and the
 * student themselves open. Another tenant's student, or one outside the charge, is "not found".
 */
type Db = Kysely<DB>;

export const EXPORT_LIMIT = 10_000;

function requireStaff(caller: AuthContext): void {
  if (!mayReviewGroup(XSXX, caller)) refuse('notStaff', {}, SecurityState.UNAUTHORIZED);
}

const chargeOf = (db: Db, caller: AuthContext): Promise<Charge> =>
  studentsInCharge(db, caller.tenantId, caller, XSXX.seesAllStudents);

function listRow(r: repo.StudentRowData): StudentInfoRow {
  return {
    id: r.id,
    name: r.name,
    number: r.number,
    gender: r.gender,
    collegeName: r.collegeName ?? '',
    className: r.className,
    grade: r.grade,
    politicalStatus: r.politicalStatus,
    province: r.province,
    ethnicity: r.ethnicity,
    mobile: maskMobile(r.mobile),
    idNumber: maskId(r.idNumber),
    bankCard: maskCard(r.bankCard),
    familyIncome: maskFigure(r.familyIncome === null ? null : Number(r.familyIncome)),
  };
}

async function pendingChanges(db: Db, tenantId: string, studentId: string) {
  const rows = await db
    .selectFrom('bpmInstance')
    .select(['id', 'defKey'])
    .where('tenantId', '=', tenantId)
    .where('starterId', '=', studentId)
    .where('defKey', 'in', Object.keys(FIELD_OF_PROCESS))
    .where('status', '=', 'running')
    .execute();
  return Object.fromEntries(rows.map((r) => [FIELD_OF_PROCESS[r.defKey], r.id])) as Partial<
    Record<InfoChangeField, string>
  >;
}

async function card(db: Db, tenantId: string, r: repo.StudentRowData): Promise<StudentInfoCard> {
  return {
    ...listRow(r),
    mobile: r.mobile,
    idNumber: r.idNumber,
    bankCard: r.bankCard,
    birthDate: r.birthDate,
    address: r.address,
    bankName: r.bankName,
    familyIncome: r.familyIncome === null ? null : Number(r.familyIncome),
    pending: await pendingChanges(db, tenantId, r.id),
  };
}

/** The student's own record, whole. */
export async function myInfo(db: Db, caller: AuthContext): Promise<StudentInfoCard> {
  const row = await repo
    .studentRows(db, caller.tenantId, { all: true }, { studentId: caller.userId })
    .executeTakeFirst();
  if (!row) refuse('notReadable', {}, ModuleState.RESOURCE_NOT_FOUND);
  return card(db, caller.tenantId, row);
}

/** One student's card, whole, for the staff in charge of them. */
export async function studentCard(db: Db, caller: AuthContext, studentId: string): Promise<StudentInfoCard> {
  requireStaff(caller);
  const row = await repo
    .studentRows(db, caller.tenantId, await chargeOf(db, caller), { studentId })
    .executeTakeFirst();
  if (!row) refuse('notReadable', {}, ModuleState.RESOURCE_NOT_FOUND, 'id');
  return card(db, caller.tenantId, row);
}

export async function queryStudents(db: Db, caller: AuthContext, query: StudentQuery): Promise<StudentPage> {
  requireStaff(caller);
  const pageNo = query.pageNo ?? 1;
  const limit = query.limit ?? 20;
  const page = await repo.studentPage(db, caller.tenantId, await chargeOf(db, caller), query, {
    offset: (pageNo - 1) * limit,
    limit,
  });
  return { total: page.total, pageNo, rows: page.rows.map(listRow) };
}

/** Every matching student (up to EXPORT_LIMIT), masked as the list shows them. */
export async function allStudents(
  db: Db,
  caller: AuthContext,
  query: StudentQuery,
): Promise<StudentInfoRow[]> {
  requireStaff(caller);
  const rows = await repo
    .studentRows(db, caller.tenantId, await chargeOf(db, caller), query)
    .orderBy('m.number')
    .limit(EXPORT_LIMIT)
    .execute();
  return rows.map(listRow);
}

export async function queryOptions(
  db: Db,
  registry: AffairRegistry,
  caller: AuthContext,
): Promise<StudentQueryOptions> {
  requireStaff(caller);
  const charge = await chargeOf(db, caller);
  const [colleges, classes, provinces] = await Promise.all([
    collegesInCharge({ db, registry }, caller, XSXX),
    repo.classesInCharge(db, caller.tenantId, charge),
    repo.provincesOf(db, caller.tenantId),
  ]);
  const grades = await db
    .selectFrom('org')
    .select('grade')
    .distinct()
    .where('tenantId', '=', caller.tenantId)
    .where('type', '=', 'class')
    .where('grade', 'is not', null)
    .execute();
  return {
    colleges: colleges
      .filter((c) => charge.all || classes.some((k) => k.collegeId === c.id))
      .map(({ id, name }) => ({ id, name })),
    classes,
    grades: grades
      .map((g) => g.grade ?? '')
      .filter(Boolean)
      .sort()
      .reverse(),
    provinces,
  };
}

export type { Language };
