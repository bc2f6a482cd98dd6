import rateLimit from '@fastify/rate-limit';
import { SecurityState } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import { AppError } from './errors.js';
import { routeKey } from './route-key.js';

/**
 * Rate limits (@fastify/rate-limit, per route `config: { rateLimit: { max, timeWindow } }`),
 * counted so that they cannot be multiplied:
 * - one bucket per route and address whatever alias the route was reached by (the service
 *   prefix and the single-mode copy, a trailing slash): the key is the route's name
 *   (route-key.ts), not the plugin's per-registration store;
 * - on PostgreSQL the counters live in the database (table rate_limit), so every instance
 *   behind the load balancer counts against the same budget; on SQLite (one process) in memory;
 * - `countHit(request, bucket, ...)` counts in a bucket that is not a route's: the password
 *   guesses of an address across every sign-in route (oauth2/credentials.ts);
 * - `personLimit(bucket, ...)` counts a signed-in person's requests to every route that names
 *   the bucket, whatever address they come from (a campus NAT puts thousands behind one): the
 *   objections to requests in publicity, across every module's objection route.
 */
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Counter {
  /** Counts one hit in the bucket's window; returns the count and the ms until the window ends. */
  hit(bucket: string, windowMs: number): Promise<{ current: number; ttl: number }>;
}

function memoryCounter(): Counter {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  let sweptAt = 0;
  return {
    async hit(bucket, windowMs) {
      const now = Date.now();
      if (now - sweptAt > 60_000) {
        sweptAt = now;
        for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
      }
      let w = windows.get(bucket);
      if (!w || w.resetAt <= now) {
        w = { hits: 0, resetAt: now + windowMs };
        windows.set(bucket, w);
      }
      w.hits += 1;
      return { current: w.hits, ttl: w.resetAt - now };
    },
  };
}

/** One statement per hit: a new window at 1, or one more in the current one (atomic on both). */
function databaseCounter(database: Database): Counter {
  let sweptAt = 0;
  return {
    async hit(bucket, windowMs) {
      const now = Date.now();
      const { db } = database;
      if (now - sweptAt > 10 * 60_000) {
        sweptAt = now;
        await db.deleteFrom('rateLimit').where('resetAt', '<', now).execute();
      }
      const row = await db
        .insertInto('rateLimit')
        .values({ bucket, hits: 1, resetAt: now + windowMs })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            hits: sql<number>`case when rate_limit.reset_at <= ${now} then 1 else rate_limit.hits + 1 end`,
            resetAt: sql<number>`case when rate_limit.reset_at <= ${now} then ${now + windowMs} else rate_limit.reset_at end`,
          }),
        )
        .returning(['hits', 'resetAt'])
        .executeTakeFirstOrThrow();
      return { current: Number(row.hits), ttl: Math.max(0, Number(row.resetAt) - now) };
    },
  };
}

/** The plugin's store: every route's child shares the one counter (the bucket is in the key). */
function storeOver(counter: Counter) {
  return class SharedStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      counter.hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

/** By database: every encapsulated context of one app shares its database object. */
const counters = new WeakMap<Database, Counter>();

/** The route's bucket for this address: `<METHOD /api/path>|<ip>`. */
const routeBucket = (request: FastifyRequest) => `${routeKey(request)}|${request.ip}`;

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const counter = app.database.dialect === 'postgres' ? databaseCounter(app.database) : memoryCounter();
  counters.set(app.database, counter);
  await app.register(rateLimit, {
    global: false,
    store: storeOver(counter),
    keyGenerator: routeBucket,
  });
}

/**
 * Counts one hit of the request's address in a bucket of its own (not a route's) and refuses
 * beyond `max` in the window with 429, state 6010104, as the route limits do.
 */
export async function countHit(
  request: FastifyRequest,
  bucket: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const counter = counters.get(request.server.database);
  if (!counter) throw new Error('registerRateLimits must run before countHit');
  const { current } = await counter.hit(`${bucket}|${request.ip}`, windowMs);
  if (current > max) throw new AppError(SecurityState.RATE_LIMIT, { httpStatus: 429 });
}

/** The person's bucket (the address only for a request no one signed: the auth hook refuses it). */
const personBucket = (bucket: string) => (request: FastifyRequest) =>
  request.auth ? `${bucket}|user:${request.auth.userId}` : `${bucket}|${request.ip}`;

/**
 * The route config of a limit per person: `max` requests in `timeWindow` to all the routes that
 * share `bucket`, counted after the caller is known (route hooks run after the auth hook).
 */
export function personLimit(bucket: string, max: number, timeWindow: string) {
  return { rateLimit: { max, timeWindow, keyGenerator: personBucket(bucket) } };
}

/**
 * The route config of a sign-in route: LOGIN_RATE_LIMIT requests a minute per route and address
 * (shared by every way of signing in), and, for routes reached before any sign-in, `public`.
 */
export function signInLimit(
  config: { auth: { rateLimitPerMinute: number } },
  options: { public?: boolean } = {},
) {
  return {
    ...(options.public ? { public: true } : {}),
    rateLimit: { max: config.auth.rateLimitPerMinute, timeWindow: '1 minute' },
  };
}
