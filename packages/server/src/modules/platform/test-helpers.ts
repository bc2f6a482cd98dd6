import type { FastifyInstance } from 'fastify';
import { injectEnvelope } from '../../test/app.js';
import { signIn, type SignedIn } from '../../test/auth.js';

export { PDF, PNG, upload } from '../../test/files.js';

/** Small helpers for the platform tests in this folder. */
export const PLATFORM = '/api/platform/v3';

/** Signs each demo account in once per app (replies in English, so messages can be asserted). */
export function accounts(app: FastifyInstance) {
  const signedIn = new Map<string, Promise<SignedIn>>();
  return (account: string, options: { tenantId?: string } = {}) => {
    const key = `${account}@${options.tenantId ?? ''}`;
    if (!signedIn.has(key)) signedIn.set(key, signIn(app, account, options));
    return signedIn.get(key)!;
  };
}

export async function call<T = unknown>(
  app: FastifyInstance,
  who: SignedIn,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
) {
  return injectEnvelope<T>(app, {
    method,
    url: `${PLATFORM}${path}`,
    headers: { 'accept-language': 'en-US', ...who.headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export interface ListData<T> {
  dataResult: T[];
  pageResult: { page: number; limit: number; totalCount: number };
}

/** A list body with the given filters (`{ 'Q^title^SL': 'x' }`) and paging. */
export function listBody(filters: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  return {
    parameters: Object.entries(filters).map(([key, value]) => ({ key, value })),
    requestPage: { pageNo: 1, limit: 100 },
    ...extra,
  };
}

export async function tenantIds(app: FastifyInstance): Promise<Record<string, string>> {
  const rows = await app.database.db.selectFrom('tenant').select(['id', 'code']).execute();
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

export async function userIdOf(app: FastifyInstance, account: string): Promise<string> {
  const row = await app.database.db
    .selectFrom('appUser')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}
