import type { AffairGroupDescriptor, AffairModuleDescriptor } from '@campus/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRelation } from '../../http/endpoint.js';
import {
  requireApplicant,
  requireGroupApplicant,
  requireGroupReviewer,
  requireManager,
  requireReviewer,
} from './audience.js';

/**
 * Who may call a student-affairs endpoint, by relation (contract api/affairs/access.ts): the
 * checks are registered once and find the group or module from the scope the route was mounted
 * in (`forGroup`, `forModule`), so the generic routes and a group's own routes declare
 * `groupAccess.reviewer` and the refusal is the one the mechanism has always given
 * (affairs.reviewNotAllowed, affairs.manageNotAllowed, affairs.applyNotAllowed).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The group whose routes this scope holds (its generic routes, its own). */
    affairsGroup?: AffairGroupDescriptor;
    /** The module whose generic routes this scope holds. */
    affairsModule?: AffairModuleDescriptor;
  }
}

/**
 * A plugin whose routes are the group's: relation checks of the group find it. (The mechanism
 * mounts a group's own routes in its scope already; inside it, this changes nothing.)
 */
export function forGroup(group: AffairGroupDescriptor, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async (app: FastifyInstance, options) => {
    if (!app.hasDecorator('affairsGroup')) app.decorate('affairsGroup', group);
    else if (app.affairsGroup !== group)
      throw new Error(`routes of ${group.key} mounted in the scope of ${app.affairsGroup?.key}`);
    await plugin(app, options);
  };
}

/** A plugin whose routes are one module's: relation checks of the module (and its group) find it. */
export function forModule(
  group: AffairGroupDescriptor,
  module: AffairModuleDescriptor,
  plugin: FastifyPluginAsync,
): FastifyPluginAsync {
  return forGroup(group, async (app, options) => {
    app.decorate('affairsModule', module);
    await plugin(app, options);
  });
}

function groupOf(request: FastifyRequest): AffairGroupDescriptor {
  const group = request.server.affairsGroup;
  if (!group) throw new Error(`${request.routeOptions.url}: a group relation on a route of no group`);
  return group;
}

function moduleOf(request: FastifyRequest): AffairModuleDescriptor {
  const module = request.server.affairsModule;
  if (!module) throw new Error(`${request.routeOptions.url}: a module relation on a route of no module`);
  return module;
}

/** Registers the relations; every app does it before mounting (the same checks each time). */
export function registerAffairRelations(): void {
  registerRelation('groupApplicant', (me, request) => requireGroupApplicant(groupOf(request), me));
  registerRelation('groupReviewer', (me, request) => requireGroupReviewer(groupOf(request), me));
  registerRelation('groupManager', (me, request) => requireManager(groupOf(request), me));
  registerRelation('moduleApplicant', (me, request) => requireApplicant(moduleOf(request), me));
  registerRelation('moduleReviewer', (me, request) => requireReviewer(moduleOf(request), me));
}
