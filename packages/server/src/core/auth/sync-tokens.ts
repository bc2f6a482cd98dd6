import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { randomSecret, sha256 } from './secrets.js';

/**
 * The tokens of the sync API's clients (issue 28, migration 0007), shared by the grant that issues
 * them (oauth2's client-credentials grant) and the sync routes that take them. They live in their
 * own table, never in `auth_token`, so the sign-in hook of every other route does not know them;
 * and each use joins the client, so a revoked client's tokens stop at once.
 */

/** Short-lived: a nightly push asks for a new one each run. */
export const SYNC_TOKEN_TTL_S = 3600;

/** A sync client's secret: random and long, so a plain SHA-256 is a safe hash for it. */
export const newSyncSecret = () => randomSecret(32);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface IssuedSyncToken {
  accessToken: string;
  expiresIn: number;
  clientId: string;
  clientName: string;
  tenantId: string;
  scopes: string;
}

/** A token for a live client whose secret matches; null for any other pair (said the same way). */
export async function issueSyncToken(
  db: Kysely<DB>,
  clientId: string,
  secret: string,
  now = Date.now(),
): Promise<IssuedSyncToken | null> {
  const client = await db
    .selectFrom('syncClient')
    .select(['id', 'tenantId', 'name', 'secretHash', 'scopes'])
    .where('id', '=', clientId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (!client || !sameHash(client.secretHash, sha256(secret))) return null;
  const accessToken = randomSecret();
  await db
    .insertInto('syncToken')
    .values({
      id: newId(),
      clientId: client.id,
      tenantId: client.tenantId,
      accessHash: sha256(accessToken),
      expiresAt: now + SYNC_TOKEN_TTL_S * 1000,
      createdAt: now,
    })
    .execute();
  return {
    accessToken,
    expiresIn: SYNC_TOKEN_TTL_S,
    clientId: client.id,
    clientName: client.name,
    tenantId: client.tenantId,
    scopes: client.scopes,
  };
}

/** Who a sync token speaks for: its client and school, while unexpired and the client unrevoked. */
export interface SyncCaller {
  clientId: string;
  clientName: string;
  tenantId: string;
}

export async function syncCallerOf(
  db: Kysely<DB>,
  accessToken: string,
  now = Date.now(),
): Promise<SyncCaller | undefined> {
  return db
    .selectFrom('syncToken as t')
    .innerJoin('syncClient as c', 'c.id', 't.clientId')
    .select(['c.id as clientId', 'c.name as clientName', 'c.tenantId'])
    .where('t.accessHash', '=', sha256(accessToken))
    .where('t.expiresAt', '>', now)
    .where('c.revokedAt', 'is', null)
    .executeTakeFirst();
}
