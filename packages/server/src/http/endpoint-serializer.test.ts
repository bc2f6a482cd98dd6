import { defineEndpoint } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializer } from './endpoint-serializer.js';

const envelope = (data: unknown) => ({ state: 200, message: '', cause: null, data, variables: {} });
const written = (endpoint: Parameters<typeof replySerializer>[0], data: unknown) =>
  JSON.parse(replySerializer(endpoint, false)(envelope(data))).data;

describe('replies written by their declarations (production: no check)', () => {
  const person = z.object({ id: z.string(), name: z.string() });

  it('leaves out what the schema does not name, in a nullable object too', () => {
    const endpoint = defineEndpoint({
      service: 'zgdw',
      method: 'GET',
      path: '/probe/serializer/nullable',
      reply: z.object({ owner: person.nullable(), list: z.array(person) }),
      access: 'signedIn',
    });
    const row = { id: '1', name: '张三', passwordHash: 'x', tenantId: 't' };
    expect(written(endpoint, { owner: row, list: [row] })).toEqual({
      owner: { id: '1', name: '张三' },
      list: [{ id: '1', name: '张三' }],
    });
    expect(written(endpoint, { owner: null, list: [] })).toEqual({ owner: null, list: [] });
  });

  it('tells a union of objects apart and leaves out unnamed fields in each branch', () => {
    const endpoint = defineEndpoint({
      service: 'zgdw',
      method: 'GET',
      path: '/probe/serializer/union',
      reply: z.array(
        z.union([
          z.object({ kind: z.literal('text'), text: z.string() }),
          z.object({ kind: z.literal('count'), count: z.number() }),
        ]),
      ),
      access: 'signedIn',
    });
    expect(
      written(endpoint, [
        { kind: 'count', count: 3, secret: 's' },
        { kind: 'text', text: 'a', secret: 's' },
      ]),
    ).toEqual([
      { kind: 'count', count: 3 },
      { kind: 'text', text: 'a' },
    ]);
  });

  it('leaves a missing field out rather than failing the reply', () => {
    const endpoint = defineEndpoint({
      service: 'zgdw',
      method: 'GET',
      path: '/probe/serializer/missing',
      reply: person,
      access: 'signedIn',
    });
    expect(written(endpoint, { id: '1' })).toEqual({ id: '1' });
  });
});
