import { BUILD_VERSION, HttpState } from '@campus/contract';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';

const startedAt = Date.now();

/** GET /api/health: up when the database answers; for load balancers and monitors. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { tags: ['health'], security: [] }, config: { public: true } }, async () => {
    try {
      await sql`select 1`.execute(app.database.db);
    } catch {
      throw new AppError(HttpState.SERVICE_UNAVAILABLE, { key: 'error.databaseUnavailable' });
    }
    return ok({
      status: 'up',
      version: BUILD_VERSION,
      database: app.database.dialect,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      time: Date.now(),
    });
  });
}
