import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectEnvelope, type TestApp } from '../test/app.js';
import { signIn, type SignedIn } from '../test/auth.js';

/**
 * A filter value far longer than anyone types (60,000 characters) on the list routes that take
 * text filters: refused with state 400 naming the key, never a 500 (SQLite refused the LIKE
 * pattern as too complex). A value at the cap still runs, and `%` and `_` match only themselves.
 */
const LISTS: { url: string; key: string; as: string }[] = [
  { url: '/api/business/v3/bpm/received/query/pending', key: 'Q^subject_^SL', as: 'counsellor' },
  { url: '/api/business/v3/bpm/received/query/handled', key: 'Q^subject_^SL', as: 'counsellor' },
  { url: '/api/business/v3/bpm/received/query/handled/task', key: 'Q^subject_^SL', as: 'counsellor' },
  { url: '/api/business/v3/bpm/received/query/completed', key: 'Q^subject_^SL', as: 'counsellor' },
  { url: '/api/business/v3/bpm/received/query/handled/revokable', key: 'Q^subject_^SLL', as: 'counsellor' },
  { url: '/api/business/v3/bpm/received/query/copyto', key: 'Q^subject_^SL', as: 'counsellor' },
  { url: '/api/business/v3/bpm/initiated/query/my/requested', key: 'Q^subject_^SL', as: 'student' },
  { url: '/api/business/v3/bpm/initiated/query/my/completed', key: 'Q^subject_^SLR', as: 'student' },
  { url: '/api/business/v3/bpm/initiated/query/process/new', key: 'Q^name_^SL', as: 'student' },
  { url: '/api/business/v3/bpm/task/change/query', key: 'Q^taskSubject^SL', as: 'counsellor' },
  { url: '/api/business/v3/bpm/agent/query', key: 'Q^title^SL', as: 'counsellor' },
  { url: '/api/business/v3/bpm/common/statment/query', key: 'Q^content^SL', as: 'counsellor' },
  { url: '/api/platform/v3/system/news/query', key: 'Q^title^SL', as: 'student' },
  { url: '/api/platform/v3/msg/innerMessage/receive', key: 'Q^subject^SL', as: 'student' },
  { url: '/api/platform/v3/employee/query', key: 'Q^name^SL', as: 'counsellor' },
  { url: '/api/platform/v3/contacts/search', key: 'Q^keyword^SL', as: 'counsellor' },
  { url: '/api/lxgl/v3/affairs/leave/mine', key: 'Q^subject^SL', as: 'student' },
  { url: '/api/lxgl/v3/affairs/leave/review', key: 'Q^subject^SL', as: 'counsellor' },
  { url: '/api/jxj/v3/affairs/jxj/query', key: 'Q^starterName^SL', as: 'office' },
  { url: '/api/jxj/v3/affairs/jxj/records', key: 'Q^subject^SL', as: 'student' },
];

let t: TestApp;
const users = new Map<string, SignedIn>();

beforeAll(async () => {
  t = await createTestApp();
  for (const account of new Set(LISTS.map((l) => l.as))) users.set(account, await signIn(t.app, account));
});
afterAll(async () => t?.close());

const list = (url: string, as: string, key: string, value: string) =>
  injectEnvelope<{ pageResult: { totalCount: number } }>(t.app, {
    method: 'POST',
    url,
    headers: { ...users.get(as)!.headers, 'accept-language': 'en-US' },
    payload: { parameters: [{ key, value }] },
  });

describe('a long text filter on a list route', () => {
  it.each(LISTS)('$url refuses 60,000 characters in $key with 400', async ({ url, key, as }) => {
    const { status, body } = await list(url, as, key, 'x'.repeat(60_000));
    expect({ status, state: body.state }).toEqual({ status: 400, state: 400 });
    expect(body.message).toContain(key);
    expect(body.message).toContain('200 characters');
  });

  it.each(LISTS)('$url still searches with 200 characters in $key', async ({ url, key, as }) => {
    const { status, body } = await list(url, as, key, '%_'.repeat(100));
    expect({ status, state: body.state }).toEqual({ status: 200, state: 200 });
    expect(body.data.pageResult.totalCount).toBe(0);
  });
});

describe('LIKE wildcards in a filter value', () => {
  it('match only themselves', async () => {
    const all = await list('/api/business/v3/bpm/received/query/pending', 'counsellor', 'Q^subject_^SL', '');
    expect(all.body.data.pageResult.totalCount).toBeGreaterThan(0);
    for (const value of ['%', '_', '\\']) {
      const { body } = await list(
        '/api/business/v3/bpm/received/query/pending',
        'counsellor',
        'Q^subject_^SL',
        value,
      );
      expect(body.data.pageResult.totalCount).toBe(0);
    }
  });

  it('refuses a one-of list of too many items, naming the key', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => String(i)).join(',');
    const { status, body } = await list('/api/platform/v3/employee/query', 'counsellor', 'Q^orgId^SIN', ids);
    expect(status).toBe(400);
    expect(body.message).toContain('Q^orgId^SIN');
  });
});
