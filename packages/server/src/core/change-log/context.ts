import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../http/auth.js';
import type { Person } from '../org/people.js';
import { currentOrigin, originOf, type ChangeOrigin } from './origin.js';

/**
 * Who makes a change and from where, as the change log records it: the actor from the caller
 * (the token's user, never a body field), the address and client from the request, handed to
 * the services that write.
 */
export interface ChangeContext extends ChangeOrigin {
  tenantId: string;
  actorId: string | null;
  actorName: string;
}

const nameOf = (name: string) => name.slice(0, 100);

/** A route's change: the caller and their request. */
export function changeContext(me: AuthContext, request: FastifyRequest): ChangeContext {
  return {
    tenantId: me.tenantId,
    actorId: me.userId,
    actorName: nameOf(me.fullname || me.account),
    ...originOf(request),
  };
}

/** A workflow command's change (its actor, in its school), from the request being served. */
export function commandChangeContext(ctx: { tenantId: string; actor: Person }): ChangeContext {
  return {
    tenantId: ctx.tenantId,
    actorId: ctx.actor.id,
    actorName: nameOf(ctx.actor.name),
    ...currentOrigin(),
  };
}
