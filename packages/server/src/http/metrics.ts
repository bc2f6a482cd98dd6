import { timingSafeEqual } from 'node:crypto';
import { HttpState } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  dbPoolConnections,
  httpDuration,
  httpErrors,
  httpRequests,
  queueLength,
  registry,
} from '../core/metrics/registry.js';
import { AppError } from './errors.js';
import { routeKey } from './route-key.js';

/**
 * The operator's metrics (issue 33): every reply counted and timed by route, error replies by their
 * envelope state, and GET /api/metrics in Prometheus' text format for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN neither the hooks nor the route
 * exist: the figures are for a deployment that watches them. Never public: the routes' traffic and
 * the queues say more about a school than anyone outside its operators should read.
 */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);

  // Callback hooks: no promise per request for a count.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const state = envelopeState(payload);
    if (state !== undefined && state !== 200) errorStates.set(request, state);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    httpRequests.inc({ route, status: reply.statusCode });
    httpDuration.observe({ route }, reply.elapsedTime / 1000);
    const state = errorStates.get(request);
    if (state !== undefined) httpErrors.inc({ route, state });
    done();
  });

  app.get('/api/metrics', { config: { public: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(HttpState.UNAUTHORIZED, { key: 'error.metricsToken' });
    }
    await collectGauges(app);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

const errorStates = new WeakMap<FastifyRequest, number>();

/** A route's pattern, or one label for everything no route matched (no label per made-up URL). */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url === undefined ? 'unmatched' : routeKey(request);
}

/** The `state` of a JSON envelope from the first bytes of the reply (the envelope leads with it). */
function envelopeState(payload: unknown): number | undefined {
  if (typeof payload !== 'string') return undefined;
  const match = /^\{"state":(\d{3,7})[,}]/.exec(payload.slice(0, 24));
  return match ? Number(match[1]) : undefined;
}

/** Gauges read at scrape time: the pool's connections and the queues' lengths (two counts). */
async function collectGauges(app: FastifyInstance): Promise<void> {
  const pool = app.database.pool?.();
  if (pool) {
    dbPoolConnections.set({ state: 'total' }, pool.total);
    dbPoolConnections.set({ state: 'idle' }, pool.idle);
    dbPoolConnections.set({ state: 'waiting' }, pool.waiting);
  }
  const db = app.database.db;
  const [push, imports] = await Promise.all([
    db
      .selectFrom('pushOutbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('affairImport')
      .where('state', '=', 'running')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  queueLength.set({ queue: 'push' }, Number(push?.n ?? 0));
  queueLength.set({ queue: 'import' }, Number(imports?.n ?? 0));
}
