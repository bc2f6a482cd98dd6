import type { SsoBinding } from '@campus/contract/api/oauth2/sso-account';
import type { Kysely } from 'kysely';
import type {
  DB,
  SsoBindingTable,
  SsoLoginStateTable,
  SsoPendingBindingTable,
  SsoProviderTable,
  SsoSessionTable,
} from '../../../db/schema.js';

/** Every database call of single sign-on. */

type Db = Kysely<DB>;

export function providerById(db: Db, id: string) {
  return db.selectFrom('ssoProvider').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ProviderRow = NonNullable<Awaited<ReturnType<typeof providerById>>>;

export function tenantProviders(db: Db, tenantId: string) {
  return db
    .selectFrom('ssoProvider')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .orderBy('sort')
    .orderBy('createdAt')
    .execute();
}

/** The providers turned on in active tenants, with the school's name, for the login screen. */
export function enabledProviders(db: Db) {
  return db
    .selectFrom('ssoProvider')
    .innerJoin('tenant', 'tenant.id', 'ssoProvider.tenantId')
    .select([
      'ssoProvider.id',
      'ssoProvider.kind',
      'ssoProvider.name',
      'ssoProvider.settings',
      'ssoProvider.tenantId',
      'tenant.name as tenantName',
    ])
    .where('ssoProvider.enabled', '=', 'Y')
    .where('tenant.status', '=', 'active')
    .orderBy('tenant.createdAt')
    .orderBy('ssoProvider.sort')
    .execute();
}

export async function insertProvider(db: Db, row: SsoProviderTable) {
  await db.insertInto('ssoProvider').values(row).execute();
}

export async function updateProvider(
  db: Db,
  id: string,
  tenantId: string,
  values: Partial<Omit<SsoProviderTable, 'id' | 'tenantId' | 'createdAt'>>,
) {
  await db
    .updateTable('ssoProvider')
    .set(values)
    .where('id', '=', id)
    .where('tenantId', '=', tenantId)
    .execute();
}

export async function deleteProvider(db: Db, id: string, tenantId: string) {
  const result = await db
    .deleteFrom('ssoProvider')
    .where('id', '=', id)
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function tenantName(db: Db, tenantId: string) {
  return db.selectFrom('tenant').select('name').where('id', '=', tenantId).executeTakeFirst();
}

// ----- tickets -----

/** Whether a ticket was used already (a replay is refused before the CAS server is asked). */
export async function ticketUsed(db: Db, hash: string) {
  return (
    (await db.selectFrom('ssoTicket').select('hash').where('hash', '=', hash).executeTakeFirst()) !==
    undefined
  );
}

/**
 * Claims a validated ticket for its one use: true for the first caller only (the primary key
 * decides, so two requests racing with one ticket cannot both win). Expired claims are swept on
 * the way.
 */
export async function claimTicket(db: Db, hash: string, providerId: string, now: number, ttlMs: number) {
  await db.deleteFrom('ssoTicket').where('expiresAt', '<', now).execute();
  const result = await db
    .insertInto('ssoTicket')
    .values({ hash, providerId, userId: null, familyId: null, createdAt: now, expiresAt: now + ttlMs })
    .onConflict((oc) => oc.column('hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** After the sign-in: the session the ticket opened, kept as long as the session may live. */
export async function bindTicket(db: Db, hash: string, userId: string, familyId: string, expiresAt: number) {
  await db.updateTable('ssoTicket').set({ userId, familyId, expiresAt }).where('hash', '=', hash).execute();
}

export function ticketSession(db: Db, hash: string) {
  return db
    .selectFrom('ssoTicket')
    .select(['familyId', 'providerId'])
    .where('hash', '=', hash)
    .executeTakeFirst();
}

// ----- OpenID Connect authorization requests -----

export async function insertLoginState(db: Db, row: Omit<SsoLoginStateTable, 'usedAt'>) {
  await db.deleteFrom('ssoLoginState').where('expiresAt', '<', row.createdAt).execute();
  await db
    .insertInto('ssoLoginState')
    .values({ ...row, usedAt: null })
    .execute();
}

/** Marks a state used if it is unused and unexpired; returns it only to the one caller that won. */
export async function consumeLoginState(db: Db, hash: string, now: number) {
  const result = await db
    .updateTable('ssoLoginState')
    .set({ usedAt: now })
    .where('hash', '=', hash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('ssoLoginState').selectAll().where('hash', '=', hash).executeTakeFirst();
}

// ----- sessions that came from single sign-on -----

/** Remembers which provider a session came from (swept once the session could no longer live). */
export async function insertSsoSession(db: Db, row: SsoSessionTable) {
  await db.deleteFrom('ssoSession').where('expiresAt', '<', row.createdAt).execute();
  await db.insertInto('ssoSession').values(row).execute();
}

/** The provider a session came from, with what signing out there needs. */
export function ssoSessionOf(db: Db, familyId: string) {
  return db
    .selectFrom('ssoSession')
    .innerJoin('ssoProvider', 'ssoProvider.id', 'ssoSession.providerId')
    .select([
      'ssoSession.idToken',
      'ssoSession.returnOrigin',
      'ssoProvider.id as providerId',
      'ssoProvider.kind',
      'ssoProvider.name',
      'ssoProvider.settings',
      'ssoProvider.secret',
      'ssoProvider.updatedAt',
      'ssoProvider.enabled',
    ])
    .where('ssoSession.familyId', '=', familyId)
    .executeTakeFirst();
}

export type SsoSessionRow = NonNullable<Awaited<ReturnType<typeof ssoSessionOf>>>;

// ----- bindings of messenger identities -----

export function bindingOf(db: Db, providerId: string, subject: string) {
  return db
    .selectFrom('ssoBinding')
    .select(['userId', 'tenantId'])
    .where('providerId', '=', providerId)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** Binds an identity; one bound before (to an account since left) is bound afresh. */
export async function insertBinding(db: Db, row: SsoBindingTable) {
  await db
    .insertInto('ssoBinding')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['providerId', 'subject'])
        .doUpdateSet({ userId: row.userId, tenantId: row.tenantId, createdAt: row.createdAt }),
    )
    .execute();
}

/** The providers a person is bound at (one row each, however many identities there). */
export async function userBindings(db: Db, userId: string): Promise<SsoBinding[]> {
  const rows = await db
    .selectFrom('ssoBinding')
    .innerJoin('ssoProvider', 'ssoProvider.id', 'ssoBinding.providerId')
    .select([
      'ssoBinding.providerId',
      'ssoProvider.name as providerName',
      'ssoProvider.kind',
      'ssoBinding.createdAt',
    ])
    .where('ssoBinding.userId', '=', userId)
    .orderBy('ssoBinding.createdAt')
    .execute();
  return rows.filter((row, i) => rows.findIndex((other) => other.providerId === row.providerId) === i);
}

export async function deleteBindings(db: Db, userId: string, providerId: string) {
  const result = await db
    .deleteFrom('ssoBinding')
    .where('userId', '=', userId)
    .where('providerId', '=', providerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ----- identities waiting for an SMS code to bind them -----

export async function insertPendingBinding(db: Db, row: Omit<SsoPendingBindingTable, 'usedAt'>) {
  await db.deleteFrom('ssoPendingBinding').where('expiresAt', '<', row.createdAt).execute();
  await db
    .insertInto('ssoPendingBinding')
    .values({ ...row, usedAt: null })
    .execute();
}

/** The pending identity if unused and unexpired (not yet used up: a wrong SMS code may be retried). */
export function pendingBinding(db: Db, hash: string, now: number) {
  return db
    .selectFrom('ssoPendingBinding')
    .select(['providerId', 'subject'])
    .where('hash', '=', hash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Uses it up; true for the one caller that won. */
export async function usePendingBinding(db: Db, hash: string, now: number) {
  const result = await db
    .updateTable('ssoPendingBinding')
    .set({ usedAt: now })
    .where('hash', '=', hash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
