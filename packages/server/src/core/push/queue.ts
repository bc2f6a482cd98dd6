import type { LocalizedParams } from '../messages/localized-params.js';
import type { MessageKey } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** A push to some people, in message keys: each device gets it in its own language. */
export interface NewPush {
  tenantId: string;
  receiverIds: readonly string[];
  title: MessageKey;
  body: MessageKey;
  params: LocalizedParams;
  /** Where a tap opens, relative to the app's base (`bpmn/task?taskId=...`). */
  url: string;
  now: number;
}

const listeners = new Set<() => void>();

/** Called after a push was queued (the sender then looks at the outbox once the request is over). */
export function onPushQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the sender a push was queued (queuePush does; so does the engine's own, engine/runtime/push-outbox.ts). */
export function announcePushQueued(): void {
  for (const listener of listeners) listener();
}

/**
 * Queues a push for those receivers that have a device turned on, in the caller's transaction: it
 * is sent (core/push/send.ts) only when the action it reports commits. People without a device
 * cost one indexed read, nothing is written for them.
 */
export async function queuePush(db: Kysely<DB>, push: NewPush): Promise<number> {
  const wanted = [...new Set(push.receiverIds)];
  if (wanted.length === 0) return 0;
  const rows = await db
    .selectFrom('pushSubscription')
    .select('userId')
    .distinct()
    .where('tenantId', '=', push.tenantId)
    .where('userId', 'in', wanted)
    .where('enabled', '=', 'Y')
    .execute();
  if (rows.length === 0) return 0;
  await db
    .insertInto('pushOutbox')
    .values(
      rows.map(({ userId }) => ({
        id: newId(),
        tenantId: push.tenantId,
        userId,
        titleKey: push.title,
        bodyKey: push.body,
        params: JSON.stringify(push.params),
        url: push.url.slice(0, 500),
        createdAt: push.now,
      })),
    )
    .execute();
  announcePushQueued();
  return rows.length;
}
