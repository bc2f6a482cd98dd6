import type { PushDevice } from '@campus/contract/api/platform/push';
import type { Kysely } from 'kysely';
import type { DB, PushSubscriptionTable } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';

export type Db = Kysely<DB>;
/** Whose devices: every query is scoped to one user in one tenant. */
export interface Owner {
  tenantId: string;
  userId: string;
}

export type DeviceRow = PushDevice;

const toRow = (s: PushSubscriptionTable): DeviceRow => ({
  id: s.id,
  device: s.device,
  language: s.language,
  enabled: s.enabled,
  endpoint: s.endpoint,
  createTime: s.createdAt,
  lastSentTime: s.lastSentAt,
});

export async function listDevices(db: Db, owner: Owner): Promise<DeviceRow[]> {
  const rows = await db
    .selectFrom('pushSubscription')
    .selectAll()
    .where('tenantId', '=', owner.tenantId)
    .where('userId', '=', owner.userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRow);
}

export interface NewDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  language: string;
}

/**
 * Keeps a browser's subscription for the owner. The endpoint is the browser's: when it was someone
 * else's (another account signed in on the same phone), it moves to the owner, so the one who
 * signed out gets nothing more on it.
 */
export async function saveDevice(db: Db, owner: Owner, device: NewDevice, now: number): Promise<DeviceRow> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('pushSubscription')
      .selectAll()
      .where('endpoint', '=', device.endpoint)
      .executeTakeFirst();
    if (existing && existing.tenantId === owner.tenantId && existing.userId === owner.userId) {
      await trx
        .updateTable('pushSubscription')
        .set({ ...device, enabled: 'Y', updatedAt: now })
        .where('id', '=', existing.id)
        .execute();
      return toRow({ ...existing, ...device, enabled: 'Y', updatedAt: now });
    }
    if (existing) await trx.deleteFrom('pushSubscription').where('id', '=', existing.id).execute();
    const row: PushSubscriptionTable = {
      id: newId(),
      ...owner,
      ...device,
      enabled: 'Y',
      createdAt: now,
      updatedAt: now,
      lastSentAt: null,
    };
    await trx.insertInto('pushSubscription').values(row).execute();
    return toRow(row);
  });
}

/** Turns one of the owner's devices on or off; false when the owner has no such device. */
export async function setEnabled(db: Db, owner: Owner, id: string, enabled: 'Y' | 'N', now: number) {
  const result = await db
    .updateTable('pushSubscription')
    .set({ enabled, updatedAt: now })
    .where('tenantId', '=', owner.tenantId)
    .where('userId', '=', owner.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes one of the owner's devices, by id or by its endpoint; false when there is none. */
export async function removeDevice(db: Db, owner: Owner, which: { id: string } | { endpoint: string }) {
  let query = db
    .deleteFrom('pushSubscription')
    .where('tenantId', '=', owner.tenantId)
    .where('userId', '=', owner.userId);
  query = 'id' in which ? query.where('id', '=', which.id) : query.where('endpoint', '=', which.endpoint);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
