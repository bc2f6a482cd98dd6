import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { listQuerySchema } from '../list.js';
import { endpointsOf } from './endpoints-of.js';
import { listReplyOf } from './list-reply.js';

const reply = z.object({ id: z.string() });
const query = z.object({ q: z.string() });
const body = z.object({ name: z.string() });
const params = z.object({ id: z.string() });
const variables = z.object({ total: z.number() });

const probe = endpointsOf({ service: 'zxgl', access: 'signedIn' });

describe('endpointsOf', () => {
  it('declares what defineEndpoint declares, with the same types', () => {
    const built = probe.get('/probe/list', { query, reply });
    const defined = defineEndpoint({
      service: 'zxgl',
      method: 'GET',
      path: '/probe/list',
      query,
      reply,
      access: 'signedIn',
    });
    expect(built).toEqual(defined);
    expect(Object.isFrozen(built)).toBe(true);
    expectTypeOf(built).toEqualTypeOf<typeof defined>();

    const saved = probe.post('/probe/save', { body, reply, idempotent: true });
    const definedSave = defineEndpoint({
      service: 'zxgl',
      method: 'POST',
      path: '/probe/save',
      body,
      reply,
      access: 'signedIn',
      idempotent: true,
    });
    expect(saved).toEqual(definedSave);
    expectTypeOf(saved).toEqualTypeOf<typeof definedSave>();
  });

  it('gives every endpoint the shared parts, each overridable', () => {
    const one = endpointsOf({ service: 'xshd', access: 'signedIn', params, variables });
    const shared = one.put('/activity/:id/record', { body, reply });
    expect(shared).toEqual(
      defineEndpoint({
        service: 'xshd',
        method: 'PUT',
        path: '/activity/:id/record',
        params,
        body,
        reply,
        variables,
        access: 'signedIn',
      }),
    );
    expectTypeOf(shared.params).toEqualTypeOf<typeof params>();
    expectTypeOf(shared.variables).toEqualTypeOf<typeof variables>();
    expectTypeOf(shared.query).toEqualTypeOf<undefined>();

    const own = z.object({ other: z.number() });
    const overridden = one.get('/activity/:id', { reply, variables: own, access: { roles: ['xgxt_admin'] } });
    expect(overridden.access).toEqual({ roles: ['xgxt_admin'] });
    expect(overridden.variables).toBe(own);
    expectTypeOf(overridden.variables).toEqualTypeOf<typeof own>();
  });

  it('declares a list: a POST of the list body answering a page of rows', () => {
    const listed = probe.list('/probe/query', reply, { query, variables });
    const defined = defineEndpoint({
      service: 'zxgl',
      method: 'POST',
      path: '/probe/query',
      query,
      body: listQuerySchema,
      reply: listReplyOf(reply),
      variables,
      access: 'signedIn',
    });
    expect(JSON.stringify(z.toJSONSchema(listed.reply))).toBe(JSON.stringify(z.toJSONSchema(defined.reply)));
    expect({ ...listed, reply: undefined }).toEqual({ ...defined, reply: undefined });
    expectTypeOf(listed).toEqualTypeOf<typeof defined>();
  });

  it('leaves parts no one declared undefined', () => {
    const bare = probe.get('/probe', { reply });
    expect(bare).toMatchObject({
      params: undefined,
      query: undefined,
      body: undefined,
      variables: undefined,
    });
    expectTypeOf(bare.body).toEqualTypeOf<undefined>();
  });

  it('still refuses a malformed path, path parameters without `params`, and a GET with a body', () => {
    expect(() => probe.get('/probe//list', { reply })).toThrow('/segment/segment');
    expect(() => probe.post('/probe/:id', { reply })).toThrow('`params`');
    // @ts-expect-error a GET has no body, which the types say too
    expect(() => probe.get('/probe', { body, reply })).toThrow('a GET has no body');
  });
});
