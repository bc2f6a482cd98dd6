import webpush from 'web-push';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const ROW = 'default';
const known = new WeakMap<Kysely<DB>, Promise<VapidKeys>>();

/**
 * The installation's VAPID key pair: made once, the first time anyone asks, and kept in the
 * database (every server instance signs with the same key; the browsers' subscriptions are bound
 * to it). Two instances racing to make it both read the one that was stored first.
 */
export function vapidKeys(db: Kysely<DB>): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    keys.catch(() => known.delete(db));
    known.set(db, keys);
  }
  return keys;
}

async function loadOrCreate(db: Kysely<DB>): Promise<VapidKeys> {
  const read = () =>
    db.selectFrom('pushVapid').select(['publicKey', 'privateKey']).where('id', '=', ROW).executeTakeFirst();
  const stored = await read();
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('pushVapid')
    .values({ id: ROW, publicKey: made.publicKey, privateKey: made.privateKey, createdAt: Date.now() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await read())!;
}
