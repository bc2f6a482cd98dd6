import type { InfoChangeField } from '@campus/contract/affairs/xsxx';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { keywordFilter } from '../../../../db/like.js';
import { collegeOfClass } from '../../college-of-class.js';
import { activeStudentsWithCollege } from '../../student-query.js';
import { countedPage } from '../../counted-page.js';
import type { QueryRow } from '../../query-row.js';
import { pickRow } from '../../row-where.js';

/**
 * Student information's queries (the only Kysely calls of the group besides its demo): students
 * with their class, college and profile in a staff member's charge, the value of a changeable
 * field, and writing an approved change.
 */
type Db = Kysely<DB>;

export interface StudentFilter {
  studentId?: string;
  keyword?: string;
  collegeId?: string;
  classId?: string;
  grade?: string;
  gender?: 'male' | 'female';
  politicalStatus?: string;
  province?: string;
  incomeMax?: number;
}

export function studentRows(db: Db, tenantId: string, charge: Charge, filter: StudentFilter) {
  let query = activeStudentsWithCollege(db, tenantId)
    .leftJoin('studentProfile as p', (j) =>
      j.onRef('p.userId', '=', 'm.userId').onRef('p.tenantId', '=', 'm.tenantId'),
    )
    .select([
      'u.id',
      'u.fullname as name',
      'u.gender',
      'u.mobile',
      'm.number',
      'o.id as classId',
      'o.name as className',
      'o.grade',
      'c.id as collegeId',
      'c.name as collegeName',
      'p.idNumber',
      'p.birthDate',
      'p.ethnicity',
      'p.politicalStatus',
      'p.province',
      'p.address',
      'p.bankName',
      'p.bankCard',
      'p.familyIncome',
    ])
    .where(inCharge(charge, 'o.path'));
  if (filter.studentId) query = query.where('u.id', '=', filter.studentId);
  if (filter.collegeId) query = query.where('c.id', '=', filter.collegeId);
  if (filter.classId) query = query.where('o.id', '=', filter.classId);
  if (filter.grade) query = query.where('o.grade', '=', filter.grade);
  if (filter.gender) query = query.where('u.gender', '=', filter.gender);
  if (filter.politicalStatus) query = query.where('p.politicalStatus', '=', filter.politicalStatus);
  if (filter.province) query = query.where('p.province', '=', filter.province);
  if (filter.incomeMax !== undefined) query = query.where('p.familyIncome', '<=', filter.incomeMax);
  if (filter.keyword) {
    const { keyword } = filter;
    query = query.where((eb) => keywordFilter(eb, ['u.fullname', 'm.number', 'o.name'], keyword));
  }
  return query;
}

export type StudentRowData = QueryRow<typeof studentRows>;

export async function studentPage(
  db: Db,
  tenantId: string,
  charge: Charge,
  filter: StudentFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: StudentRowData[] }> {
  return countedPage(
    db
      .selectFrom(studentRows(db, tenantId, charge, filter).as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n')),
    studentRows(db, tenantId, charge, filter).orderBy('m.number').offset(page.offset).limit(page.limit),
  );
}

/** The classes in the charge, with their college, for the filter sheet. */
export function classesInCharge(db: Db, tenantId: string, charge: Charge) {
  return db
    .selectFrom('org as o')
    .innerJoin('org as c', collegeOfClass)
    .select(['o.id', 'o.name', 'c.id as collegeId'])
    .where('o.tenantId', '=', tenantId)
    .where('o.type', '=', 'class')
    .where(inCharge(charge, 'o.path'))
    .orderBy('o.code')
    .execute();
}

export async function provincesOf(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('studentProfile')
    .select('province')
    .distinct()
    .where('tenantId', '=', tenantId)
    .where('province', 'is not', null)
    .orderBy('province')
    .execute();
  return rows.map((r) => r.province ?? '').filter(Boolean);
}

/** What the student has on record for a changeable field now. */
export async function currentValue(
  db: Db,
  tenantId: string,
  studentId: string,
  field: InfoChangeField,
): Promise<string | null> {
  if (field === 'phone') {
    const user = await db
      .selectFrom('appUser')
      .select('mobile')
      .where('id', '=', studentId)
      .executeTakeFirst();
    return user?.mobile ?? null;
  }
  const profile = await pickRow(db, 'studentProfile', ['address', 'bankCard'], {
    tenantId,
    userId: studentId,
  });
  return (field === 'address' ? profile?.address : profile?.bankCard) ?? null;
}

/** The bank of the card the student has on record now. */
export async function currentBank(db: Db, tenantId: string, studentId: string): Promise<string | null> {
  const profile = await pickRow(db, 'studentProfile', ['bankName'], { tenantId, userId: studentId });
  return profile?.bankName ?? null;
}

export async function mobileOwner(db: Db, mobile: string): Promise<string | null> {
  const user = await db.selectFrom('appUser').select('id').where('mobile', '=', mobile).executeTakeFirst();
  return user?.id ?? null;
}

/** Writes an approved change to the account (phone) or the profile (address, bank card). */
export async function writeChange(
  db: Db,
  tenantId: string,
  studentId: string,
  change: { field: InfoChangeField; after: string; bankName: string | null },
  now: number,
): Promise<void> {
  if (change.field === 'phone') {
    await db
      .updateTable('appUser')
      .set({ mobile: change.after, updatedAt: now })
      .where('id', '=', studentId)
      .execute();
    return;
  }
  const values =
    change.field === 'address'
      ? { address: change.after }
      : { bankCard: change.after, ...(change.bankName ? { bankName: change.bankName } : {}) };
  const updated = await db
    .updateTable('studentProfile')
    .set({ ...values, updatedAt: now })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', studentId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('studentProfile')
      .values({ tenantId, userId: studentId, ...values, updatedAt: now })
      .execute();
}
