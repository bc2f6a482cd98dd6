import type { CreatedSyncClient, SyncClientRow } from '@campus/contract/api/admin/sync';
import { SYNC_SCOPE } from '@campus/contract/api/admin/sync';
import { HttpState } from '@campus/contract';
import type { Kysely } from 'kysely';
import { sha256 } from '../../../core/auth/secrets.js';
import { newSyncSecret } from '../../../core/auth/sync-tokens.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { recordChange } from '../../../core/change-log/record.js';
import type { DB } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import { groupRefusal } from '../group-refusal.js';
import { SYNC_TEXTS } from './texts.js';

/**
 * A school's sync clients, made, listed and revoked by its administrator. The secret is returned
 * once, at creation, and kept only as its hash; a revoked client keeps its row, and each creation
 * and revocation is in the change log.
 */
const listQuery = (db: Kysely<DB>, tenantId: string) =>
  db
    .selectFrom('syncClient as c')
    .innerJoin('appUser as u', 'u.id', 'c.createdBy')
    .select(['c.id', 'c.name', 'c.scopes', 'c.createdAt', 'u.fullname as createdByName', 'c.revokedAt'])
    .where('c.tenantId', '=', tenantId);

export async function listSyncClients(db: Kysely<DB>, tenantId: string): Promise<SyncClientRow[]> {
  return listQuery(db, tenantId).orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').execute();
}

export async function createSyncClient(
  db: Kysely<DB>,
  change: ChangeContext,
  name: string,
): Promise<CreatedSyncClient> {
  const id = newId();
  const secret = newSyncSecret();
  const createdAt = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('syncClient')
      .values({
        id,
        tenantId: change.tenantId,
        name,
        secretHash: sha256(secret),
        scopes: SYNC_SCOPE,
        createdBy: change.actorId!,
        createdAt,
        revokedAt: null,
      })
      .execute();
    await recordChange(trx, change, {
      kind: 'syncClient',
      objectId: id,
      label: name,
      action: 'create',
      after: { name, scopes: SYNC_SCOPE },
    });
  });
  const row = await listQuery(db, change.tenantId).where('c.id', '=', id).executeTakeFirstOrThrow();
  return { ...row, secret };
}

/** Revokes a client of the school (its tokens stop at once); revoking it again changes nothing. */
export async function revokeSyncClient(
  db: Kysely<DB>,
  change: ChangeContext,
  id: string,
): Promise<SyncClientRow> {
  return db.transaction().execute(async (trx) => {
    const client = await listQuery(trx, change.tenantId).where('c.id', '=', id).executeTakeFirst();
    // Another school's client is answered as one that does not exist.
    if (!client) throw groupRefusal(HttpState.NOT_FOUND, SYNC_TEXTS.noClient, 'id');
    if (client.revokedAt !== null) return client;
    const revokedAt = Date.now();
    await trx
      .updateTable('syncClient')
      .set({ revokedAt })
      .where('id', '=', id)
      .where('tenantId', '=', change.tenantId)
      .execute();
    await recordChange(trx, change, {
      kind: 'syncClient',
      objectId: id,
      label: client.name,
      action: 'revoke',
      before: { revokedAt: null },
      after: { revokedAt },
    });
    return { ...client, revokedAt };
  });
}
