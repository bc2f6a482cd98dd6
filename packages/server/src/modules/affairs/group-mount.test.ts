import { defineEndpoint } from '@campus/contract';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../http/reply.js';
import { groupMount } from './group-mount.js';

const probe = defineEndpoint({
  service: 'zgdw',
  method: 'GET',
  path: '/probe/group-mount',
  reply: z.object({ up: z.boolean() }),
  access: 'public',
});

describe("a group's mount", () => {
  // The routes are seen as they are added; the serializer the app adds at start-up is not needed.
  it("mounts the declaration under the group's tag, with what the route adds", async () => {
    const app = Fastify();
    const seen: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void seen.push(route));
    await app.register(
      async (group) =>
        groupMount(group, ['affairs/zgdw'])(probe, () => ok({ up: true }), { bodyLimit: 2048 }),
      { prefix: '/api/zgdw/v3' },
    );
    const route = seen.find((r) => r.url === '/api/zgdw/v3/probe/group-mount');
    expect(route?.schema?.tags).toEqual(['affairs/zgdw']);
    expect(route?.bodyLimit).toBe(2048);
    await app.close();
  });
});
