import { HEADER_TOKEN, LoginState } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { syncCallerOf, type SyncCaller } from '../../../core/auth/sync-tokens.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { originOf } from '../../../core/change-log/origin.js';
import { AppError } from '../../../http/errors.js';

/**
 * The sync client behind a request: its bearer token (`Authorization: Bearer ...`, or the
 * platform's token header) must be a live sync token. A person's token is refused here as the
 * sign-in hook refuses a sync token everywhere else: not a token this route knows.
 */
function bearerOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (match) return match[1];
  }
  const header = request.headers[HEADER_TOKEN.toLowerCase()];
  return typeof header === 'string' && header ? header : undefined;
}

export async function requireSyncCaller(request: FastifyRequest): Promise<SyncCaller> {
  const token = bearerOf(request);
  if (!token) throw new AppError(LoginState.NOT_LOGGED_IN, { key: 'error.tokenRequired' });
  const caller = await syncCallerOf(request.server.database.db, token);
  if (!caller) throw new AppError(LoginState.ILLEGAL_TOKEN);
  return caller;
}

/** The change log's actor for a sync call: the client itself, from the request's address. */
export function syncChangeContext(caller: SyncCaller, request: FastifyRequest): ChangeContext {
  return {
    tenantId: caller.tenantId,
    actorId: caller.clientId,
    actorName: `sync: ${caller.clientName}`.slice(0, 100),
    ...originOf(request),
  };
}
