import { createHash } from 'node:crypto';
import { HttpState, SecurityState } from '@campus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './errors.js';
import { routeKey } from './route-key.js';

/**
 * Idempotency-Key on create routes (apply, start, save a draft, an announcement, copy-to and
 * reminder messages, upload, register): a client sends one key per user submission and may
 * send it again (a double tap, a retry after a lost reply). The first request with a key runs;
 * its reply is kept 24 hours in the database (every instance sees it) and replayed to any
 * repeat, which creates nothing. Repeats that arrive while the first still runs wait for its
 * reply. The same key with another body is refused (6010106, HTTP 422). A request that fails
 * keeps nothing, so the same submission may be tried again with its key.
 *
 * Keys are scoped by tenant, user (an anonymous route: the address) and route, the route named
 * without its service prefix so that aliases share keys. A route opts in with
 * `config: { idempotent: true }` (the fingerprint is the validated body and query), or
 * `'in-handler'` when the body is a stream the handler reads first (an upload): the handler
 * then calls `replayedIdempotent` with a fingerprint of what it read.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
const TTL_MS = 24 * 3600 * 1000;
/** How long a repeat waits for the first request's reply before it is told to try later. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** A pending row older than this was left by an instance that died mid-request: taken over. */
const ABANDONED_MS = 120_000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const VALID_KEY = /^[\x21-\x7e]{1,100}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honours the Idempotency-Key header (see http/idempotency.ts). */
    idempotent?: true | 'in-handler';
  }
  interface FastifyRequest {
    /** The Idempotency-Key row this request holds while it runs (null: none). */
    idempotency: IdempotencyClaim | null;
  }
}

interface IdempotencyClaim {
  tenantId: string;
  userId: string;
  route: string;
  key: string;
  createdAt: number;
  settled: boolean;
}

/** JSON with object keys sorted, so that the same body always gives the same fingerprint. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const fingerprintOf = (...parts: unknown[]) =>
  createHash('sha256').update(stable(parts)).digest('hex');

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !VALID_KEY.test(value)) {
    throw new AppError(HttpState.BAD_REQUEST, {
      key: 'error.idempotencyKeyInvalid',
      params: { header: IDEMPOTENCY_HEADER },
    });
  }
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Scope = Pick<IdempotencyClaim, 'tenantId' | 'userId' | 'route' | 'key'>;

/** Narrows a query on idempotency_key to one key's row. */
function ofKey<Q extends WhereQuery<Q>>(query: Q, scope: Scope): Q {
  return query
    .where('tenantId', '=', scope.tenantId)
    .where('userId', '=', scope.userId)
    .where('route', '=', scope.route)
    .where('key', '=', scope.key);
}

interface WhereQuery<Q> {
  where(column: 'tenantId' | 'userId' | 'route' | 'key', op: '=', value: string): Q;
}

let lastSweep = 0;

/**
 * Takes the key for this request, or replays the reply kept under it. Returns true when the
 * reply was sent (a replay); false when the request should run (it holds the key now, or came
 * without one).
 */
export async function replayedIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  fingerprint: string,
): Promise<boolean> {
  const key = keyOf(request);
  if (key === undefined) return false;
  const { db } = request.server.database;
  const scope = {
    tenantId: request.auth?.tenantId ?? '',
    userId: request.auth?.userId ?? `ip:${request.ip}`,
    route: routeKey(request),
    key,
  };
  const started = Date.now();
  if (started - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = started;
    await db.deleteFrom('idempotencyKey').where('expiresAt', '<', started).execute();
  }
  for (;;) {
    const now = Date.now();
    const inserted = await db
      .insertInto('idempotencyKey')
      .values({
        ...scope,
        fingerprint,
        state: 'pending',
        statusCode: null,
        contentType: null,
        body: null,
        createdAt: now,
        expiresAt: now + TTL_MS,
      })
      .onConflict((oc) => oc.columns(['tenantId', 'userId', 'route', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      request.idempotency = { ...scope, createdAt: now, settled: false };
      return false;
    }
    const kept = await ofKey(db.selectFrom('idempotencyKey').selectAll(), scope).executeTakeFirst();
    if (!kept) continue; // the first request failed meanwhile: this one runs
    if (kept.expiresAt <= now || (kept.state === 'pending' && kept.createdAt < now - ABANDONED_MS)) {
      await ofKey(db.deleteFrom('idempotencyKey'), scope).where('createdAt', '=', kept.createdAt).execute();
      continue;
    }
    if (kept.fingerprint !== fingerprint) {
      throw new AppError(SecurityState.REPEATED_SUBMIT, {
        key: 'error.idempotencyKeyReused',
        params: { header: IDEMPOTENCY_HEADER },
        httpStatus: 422,
      });
    }
    if (kept.state === 'done') {
      await reply
        .code(kept.statusCode ?? 200)
        .header('content-type', kept.contentType ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(kept.body ?? '');
      return true;
    }
    if (now - started > WAIT_MS) {
      throw new AppError(SecurityState.REPEATED_SUBMIT, {
        key: 'error.idempotencyInProgress',
        params: { header: IDEMPOTENCY_HEADER },
        httpStatus: 409,
      });
    }
    await sleep(POLL_MS);
  }
}

/** Whether a reply is a success worth replaying: 2xx and, for the envelope, state 200. */
function succeeded(statusCode: number, payload: string): boolean {
  if (statusCode < 200 || statusCode >= 300) return false;
  try {
    const body = JSON.parse(payload) as { state?: unknown };
    return body?.state === undefined || body.state === 200;
  } catch {
    return true;
  }
}

async function settle(request: FastifyRequest, reply: FastifyReply | null, payload: unknown): Promise<void> {
  const claim = request.idempotency;
  if (!claim || claim.settled) return;
  claim.settled = true;
  const { db } = request.server.database;
  try {
    if (reply && typeof payload === 'string' && succeeded(reply.statusCode, payload)) {
      const contentType = reply.getHeader('content-type');
      await ofKey(
        db.updateTable('idempotencyKey').set({
          state: 'done',
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload,
        }),
        claim,
      )
        .where('createdAt', '=', claim.createdAt)
        .execute();
      return;
    }
    await ofKey(db.deleteFrom('idempotencyKey'), claim)
      .where('createdAt', '=', claim.createdAt)
      .where('state', '=', 'pending')
      .execute();
  } catch (error) {
    // The reply still goes out; a repeat of this key takes the row over once it is abandoned.
    request.log.error({ err: error }, 'could not keep the Idempotency-Key reply');
  }
}

/** The query without what does not change the request: the language, a cache-buster, the token. */
function semanticQuery(request: FastifyRequest): Record<string, unknown> {
  const { lang: _lang, _t, access_token: _token, ...rest } = (request.query ?? {}) as Record<string, unknown>;
  return rest;
}

/** Appends a route-level hook, as Fastify takes them (one function or a list). */
function appendHook<K extends 'preHandler' | 'onSend' | 'onResponse'>(
  route: RouteOptions,
  name: K,
  hook: NonNullable<RouteOptions[K]>,
): void {
  const existing = route[name] as unknown;
  const hooks = Array.isArray(existing) ? existing : existing ? [existing] : [];
  (route as unknown as Record<K, unknown[]>)[name] = [...hooks, hook];
}

/**
 * The hooks run only on the routes that opt in (decided once, as each route is added): every
 * other request used to pay three hooks that found nothing to do (issue 33). Route-level hooks run
 * after the app's own of the same kind, as these did, being the app's last.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const mode = request.routeOptions.config.idempotent;
    if (mode === 'in-handler') {
      keyOf(request); // a malformed key is refused before the handler reads the body
      return;
    }
    if (await replayedIdempotent(request, reply, fingerprintOf(request.body ?? null, semanticQuery(request))))
      return reply;
  };
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    await settle(request, reply, payload);
    return payload;
  };
  // A request cut off before its reply (the client went away) gives its key back.
  const onResponse = async (request: FastifyRequest) => settle(request, null, undefined);
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    appendHook(route, 'preHandler', preHandler);
    appendHook(route, 'onSend', onSend);
    appendHook(route, 'onResponse', onResponse);
  });
}
