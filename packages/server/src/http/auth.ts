import { HEADER_TENANT_ID, HEADER_TOKEN, isWhitelisted, LoginState, SecurityState } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerRows } from '../core/auth/caller.js';
import { studyRefusal } from '../core/auth/study-access.js';
import { accessRefusal } from '../core/auth/tokens.js';
import type { MemberKind } from '../db/schema.js';
import { AppError } from './errors.js';

/** Who is calling, in which tenant: what every protected route works with. */
export interface AuthContext {
  userId: string;
  account: string;
  fullname: string;
  tenantId: string;
  tokenId: string;
  familyId: string;
  clientId: string;
  /** The role the session acts as: 'ALL' or one role id chosen on the role-choice screen. */
  roleId: string;
  isSuper: boolean;
  isTenantAdmin: boolean;
  kind: MemberKind;
  /** Primary org in this tenant: a student's class, a staff member's department. */
  orgId: string;
  /** Role codes in this tenant (student, counsellor, college_staff, office_staff, ...). */
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (besides the whitelist of SPEC §7). */
    public?: boolean;
  }
}

/** The caller, or a "not logged in" refusal (for handlers of protected routes). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(LoginState.NOT_LOGGED_IN);
  return request.auth;
}

/**
 * Path without /api and the service prefix, as the SPEC §7 whitelist names paths, and without a
 * trailing slash: the router ignores it, so `/api/authorize/apply/` is the same open route.
 */
function servicePathOf(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/^\/api(\/[a-z0-9]+\/v3)?/, '').replace(/(.)\/+$/, '$1');
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADER_TOKEN.toLowerCase()];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.access_token === 'string' && query.access_token ? query.access_token : undefined;
}

/** Resolves a token into the caller (or the refusal the client acts on: refresh, logout, login). */
export async function authenticate(request: FastifyRequest, accessToken: string): Promise<AuthContext> {
  const db = request.server.database.db;
  const headerTenant = request.headers[HEADER_TENANT_ID.toLowerCase()];
  const rows = await callerRows(
    db,
    accessToken,
    typeof headerTenant === 'string' && headerTenant ? headerTenant : null,
  );
  const row = rows[0];
  // The token's own checks come first, in the order checkAccessToken makes them.
  if (!row) throw new AppError(LoginState.ILLEGAL_TOKEN);
  const refused = accessRefusal(row, Date.now());
  if (refused) throw new AppError(refused);
  const tenantId = typeof headerTenant === 'string' && headerTenant ? headerTenant : row.tenantId;

  if (row.status === 'disabled') throw new AppError(LoginState.DISABLED);
  if (row.status === 'expired') throw new AppError(LoginState.USER_EXPIRED);
  if (row.status === 'inactive') throw new AppError(LoginState.NOT_ACTIVATED);
  if (!row.kind || !row.orgId || row.memberStatus !== 'active') {
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'error.tenantHeader', params: { tenantId } });
  }
  // A graduate's grace period may end while a session is open; suspension revokes sessions itself.
  const studyRefused = studyRefusal(row, Date.now());
  if (studyRefused) throw new AppError(studyRefused);

  return {
    userId: row.userId,
    account: row.account,
    fullname: row.fullname,
    tenantId,
    tokenId: row.id,
    familyId: row.familyId,
    clientId: row.clientId,
    roleId: row.roleId,
    isSuper: row.isSuper === 'Y',
    isTenantAdmin: row.isTenantAdmin === 'Y',
    kind: row.kind,
    orgId: row.orgId,
    roles: rows.flatMap((r) => (r.roleCode ? [r.roleCode] : [])),
  };
}

/**
 * Every /api route needs a valid token except the SPEC §7 whitelist and routes marked
 * `config: { public: true }`. Unknown routes are left to the not-found handler.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    if (request.url.startsWith('/api/docs')) return; // the OpenAPI document and its viewer are public
    if (request.routeOptions.config.public || isWhitelisted(servicePathOf(request.url))) return;
    const accessToken = tokenOf(request);
    if (!accessToken) throw new AppError(LoginState.NOT_LOGGED_IN, { key: 'error.tokenRequired' });
    request.auth = await authenticate(request, accessToken);
  });
}
