import { AFFAIR_MODULES } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { registerService } from '../../http/service.js';
import type { AffairExtension } from './extension.js';
import { leaveExtension } from './leave/extension.js';
import { affairRoutes } from './routes.js';
import { createAffairService } from './service.js';

/** Where a module's behaviour really differs from the generic mechanism, by module key. */
const EXTENSIONS: Readonly<Record<string, AffairExtension>> = { leave: leaveExtension };

/**
 * The student-affairs modules: one folder serves every module, each registered under its own
 * service prefix (leave under /api/lxgl/v3, in single mode /api) with the generic routes and,
 * where it has one, its own API.
 */
export async function registerAffairModules(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  for (const module of AFFAIR_MODULES) {
    const extension = EXTENSIONS[module.key] ?? {};
    await registerService(app, module.service, affairRoutes(createAffairService(db, module, extension)));
    if (extension.routes) await registerService(app, module.service, extension.routes(db));
  }
}
