import { sql } from 'kysely';
import { announcePushQueued, queuePush, type NewPush } from '../../core/push/queue.js';
import { newId } from '../../lib/ids.js';
import { slot, Statements } from './prepared.js';
import type { Db } from './store.js';

/** Receivers up to this many go into one cached statement; more (rare) go through queuePush. */
const CACHED_RECEIVERS = 32;
const outbox = new Statements();

/**
 * The engine's "a task arrived" push, as core/push/queue.ts's queuePush queues it (a row in the
 * outbox for each receiver with a device turned on, sent once the command commits), but written
 * with the command's other writes (deferred.ts) instead of a read of the subscriptions and then
 * an insert: one `INSERT ... SELECT` that keeps the receivers who have an enabled subscription.
 * On PostgreSQL that costs no round trip of its own (issue 33: it was one per task created).
 */
export async function queueTaskPush(db: Db, push: NewPush): Promise<void> {
  const wanted = [...new Set(push.receiverIds)];
  if (wanted.length === 0) return;
  if (wanted.length > CACHED_RECEIVERS) {
    await queuePush(db, push);
    return;
  }
  // Values: tenant, title, body, params, url, created at, then each receiver's outbox id and user id.
  const args: unknown[] = [
    push.tenantId,
    push.title,
    push.body,
    JSON.stringify(push.params),
    push.url.slice(0, 500),
    push.now,
  ];
  for (const userId of wanted) args.push(newId(), userId);
  await outbox.defer(db, String(wanted.length), (db) => insertForReceivers(db, wanted.length), args, {
    table: 'pushOutbox',
    kind: 'insert',
    counted: (queued) => {
      if (queued > 0) announcePushQueued();
    },
  });
}

function insertForReceivers(db: Db, count: number) {
  const receiver = (i: number) =>
    db.selectNoFrom([sql<string>`${slot(6 + 2 * i)}`.as('id'), sql<string>`${slot(7 + 2 * i)}`.as('userId')]);
  let receivers = receiver(0);
  for (let i = 1; i < count; i++) receivers = receivers.unionAll(receiver(i));
  return db
    .insertInto('pushOutbox')
    .columns(['id', 'tenantId', 'userId', 'titleKey', 'bodyKey', 'params', 'url', 'createdAt'])
    .expression(
      db
        .selectFrom(receivers.as('v'))
        .select([
          'v.id',
          sql<string>`${slot(0)}`.as('tenantId'),
          'v.userId',
          sql<string>`${slot(1)}`.as('titleKey'),
          sql<string>`${slot(2)}`.as('bodyKey'),
          sql<string>`${slot(3)}`.as('params'),
          sql<string>`${slot(4)}`.as('url'),
          sql<number>`cast(${slot(5)} as bigint)`.as('createdAt'),
        ])
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('pushSubscription as s')
              .select('s.userId')
              .where('s.tenantId', '=', slot(0))
              .whereRef('s.userId', '=', 'v.userId')
              .where('s.enabled', '=', 'Y'),
          ),
        ),
    );
}
