import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.js';
import type { AppUser, AuthGrantTable, DB, LoginFailureTable } from '../../db/schema.js';

/** Every database call of the sign-in module. */

export type Db = Kysely<DB>;

const userColumns = [
  'id',
  'account',
  'passwordHash',
  'fullname',
  'mobile',
  'email',
  'gender',
  'photoId',
  'isSuper',
  'status',
  'passwordChangedAt',
  'passwordExpiresAt',
  'mainTenantId',
] as const;

export function findUserByAccount(db: Db, account: string) {
  return db
    .selectFrom('appUser')
    .select(userColumns)
    .where('account', '=', account.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * The person a sign-in names: their account, else their student or staff number (an imported
 * person's account is `<school code>.<number>`, but people know their number, and activation
 * sends them to sign in with it). A number held in several schools names nobody unless the
 * sign-in asks for one of them; tried as typed, upper- and lower-cased, so the index serves it.
 */
export async function findUserForSignIn(db: Db, username: string, tenantId?: string) {
  const byAccount = await findUserByAccount(db, username);
  if (byAccount) return byAccount;
  const typed = username.trim();
  if (!typed || typed.length > 40) return undefined;
  let members = db
    .selectFrom('tenantMember as m')
    .innerJoin('tenant as t', 't.id', 'm.tenantId')
    .select('m.userId')
    .distinct()
    .where('m.number', 'in', [...new Set([typed, typed.toUpperCase(), typed.toLowerCase()])])
    .where('m.status', '=', 'active')
    .where('t.status', '=', 'active');
  if (tenantId) members = members.where('m.tenantId', '=', tenantId);
  const found = await members.limit(2).execute();
  return found.length === 1 ? findUserById(db, found[0]!.userId) : undefined;
}

export function findUserByMobile(db: Db, mobile: string) {
  return db.selectFrom('appUser').select(userColumns).where('mobile', '=', mobile).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('appUser').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The tenants a user belongs to (active memberships), main tenant first. */
export async function userTenants(db: Db, userId: string) {
  return db
    .selectFrom('tenantMember')
    .innerJoin('tenant', 'tenant.id', 'tenantMember.tenantId')
    .select(['tenant.id', 'tenant.code', 'tenant.name', 'tenant.shortName', 'tenantMember.isTenantAdmin'])
    .select(['tenantMember.studyStatus', 'tenantMember.accessEndsAt'])
    .where('tenantMember.userId', '=', userId)
    .where('tenantMember.status', '=', 'active')
    .where('tenant.status', '=', 'active')
    .orderBy('tenant.createdAt')
    .execute();
}

// ----- lockout counters -----

export function getFailure(db: Db, subject: string) {
  return db.selectFrom('loginFailure').selectAll().where('subject', '=', subject).executeTakeFirst();
}

export async function saveFailure(db: Db, row: LoginFailureTable) {
  await db
    .insertInto('loginFailure')
    .values(row)
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet({
        failures: row.failures,
        lastFailureAt: row.lastFailureAt,
        lockedUntil: row.lockedUntil,
      }),
    )
    .execute();
}

export async function clearFailure(db: Db, subject: string) {
  await db.deleteFrom('loginFailure').where('subject', '=', subject).execute();
}

// ----- one-time grants -----

export async function insertGrant(db: Db, grant: AuthGrantTable) {
  await db.insertInto('authGrant').values(grant).execute();
}

/** Marks a grant used if it is unused and unexpired; returns it only to the one caller that won. */
export async function consumeGrant(db: Db, hash: string, kind: AuthGrantTable['kind'], now: number) {
  const result = await db
    .updateTable('authGrant')
    .set({ usedAt: now })
    .where('hash', '=', hash)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('authGrant').selectAll().where('hash', '=', hash).executeTakeFirst();
}

// ----- captcha -----

export async function insertCaptcha(
  db: Db,
  requestId: string,
  answerHash: string,
  expiresAt: number,
  now: number,
) {
  await db
    .insertInto('captcha')
    .values({ requestId, answerHash, expiresAt, createdAt: now })
    .onConflict((oc) => oc.column('requestId').doUpdateSet({ answerHash, expiresAt, createdAt: now }))
    .execute();
}

/** A captcha answers once: it is deleted whether the answer was right or not. */
export async function takeCaptcha(db: Db, requestId: string) {
  const row = await db
    .selectFrom('captcha')
    .selectAll()
    .where('requestId', '=', requestId)
    .executeTakeFirst();
  if (row) await db.deleteFrom('captcha').where('requestId', '=', requestId).execute();
  return row;
}

// ----- SMS codes and the outbox -----

export function lastSmsCode(db: Db, mobile: string, purpose: string) {
  return db
    .selectFrom('smsCode')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose as never)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countSmsSince(db: Db, mobile: string, since: number) {
  const row = await db
    .selectFrom('smsCode')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile', '=', mobile)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSmsCode(
  db: Db,
  values: {
    mobile: string;
    purpose: 'login' | 'register' | 'reset' | 'activate';
    codeHash: string;
    expiresAt: number;
    now: number;
  },
) {
  await db
    .insertInto('smsCode')
    .values({
      id: newId(),
      mobile: values.mobile,
      purpose: values.purpose,
      codeHash: values.codeHash,
      attempts: 0,
      expiresAt: values.expiresAt,
      usedAt: null,
      createdAt: values.now,
    })
    .execute();
}

export async function countSmsAttempt(db: Db, id: string) {
  await db
    .updateTable('smsCode')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function useSmsCode(db: Db, id: string, now: number) {
  const r = await db
    .updateTable('smsCode')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertOutbox(db: Db, mobile: string, content: string, now: number) {
  await db.insertInto('smsOutbox').values({ id: newId(), mobile, content, createdAt: now }).execute();
}

// ----- accounts -----

export async function updatePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: number,
  expiresAt: number | null,
) {
  await db
    .updateTable('appUser')
    .set({ passwordHash, passwordChangedAt: now, passwordExpiresAt: expiresAt, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

export function openTenants(db: Db) {
  return db
    .selectFrom('tenant')
    .select(['id', 'code', 'name', 'shortName'])
    .where('status', '=', 'active')
    .orderBy('createdAt')
    .execute();
}

export function tenantRoot(db: Db, tenantId: string) {
  return db
    .selectFrom('org')
    .select(['id', 'name'])
    .where('tenantId', '=', tenantId)
    .where('parentId', 'is', null)
    .executeTakeFirst();
}

export function roleByCode(db: Db, tenantId: string, code: string) {
  return db
    .selectFrom('role')
    .select(['id'])
    .where('tenantId', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** What a person registering says about themselves (or a school's single sign-on says of them). */
type RegisteredPerson = Pick<
  AppUser,
  'account' | 'passwordHash' | 'fullname' | 'pinyin' | 'mobile' | 'email'
>;

/**
 * A self-registered person (or one a school's single sign-on may create): an active account and a
 * student membership at the school root.
 */
export async function insertRegisteredUser(
  db: Db,
  values: RegisteredPerson & {
    tenantId: string;
    orgId: string;
    roleId: string;
    now: number;
  },
) {
  const id = newId();
  await db
    .insertInto('appUser')
    .values({
      id,
      account: values.account,
      passwordHash: values.passwordHash,
      fullname: values.fullname,
      pinyin: values.pinyin,
      mobile: values.mobile,
      email: values.email,
      gender: 'unknown',
      photoId: null,
      isSuper: 'N',
      status: 'actived',
      passwordChangedAt: values.now,
      passwordExpiresAt: null,
      mainTenantId: values.tenantId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .execute();
  await db
    .insertInto('tenantMember')
    .values({
      tenantId: values.tenantId,
      userId: id,
      kind: 'student',
      number: `R${id}`,
      orgId: values.orgId,
      title: null,
      isTenantAdmin: 'N',
      status: 'active',
      studyStatus: 'enrolled',
      createdAt: values.now,
    })
    .execute();
  await db
    .insertInto('memberRole')
    .values({ tenantId: values.tenantId, userId: id, roleId: values.roleId })
    .execute();
  return id;
}

export async function accountTaken(db: Db, account: string) {
  return Boolean(
    await db.selectFrom('appUser').select('id').where('account', '=', account).executeTakeFirst(),
  );
}

export async function mobileTaken(db: Db, mobile: string) {
  return Boolean(await db.selectFrom('appUser').select('id').where('mobile', '=', mobile).executeTakeFirst());
}

// ----- sessions -----

export async function setTokenRole(db: Db, tokenId: string, roleId: string) {
  await db.updateTable('authToken').set({ roleId }).where('id', '=', tokenId).execute();
}

export async function setTokenTenant(db: Db, tokenId: string, tenantId: string) {
  await db.updateTable('authToken').set({ tenantId, roleId: 'ALL' }).where('id', '=', tokenId).execute();
}

export function memberRoles(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('memberRole')
    .innerJoin('role', 'role.id', 'memberRole.roleId')
    .select(['role.id', 'role.name', 'role.code', 'role.names'])
    .where('memberRole.tenantId', '=', tenantId)
    .where('memberRole.userId', '=', userId)
    .orderBy('role.code')
    .execute();
}

/** Keeps the language the person chose with their account (applied at every sign-in). */
export async function setUserLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.updateTable('appUser').set({ language, updatedAt: Date.now() }).where('id', '=', userId).execute();
}
