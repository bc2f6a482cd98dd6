import { z } from 'zod';
import { defineAppRoute } from './endpoint.js';

/**
 * GET /api/health: whether the server is up and its database answers, for load balancers,
 * monitors and the installed app's "back online" check. One of the app's own routes (outside
 * every service), public; a database that does not answer is refused with 503.
 */
export const healthEndpoint = defineAppRoute({
  method: 'GET',
  path: '/health',
  reply: z.object({
    status: z.literal('up'),
    version: z.string(),
    /** The database the server runs on. */
    database: z.enum(['sqlite', 'postgres']),
    uptimeSeconds: z.number(),
    /** The server's clock (ms since the epoch). */
    time: z.number(),
  }),
  access: 'public',
});
