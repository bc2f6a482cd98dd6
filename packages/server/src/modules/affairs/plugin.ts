import type { FastifyInstance } from 'fastify';
import { listenToProcess } from '../../engine/events.js';
import { grantReaders } from '../../engine/readers.js';
import { referenceReaders } from '../../engine/references.js';
import { registerAssigneeLookup } from '../../engine/runtime/assign.js';
import { registerService } from '../../http/service.js';
import { registerAbsenceSource } from './absences.js';
import { registerChangeLogReader } from './change-log/access.js';
import { changeLogRoutes } from './change-log/routes.js';
import { masterImportRoutes } from './import/master/routes.js';
import { syncRoutes } from './sync/routes.js';
import { calendarRoutes } from './settings/calendar-routes.js';
import type { AffairsContext } from './context.js';
import { OBJECTION_PROCESS } from './deploy.js';
import { staffInCharge } from './detail.js';
import { catalogueRoutes, groupRoutes } from './group-routes.js';
import { objectionListener } from './publicity/objections.js';
import { publicityReference } from './publicity/reference.js';
import { loadAffairRegistry } from './registry/discover.js';
import type { AffairRegistry } from './registry/registry.js';
import { forGroup, registerAffairRelations } from './relations.js';
import { moduleRoutes } from './routes.js';
import { affairListener } from './standing/listener.js';

/**
 * Puts the mechanism's bookkeeping on every module's process (and on objections), whatever way
 * their commands come in, the groups' approver lookups and the modules' readers into the engine,
 * the groups' sources of who is away (absences.ts) and the readers of the records forms name (engine/references.ts). Idempotent: a second app or the seed installs the same listeners.
 */
export function installAffairListeners(registry: AffairRegistry): void {
  for (const module of registry.modules)
    listenToProcess(module.descriptor.processKey, affairListener(registry, module));
  listenToProcess(OBJECTION_PROCESS, objectionListener);
  // Forms that name a record show the record to those who may read it (engine/references.ts).
  referenceReaders.set('publicity', publicityReference(registry));
  for (const group of registry.groups) {
    const extension = registry.groupExtension(group.key);
    for (const [kind, reader] of Object.entries(extension.references ?? {}))
      referenceReaders.set(kind, reader);
    for (const [name, lookup] of Object.entries(extension.lookups ?? {}))
      registerAssigneeLookup(name, lookup);
    if (extension.absences) registerAbsenceSource(group.key, extension.absences);
  }
  // The staff in charge of a request's student read it (and so its files) as its detail shows it.
  for (const module of registry.modules)
    grantReaders(
      module.descriptor.processKey,
      async (db, caller, request) =>
        request.status !== 'draft' && staffInCharge({ db, registry }, caller, module, request.starterId),
    );
}

/**
 * The student-affairs groups, found in their folders (registry/discover.ts): each group under its
 * own service prefix (scholarships under /api/jxj/v3, in single mode /api) with the group's and
 * each module's generic routes and, where the group has one, its own API; the catalogue of
 * entries under the business service.
 */
export async function registerAffairModules(app: FastifyInstance): Promise<void> {
  const registry = await loadAffairRegistry();
  installAffairListeners(registry);
  registerAffairRelations();
  registerChangeLogReader();
  const ctx: AffairsContext = { db: app.database.db, registry };
  for (const group of registry.groups) {
    await registerService(app, group.service, groupRoutes(ctx, group));
    for (const module of registry.modulesOf(group.key))
      await registerService(app, group.service, moduleRoutes(ctx, module));
    const own = registry.groupExtension(group.key).routes;
    // The group's own routes are its scope too: their declarations may name the group's relations.
    if (own) await registerService(app, group.service, forGroup(group, own(app.database.db, registry)));
  }
  await registerService(app, 'business', catalogueRoutes(ctx));
  await registerService(app, 'business', changeLogRoutes(ctx));
  await registerService(app, 'business', masterImportRoutes(ctx.db));
  await registerService(app, 'business', syncRoutes(ctx.db));
  await registerService(app, 'business', calendarRoutes(ctx.db));
}
