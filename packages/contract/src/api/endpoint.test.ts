import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointName } from './endpoint.js';

const base = { service: 'zxgl', reply: z.object({}), access: 'signedIn' } as const;

describe('defineEndpoint', () => {
  it('takes a PUT with a body, named by its method', () => {
    const put = defineEndpoint({
      ...base,
      method: 'PUT',
      path: '/probe/:id/record',
      params: z.object({ id: z.string() }),
      body: z.object({ summary: z.string() }),
    });
    expect(put.body).toBeDefined();
    expect(endpointName(put)).toBe('PUT /zxgl/v3/probe/:id/record');
  });

  it('refuses a GET with a body, and path parameters without `params`', () => {
    expect(() =>
      defineEndpoint({ ...base, method: 'GET', path: '/probe', body: z.object({ a: z.string() }) }),
    ).toThrow('a GET has no body');
    expect(() => defineEndpoint({ ...base, method: 'PUT', path: '/probe/:id' })).toThrow('`params`');
  });
});
