import type { FastifyInstance } from 'fastify';
import { createPushSender, type PushSender } from '../../../core/push/send.js';

declare module 'fastify' {
  interface FastifyInstance {
    pushSender: PushSender;
  }
}

/**
 * Starts the app's push sender: after each request that queued a push (its transaction has
 * committed by the time the reply went out) and every 30 s for pushes queued elsewhere.
 */
export function registerPushSender(app: FastifyInstance): void {
  const sender = createPushSender(app.database.db, {
    subject: app.config.push.subject,
    serviceHosts: app.config.push.serviceHosts,
    agent: app.outbound.httpsAgent,
    log: app.log,
  });
  app.decorate('pushSender', sender);
  app.addHook('onResponse', async () => sender.afterRequest());
  app.addHook('onClose', async () => sender.close());
}
