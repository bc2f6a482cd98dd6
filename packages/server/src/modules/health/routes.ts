import { BUILD_VERSION, HttpState } from '@campus/contract';
import { healthEndpoint } from '@campus/contract/api/health';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';

const startedAt = Date.now();

/** GET /api/health (contract api/health.ts): up when the database answers. Mounted under /api. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  mount(
    app,
    healthEndpoint,
    async () => {
      try {
        await sql`select 1`.execute(app.database.db);
      } catch {
        throw new AppError(HttpState.SERVICE_UNAVAILABLE, { key: 'error.databaseUnavailable' });
      }
      return ok({
        status: 'up' as const,
        version: BUILD_VERSION,
        database: app.database.dialect,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        time: Date.now(),
      });
    },
    { tags: ['health'] },
  );
}
