import {
  defineAppRoute,
  defineEndpoint,
  endpointName,
  fileBytes,
  LoginState,
  SecurityState,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, injectEnvelope, type TestApp } from '../test/app.js';
import { signIn, type SignedIn } from '../test/auth.js';
import { mount, registerRelation } from './endpoint.js';
import { AppError } from './errors.js';
import { ok } from './reply.js';

/** Probe declarations under a group's service, at paths no real route uses. */
// A field named like a JSON Schema keyword ('required') is a field like any other.
const row = z.object({ id: z.string(), name: z.string(), required: z.boolean().optional() });
const probe = {
  echo: defineEndpoint({
    service: 'zgdw',
    method: 'POST',
    path: '/probe/endpoint/echo',
    body: z.object({ name: z.string('validation.required').min(1, 'validation.required') }),
    reply: row,
    variables: z.object({ seen: z.number() }),
    access: 'signedIn',
  }),
  drift: defineEndpoint({
    service: 'zgdw',
    method: 'GET',
    path: '/probe/endpoint/drift',
    reply: row,
    access: 'signedIn',
  }),
  counsellors: defineEndpoint({
    service: 'zgdw',
    method: 'GET',
    path: '/probe/endpoint/counsellors',
    reply: z.object({ ok: z.boolean() }),
    access: { roles: ['counsellor'] },
  }),
  related: defineEndpoint({
    service: 'zgdw',
    method: 'GET',
    path: '/probe/endpoint/related',
    reply: z.object({ ok: z.boolean() }),
    access: { relation: 'probeStudentsOnly' },
  }),
  open: defineEndpoint({
    service: 'zgdw',
    method: 'GET',
    path: '/probe/endpoint/open',
    reply: z.object({ signedIn: z.boolean() }),
    access: 'public',
  }),
  file: defineEndpoint({
    service: 'zgdw',
    method: 'GET',
    path: '/probe/endpoint/file',
    reply: fileBytes,
    access: 'signedIn',
  }),
  byName: defineEndpoint({
    service: 'zgdw',
    method: 'GET',
    path: '/probe/endpoint/named/:name',
    params: z.object({ name: z.enum(['a', 'b'], 'validation.oneOf') }),
    reply: z.object({ name: z.string() }),
    access: 'public',
  }),
  replace: defineEndpoint({
    service: 'zgdw',
    method: 'PUT',
    path: '/probe/endpoint/named/:name',
    params: z.object({ name: z.enum(['a', 'b'], 'validation.oneOf') }),
    body: z.object({ note: z.string('validation.required').max(5, 'validation.maxLength') }),
    reply: z.object({ name: z.string(), note: z.string() }),
    access: 'signedIn',
  }),
  refuse: defineEndpoint({
    service: 'zgdw',
    method: 'GET',
    path: '/probe/endpoint/refuse',
    reply: row,
    access: 'signedIn',
  }),
};

/** One of the app's own routes (no service): it answers at /api<path>. */
const appProbe = defineAppRoute({
  method: 'GET',
  path: '/probe/endpoint/app-route',
  reply: z.object({ up: z.boolean() }),
  access: 'public',
});

async function probeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (root) => mount(root, appProbe, () => ok({ up: true, extra: 1 })), {
    prefix: '/api',
  });
  registerRelation('probeStudentsOnly', (me) => {
    if (me.kind !== 'student') throw new AppError(SecurityState.UNAUTHORIZED);
  });
  await app.register(
    async (service) => {
      mount(service, probe.echo, ({ body }) =>
        // The extra fields are what a repository row may carry: none may leave.
        ok(
          { id: '1', name: body.name, required: true, passwordHash: 'secret', tenantId: 't' },
          { seen: 1, internal: 'x' },
        ),
      );
      mount(service, probe.drift, () => ok({ id: 1 as unknown as string, name: 'n' }));
      mount(service, probe.counsellors, () => ok({ ok: true }));
      mount(service, probe.related, () => ok({ ok: true }));
      mount(service, probe.open, ({ me }) => ok({ signedIn: me !== null }));
      mount(service, probe.file, ({ reply }) => reply.type('text/csv').send('a,b\n1,2\n'));
      mount(service, probe.byName, ({ params }) => ok({ name: params.name }));
      mount(service, probe.replace, ({ params, body }) => ok({ name: params.name, note: body.note }));
      mount(service, probe.refuse, () => {
        throw new AppError(SecurityState.UNAUTHORIZED, { httpStatus: 200 });
      });
    },
    { prefix: '/api/zgdw/v3' },
  );
}

describe('endpoints mounted from their declarations', () => {
  let t: TestApp;
  let student: SignedIn;
  let counsellor: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({}, probeRoutes);
    student = await signIn(t.app, 'student');
    counsellor = await signIn(t.app, 'counsellor');
  });
  afterAll(() => t.close());

  it('sends only the fields and variables the declaration names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/zgdw/v3/probe/endpoint/echo',
      headers: student.headers,
      payload: { name: '张三' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({
      state: 200,
      message: expect.any(String),
      cause: null,
      data: { id: '1', name: '张三', required: true },
      variables: { seen: 1 },
    });
  });

  it('refuses bad input by the declaration, naming the field', async () => {
    const { status, body } = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/zgdw/v3/probe/endpoint/echo',
      headers: student.headers,
      payload: { name: '' },
    });
    expect(status).toBe(400);
    expect(body.message).toContain('name');
  });

  it('fails a reply outside its declaration in the test apps (every API test asserts its replies)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/zgdw/v3/probe/endpoint/drift',
      headers: student.headers,
    });
    expect(res.statusCode).toBe(500);
  });

  it('writes a refusal sent as HTTP 200 as the error funnel built it', async () => {
    const { status, body } = await injectEnvelope(t.app, {
      method: 'GET',
      url: '/api/zgdw/v3/probe/endpoint/refuse',
      headers: student.headers,
    });
    expect(status).toBe(200);
    expect(body.state).toBe(SecurityState.UNAUTHORIZED);
    expect(body.message).not.toBe('');
  });

  it('leaves a download to its handler: the bytes, not an envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/zgdw/v3/probe/endpoint/file',
      headers: student.headers,
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toBe('a,b\n1,2\n');
  });

  it('reads path parameters by the declaration', async () => {
    const good = await injectEnvelope(t.app, { method: 'GET', url: '/api/zgdw/v3/probe/endpoint/named/a' });
    expect(good.body.data).toEqual({ name: 'a' });
    const bad = await injectEnvelope(t.app, { method: 'GET', url: '/api/zgdw/v3/probe/endpoint/named/c' });
    expect(bad.status).toBe(400);
  });

  it('mounts a PUT by its declaration: path parameters and body validated', async () => {
    const url = '/api/zgdw/v3/probe/endpoint/named/b';
    const put = (payload: object) =>
      injectEnvelope(t.app, { method: 'PUT', url, headers: student.headers, payload });
    const good = await put({ note: 'hi' });
    expect(good.body.data).toEqual({ name: 'b', note: 'hi' });
    const bad = await put({ note: 'too long' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('note');
  });

  it('checks the roles the declaration names, once, before the handler', async () => {
    const url = '/api/zgdw/v3/probe/endpoint/counsellors';
    const refused = await injectEnvelope(t.app, { method: 'GET', url, headers: student.headers });
    expect(refused.body.state).toBe(SecurityState.UNAUTHORIZED);
    const allowed = await injectEnvelope(t.app, { method: 'GET', url, headers: counsellor.headers });
    expect(allowed.body.data).toEqual({ ok: true });
  });

  it('checks a named relation registered by its area', async () => {
    const url = '/api/zgdw/v3/probe/endpoint/related';
    const refused = await injectEnvelope(t.app, { method: 'GET', url, headers: counsellor.headers });
    expect(refused.body.state).toBe(SecurityState.UNAUTHORIZED);
    const allowed = await injectEnvelope(t.app, { method: 'GET', url, headers: student.headers });
    expect(allowed.body.data).toEqual({ ok: true });
  });

  it('asks for a token unless the declaration is public', async () => {
    const closed = await injectEnvelope(t.app, { method: 'GET', url: '/api/zgdw/v3/probe/endpoint/drift' });
    expect(closed.body.state).toBe(LoginState.NOT_LOGGED_IN);
    const open = await injectEnvelope(t.app, { method: 'GET', url: '/api/zgdw/v3/probe/endpoint/open' });
    expect(open.body.data).toEqual({ signedIn: false });
  });

  it('refuses a declaration mounted under another service', async () => {
    const app = (await import('fastify')).default();
    await expect(
      app.register(async (other) => mount(other, probe.open, () => ok({ signedIn: false })), {
        prefix: '/api/jxj/v3',
      }),
    ).rejects.toThrow(/mounted under \/api\/jxj\/v3/);
    await app.close();
  });

  it('mounts an app route at /api itself, outside every service, named without one', async () => {
    const r = await injectEnvelope(t.app, { method: 'GET', url: '/api/probe/endpoint/app-route' });
    expect(r.body).toMatchObject({ state: 200, data: { up: true } });
    expect(r.body.data).toEqual({ up: true });
    expect(endpointName(appProbe)).toBe('GET /probe/endpoint/app-route');
    const app = (await import('fastify')).default();
    await expect(
      app.register(async (other) => mount(other, appProbe, () => ok({ up: true })), {
        prefix: '/api/jxj/v3',
      }),
    ).rejects.toThrow(/GET \/probe\/endpoint\/app-route mounted under \/api\/jxj\/v3/);
    await app.close();
  });
});
