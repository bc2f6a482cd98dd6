import type { FastifyInstance } from 'fastify';
import { injectEnvelope } from '../../test/app.js';
import { signIn, type SignedIn } from '../../test/auth.js';

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

/** A minimal valid PNG signature followed by filler: enough for the type check. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');

/** Uploads one file as the browser does: multipart, field `file`. */
export function upload(
  app: FastifyInstance,
  who: SignedIn,
  file: { name: string; type: string; content: Buffer; field?: string },
) {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
    `filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return injectEnvelope<{ id: string; name: string; size: number; type: string }>(app, {
    method: 'POST',
    url: `${PLATFORM}/file/upload`,
    headers: {
      'accept-language': 'en-US',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...who.headers,
    },
    payload,
  });
}
