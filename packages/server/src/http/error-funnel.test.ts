import { State } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, getInEnglish, injectEnvelope, type TestApp } from '../test/app.js';
import { AppError } from './errors.js';
import { ok } from './reply.js';

/** How the drivers report a database that went away (pg while PostgreSQL restarts, SQLite busy). */
const DATABASE_LOST = [
  {
    name: 'admin shutdown (57P01)',
    error: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  },
  {
    name: 'starting up (57P03)',
    error: Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  },
  {
    name: 'statement timeout (57014)',
    error: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
  },
  {
    name: 'connection refused',
    error: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  },
  {
    name: 'refused on every address',
    error: new AggregateError(
      [Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })],
      '',
    ),
  },
  { name: 'connection terminated', error: new Error('Connection terminated unexpectedly') },
  { name: 'connect timeout', error: new Error('timeout exceeded when trying to connect') },
  {
    name: 'broken client',
    error: new Error('Client has encountered a connection error and is not queryable'),
  },
  { name: 'closed client', error: new Error('Client was closed and is not queryable') },
  { name: 'SQLite busy', error: Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }) },
];

/** Test-only routes that exercise every branch of the funnel through the real app. */
function probeRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true };
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe/validate',
    {
      schema: {
        body: z.strictObject({
          username: z.string().min(1, 'validation.username'),
          age: z.number().int().min(1).max(150),
          email: z.email().optional(),
        }),
      },
    },
    async (request) => ok(request.body),
  );
  app.get('/api/probe/business', async () => {
    throw new AppError(State.WRONG_CREDENTIALS, { cause: 'probe' });
  });
  app.get('/api/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/probe/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/api/probe/ok', async () => ok({ hello: 'world' }, { extra: 1 }));
  app.get<{ Querystring: { kind: string } }>('/api/probe/db-lost', async (request) => {
    throw DATABASE_LOST[Number(request.query.kind)]!.error;
  });
  app.get('/api/probe/item/:id', async () => ok(null));
}

describe('error funnel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, probeRoutes);
  });
  afterAll(async () => t.close());

  it('wraps success in the envelope with the message in the caller language', async () => {
    const zh = await injectEnvelope(t.app, { method: 'GET', url: '/api/probe/ok' });
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({
      state: 200,
      message: '操作成功',
      cause: null,
      data: { hello: 'world' },
      variables: { extra: 1 },
    });
    const en = await injectEnvelope(t.app, {
      method: 'GET',
      url: '/api/probe/ok',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.body.message).toBe('Success');
    const ja = await injectEnvelope(t.app, { method: 'GET', url: '/api/probe/ok?lang=ja_JP' });
    expect(ja.body.message).toBe('操作に成功しました');
  });

  it('answers an unknown /api route with a not-found state naming it', async () => {
    const r = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/nowhere/at/all?x=1',
      headers: { 'accept-language': 'en' },
    });
    expect(r.status).toBe(404);
    expect(r.body.state).toBe(404);
    expect(r.body.message).toBe('No such API route: POST /api/nowhere/at/all');
  });

  it('answers malformed JSON with 400 naming the problem', async () => {
    const r = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/probe/validate',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"username": "a",',
    });
    expect(r.status).toBe(400);
    expect(r.body.state).toBe(400);
    expect(r.body.message).toMatch(/^The request body is not valid JSON: /);
  });

  it('names each invalid field in the caller language', async () => {
    const r = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/probe/validate',
      headers: { 'accept-language': 'en' },
      payload: { username: '', age: 200, email: 'nope', admin: true },
    });
    expect(r.status).toBe(400);
    expect(r.body.state).toBe(400);
    const fields = (r.body.variables.fields as { field: string; message: string }[]).map(
      (f) => `${f.field}: ${f.message}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'username: Please enter the correct username.',
        'age: Must not be greater than 150',
        'email: Please enter a valid email address',
        'admin: Field not allowed',
      ]),
    );
    expect(r.body.message).toContain('username: Please enter the correct username.');

    const zh = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/probe/validate',
      payload: { age: 'x' },
    });
    expect(zh.body.message).toContain('username：必填项');
    expect(zh.body.message).toContain('age：类型不正确，应为number');
  });

  it('passes business refusals as HTTP 200 with their state', async () => {
    const r = await getInEnglish(t.app, '/api/probe/business');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ state: 6020101, message: 'Wrong user name or password', cause: 'probe' });
  });

  it('never shows a stack trace or internal detail', async () => {
    const r = await getInEnglish(t.app, '/api/probe/crash');
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({
      state: 500,
      message: 'Internal server error, please try again later',
      data: null,
    });
    expect(r.response.body).not.toMatch(/secret internal detail|at .*\.ts:\d+|stack/);
  });

  it('reports an unreachable database as 503', async () => {
    const r = await getInEnglish(t.app, '/api/probe/db-down');
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({
      state: 503,
      message: 'The database is unavailable, please try again later',
    });
  });

  // Regression (route fuzzer): Fastify answers these while routing, before any hook, in its own
  // JSON unless `frameworkErrors` sends them through the funnel.
  it('answers an undecodable or overlong path parameter with 400 naming the address', async () => {
    for (const url of ['/api/probe/item/%ZZ', `/api/probe/item/${'x'.repeat(300)}`]) {
      const r = await getInEnglish(t.app, url);
      expect(r.status).toBe(400);
      expect(r.body.state).toBe(400);
      expect(r.body.message).toMatch(/^The request address is not a valid URL: \/api\/probe\/item\//);
    }
  });

  // Regression (e2e/resilience/pg-restart.test.ts): every way the drivers say the database went
  // away is the 503 envelope, never a 500.
  it.each(DATABASE_LOST.map((c, i) => [c.name, i] as const))(
    'answers a lost database (%s) with 503',
    async (_name, kind) => {
      const r = await getInEnglish(t.app, `/api/probe/db-lost?kind=${kind}`);
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({
        state: 503,
        message: 'The database is unavailable, please try again later',
      });
    },
  );

  it('refuses an unsupported content type and an oversized body with envelopes', async () => {
    const media = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/probe/validate',
      headers: { 'content-type': 'application/x-weird' },
      payload: 'x',
    });
    expect(media.status).toBe(415);
    expect(media.body.state).toBe(415);
    const big = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/probe/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(big.body.state).toBe(413);
  });
});
