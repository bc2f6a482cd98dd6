import { paramsIn, type LocalizedParams } from '../messages/localized-params.js';
import { matchLanguage, translate, DEFAULT_LANGUAGE, isMessageKey } from '@campus/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import { refusalOf } from '../net/outbound.js';
import { endpointAllowed } from './endpoint.js';
import type { DB, PushOutboxTable } from '../../db/schema.js';
import { onPushQueued } from './queue.js';
import { vapidKeys } from './vapid.js';

export interface PushSenderOptions {
  /** The VAPID subject (config.push.subject). */
  subject: string;
  /** The push services' hosts an endpoint may name (config.push.serviceHosts). */
  serviceHosts: readonly string[];
  /** The outbound guard's agent (core/net): where the endpoint's host points is checked on connecting. */
  agent: Agent;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at without a nudge (ms); pushes queued outside a request. */
  intervalMs?: number;
}

/** What a device receives (the service worker shows it: packages/web/src/sw.ts). */
export interface PushPayload {
  title: string;
  body: string;
  /** Relative to the app's base. */
  url: string;
  /** Pushes about the same thing replace each other on the lock screen. */
  tag: string;
}

const BATCH = 50;
/** A day: a phone that is off longer gets the news from its inbox instead. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends the outbox. Each queued push is taken (deleted) once, by one server instance, rendered in
 * each device's language and sent with the installation's VAPID key; a push service answering 404
 * or 410 means the browser dropped the subscription, which is then removed. A failed send is
 * logged and not retried: the inner message stays in the inbox.
 */
export function createPushSender(db: Kysely<DB>, options: PushSenderOptions) {
  let running: Promise<void> | null = null;
  let again = false;

  async function take(): Promise<PushOutboxTable[]> {
    return db
      .deleteFrom('pushOutbox')
      .where('id', 'in', (eb) =>
        eb.selectFrom('pushOutbox').select('id').orderBy('createdAt').orderBy('id').limit(BATCH),
      )
      .returningAll()
      .execute();
  }

  async function deliver(row: PushOutboxTable): Promise<number> {
    const devices = await db
      .selectFrom('pushSubscription')
      .selectAll()
      .where('tenantId', '=', row.tenantId)
      .where('userId', '=', row.userId)
      .where('enabled', '=', 'Y')
      .execute();
    if (devices.length === 0) return 0;
    const keys = await vapidKeys(db);
    const stored = JSON.parse(row.params) as LocalizedParams;
    let sent = 0;
    for (const device of devices) {
      // Saved under this deployment's list; the list may have changed since.
      if (!endpointAllowed(device.endpoint, options.serviceHosts)) {
        options.log.warn({ subscription: device.id }, 'push endpoint not on a push service host; not sent');
        continue;
      }
      const language = matchLanguage(device.language) ?? DEFAULT_LANGUAGE;
      const text = (key: string) =>
        isMessageKey(key) ? translate(language, key, paramsIn(stored, language)).trim() : key;
      const payload: PushPayload = {
        title: text(row.titleKey),
        body: text(row.bodyKey),
        url: row.url,
        tag: row.url,
      };
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: TTL_SECONDS,
            timeout: 10_000,
            agent: options.agent,
          },
        );
        sent++;
        await db
          .updateTable('pushSubscription')
          .set({ lastSentAt: Date.now() })
          .where('id', '=', device.id)
          .execute();
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        const refused = refusalOf(error);
        if (refused) {
          // Kept: the deployment may allow the address (OUTBOUND_ALLOW_PRIVATE).
          options.log.warn(
            { subscription: device.id, refused: refused.message },
            'push endpoint address refused',
          );
        } else if (status === 404 || status === 410) {
          await db.deleteFrom('pushSubscription').where('id', '=', device.id).execute();
          options.log.info({ subscription: device.id, status }, 'push subscription gone; removed');
        } else {
          options.log.warn({ subscription: device.id, status, err: error }, 'push not delivered');
        }
      }
    }
    return sent;
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await take();
      for (const row of rows) sent += await deliver(row);
      if (rows.length < BATCH) return sent;
    }
  }

  /** Sends everything queued; concurrent calls share one run (and a call during a run runs again). */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drainOnce();
        } while (again);
      } catch (error) {
        options.log.error({ err: error }, 'push outbox failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  let nudged = false;
  const stopListening = onPushQueued(() => {
    nudged = true;
  });
  const timer = setInterval(() => void drain(), options.intervalMs ?? 30_000);
  timer.unref();

  return {
    drain,
    /** After a request: sends what it queued (its transaction has committed by now). */
    afterRequest(): void {
      if (!nudged) return;
      nudged = false;
      void drain();
    },
    async close(): Promise<void> {
      clearInterval(timer);
      stopListening();
      await running;
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
