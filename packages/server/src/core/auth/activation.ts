import { HttpState, ModuleState, type LocalizedText } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/**
 * Who is activating an imported account (issue 28): found by their number and the last six
 * characters of the ID number on record. A number nobody has and ID digits that do not match are
 * answered alike (ACTIVATION_NO_MATCH), so the form cannot be used to learn who studies where.
 */

/** Schools whose members may share a number: at most this many are looked at. */
const MAX_SAME_NUMBER = 20;

export interface ActivationCandidate {
  userId: string;
  tenantId: string;
  status: string;
  mobile: string | null;
}

const SCHOOL: LocalizedText = { 'zh-CN': '学校', 'zh-TW': '學校', 'en-US': 'School', 'ja-JP': '学校' };

/** The last six characters of an ID number, as people type them (an X in either case). */
export const idTailOf = (idNumber: string) => idNumber.trim().slice(-6).toUpperCase();

/**
 * The one member with the number whose ID number ends with the tail, in the school asked for or
 * in any school the number is unique to. Refuses: no match; a member without an ID number on
 * record (they ask the school); the number matching in several schools (the school field).
 */
export async function findActivationCandidate(
  db: Kysely<DB>,
  input: { number: string; idTail: string; tenantId?: string },
): Promise<ActivationCandidate> {
  // The ID number is the student-information group's record; only its three columns are read here.
  let query = db
    .withTables<{ studentProfile: { tenantId: string; userId: string; idNumber: string | null } }>()
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('tenant as t', 't.id', 'm.tenantId')
    .leftJoin('studentProfile as p', (join) =>
      join.onRef('p.userId', '=', 'm.userId').onRef('p.tenantId', '=', 'm.tenantId'),
    )
    // A student's ID number is in their profile; a staff member's on their membership (0009).
    .select((eb) => [
      'm.userId',
      'm.tenantId',
      'u.status',
      'u.mobile',
      eb.fn.coalesce('p.idNumber', 'm.idNumber').as('idNumber'),
    ])
    .where('m.number', '=', input.number)
    .where('m.status', '=', 'active')
    .where('t.status', '=', 'active');
  if (input.tenantId) query = query.where('m.tenantId', '=', input.tenantId);
  const rows = await query.limit(MAX_SAME_NUMBER).execute();
  const matching = rows.filter((row) => row.idNumber && idTailOf(row.idNumber) === input.idTail);
  if (matching.length > 1) {
    throw new AppError(HttpState.BAD_REQUEST, {
      cause: 'body',
      fields: [{ field: 'tenantId', label: SCHOOL, message: 'validation.required' }],
    });
  }
  const [found] = matching;
  if (found)
    return { userId: found.userId, tenantId: found.tenantId, status: found.status, mobile: found.mobile };
  if (rows.some((row) => !row.idNumber)) throw new AppError(ModuleState.ACTIVATION_ASK_SCHOOL);
  throw new AppError(ModuleState.ACTIVATION_NO_MATCH);
}

/** The phone a code went to, as the screen may show it: 138****0000. */
export function maskedMobile(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/**
 * Makes an inactive account active with its first password, by one conditional update: a second
 * activation of the same account (a repeated submission, two tabs) changes nothing and says so.
 */
export async function activateAccount(
  db: Kysely<DB>,
  userId: string,
  password: { hash: string; expiresAt: number | null },
  now: number,
): Promise<void> {
  const result = await db
    .updateTable('appUser')
    .set({
      status: 'actived',
      passwordHash: password.hash,
      passwordChangedAt: now,
      passwordExpiresAt: password.expiresAt,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .where('status', '=', 'inactive')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(ModuleState.ALREADY_ACTIVE);
}
