import { ACCESS_TOKEN_TTL_S, LoginState } from '@campus/contract';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.js';
import type { AuthTokenTable, DB, TokenRevokeReason } from '../../db/schema.js';
import { randomSecret, sha256 } from './secrets.js';

/** Refresh tokens live 30 days with "remember me", else 12 hours (`remind_in`); access tokens 2 hours. */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
export const SHORT_REFRESH_TOKEN_TTL_S = 12 * 3600;

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  uid: string;
  expires_in: number;
  remind_in: number;
  scope: string;
  tokenId: string;
  tenantId: string;
}

export interface IssueOptions {
  userId: string;
  tenantId: string;
  clientId: string;
  roleId?: string;
  familyId?: string;
  /** Refresh-token lifetime; 30 days for "remember me", 12 hours otherwise. */
  refreshTtlS?: number;
  /** Single-session policy: revoke the user's other live sessions (they then see 6020102). */
  singleSession?: boolean;
  /** The sign-in this session is handed over from: it ends when that one does (revokeFamily). */
  parentFamilyId?: string | null;
  now?: number;
}

export async function issueTokens(db: Kysely<DB>, options: IssueOptions): Promise<IssuedTokens> {
  const now = options.now ?? Date.now();
  const access = randomSecret();
  const refresh = randomSecret();
  const id = newId();
  const refreshTtlS = options.refreshTtlS ?? REFRESH_TOKEN_TTL_S;
  if (options.singleSession && !options.familyId) {
    await db
      .updateTable('authToken')
      .set({ revokedAt: now, revokeReason: 'single_session' })
      .where('userId', '=', options.userId)
      .where('revokedAt', 'is', null)
      .execute();
  }
  await db
    .insertInto('authToken')
    .values({
      id,
      familyId: options.familyId ?? id,
      userId: options.userId,
      tenantId: options.tenantId,
      clientId: options.clientId,
      accessHash: sha256(access),
      refreshHash: sha256(refresh),
      accessExpiresAt: now + ACCESS_TOKEN_TTL_S * 1000,
      refreshExpiresAt: now + refreshTtlS * 1000,
      roleId: options.roleId ?? 'ALL',
      createdAt: now,
      revokedAt: null,
      revokeReason: null,
      replacedBy: null,
      parentFamilyId: options.parentFamilyId ?? null,
    })
    .execute();
  return {
    access_token: access,
    refresh_token: refresh,
    uid: options.userId,
    expires_in: ACCESS_TOKEN_TTL_S,
    remind_in: refreshTtlS,
    scope: 'all',
    tokenId: id,
    tenantId: options.tenantId,
  };
}

export type TokenRow = Pick<
  AuthTokenTable,
  'id' | 'familyId' | 'userId' | 'tenantId' | 'clientId' | 'roleId'
>;
export type AccessCheck = { ok: true; token: TokenRow } | { ok: false; state: number };

/**
 * Unknown or revoked -> 6020201 (illegal token); revoked because the user signed in elsewhere
 * under the single-session policy -> 6020102; expired -> 6020301 (the client refreshes).
 */
export async function checkAccessToken(
  db: Kysely<DB>,
  accessToken: string,
  now = Date.now(),
): Promise<AccessCheck> {
  const row = await db
    .selectFrom('authToken')
    .select([
      'id',
      'familyId',
      'userId',
      'tenantId',
      'clientId',
      'roleId',
      'accessExpiresAt',
      'revokedAt',
      'revokeReason',
    ])
    .where('accessHash', '=', sha256(accessToken))
    .executeTakeFirst();
  if (!row) return { ok: false, state: LoginState.ILLEGAL_TOKEN };
  const refused = accessRefusal(row, now);
  return refused ? { ok: false, state: refused } : { ok: true, token: row };
}

/** Why a stored access token no longer admits its holder (the states above), or null while it does. */
export function accessRefusal(
  row: Pick<AuthTokenTable, 'revokedAt' | 'revokeReason' | 'accessExpiresAt'>,
  now: number,
): number | null {
  if (row.revokedAt !== null) {
    return row.revokeReason === 'single_session'
      ? LoginState.WRONG_AUTHORIZATION_CODE
      : LoginState.ILLEGAL_TOKEN;
  }
  if (row.accessExpiresAt <= now) return LoginState.TOKEN_EXPIRED;
  return null;
}

export type RefreshResult = { ok: true; tokens: IssuedTokens } | { ok: false; state: number };

/**
 * Rotates a refresh token. A token that was already rotated means it leaked or was replayed:
 * the whole family (every token descending from that sign-in) is revoked.
 * The rotation is one conditional update, so two concurrent refreshes cannot both succeed.
 */
export async function rotateRefreshToken(
  db: Kysely<DB>,
  refreshToken: string,
  clientId: string,
  now = Date.now(),
): Promise<RefreshResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('authToken')
      .selectAll()
      .where('refreshHash', '=', sha256(refreshToken))
      .executeTakeFirst();
    if (!row || row.clientId !== clientId) return { ok: false, state: LoginState.ILLEGAL_TOKEN };
    if (row.revokedAt !== null) {
      if (row.revokeReason === 'rotated') await revokeFamily(trx, row.familyId, 'reuse', now);
      return {
        ok: false,
        state:
          row.revokeReason === 'single_session'
            ? LoginState.WRONG_AUTHORIZATION_CODE
            : LoginState.ILLEGAL_TOKEN,
      };
    }
    if (row.refreshExpiresAt <= now) return { ok: false, state: LoginState.TOKEN_EXPIRED };
    const claimed = await trx
      .updateTable('authToken')
      .set({ revokedAt: now, revokeReason: 'rotated' })
      .where('id', '=', row.id)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await revokeFamily(trx, row.familyId, 'reuse', now);
      return { ok: false, state: LoginState.ILLEGAL_TOKEN };
    }
    const tokens = await issueTokens(trx, {
      userId: row.userId,
      tenantId: row.tenantId,
      clientId: row.clientId,
      roleId: row.roleId,
      familyId: row.familyId,
      parentFamilyId: row.parentFamilyId,
      // The family keeps the lifetime it was signed in with.
      refreshTtlS: Math.round((row.refreshExpiresAt - row.createdAt) / 1000),
      now,
    });
    await trx.updateTable('authToken').set({ replacedBy: tokens.tokenId }).where('id', '=', row.id).execute();
    return { ok: true, tokens };
  });
}

/**
 * Ends a sign-in: every token of the family, and of every family handed over from it (a v2app
 * exchange, and those handed over from that, in turn).
 */
export async function revokeFamily(
  db: Kysely<DB>,
  familyId: string,
  reason: TokenRevokeReason,
  now = Date.now(),
) {
  const seen = new Set<string>();
  let families = [familyId];
  while (families.length > 0) {
    for (const family of families) seen.add(family);
    await db
      .updateTable('authToken')
      .set({ revokedAt: now, revokeReason: reason })
      .where('familyId', 'in', families)
      .where((eb) => eb.or([eb('revokedAt', 'is', null), eb('revokeReason', '=', 'rotated')]))
      .execute();
    const children = await db
      .selectFrom('authToken')
      .select('familyId')
      .distinct()
      .where('parentFamilyId', 'in', families)
      .execute();
    families = children.map((c) => c.familyId).filter((f) => !seen.has(f));
  }
}

/** Revokes every live session of a user (password change, account disabled). */
export async function revokeUserTokens(
  db: Kysely<DB>,
  userId: string,
  reason: TokenRevokeReason,
  now = Date.now(),
) {
  await db
    .updateTable('authToken')
    .set({ revokedAt: now, revokeReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}
