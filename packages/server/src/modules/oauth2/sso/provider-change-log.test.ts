import type { ChangeRow } from '@campus/contract/api/affairs/change-log';
import type { SsoProviderAdminView } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { post } from '../test-helpers.js';

/**
 * A school's ways of signing in are settings: each save and removal by its administrator goes into
 * the change log with the values before and after, and the secret never does (only that it was
 * replaced).
 */
describe('sign-in providers in the change log', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const changesOf = async (objectId: string) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/business/v3/affairs/changes/query?objectId=${objectId}&limit=100`,
      headers: admin.headers,
    });
    const body = reply.json<{ state: number; data: { dataResult: ChangeRow[] } }>();
    expect(body.state).toBe(200);
    return [...body.data.dataResult].reverse(); // oldest first
  };

  it('records the creation, a switch-off and the removal, never the secret', async () => {
    const settings = { issuer: 'https://idp.example.edu.cn', clientId: 'campus-app' };
    const created = await post<SsoProviderAdminView>(
      t.app,
      '/sso/provider/save',
      { kind: 'oidc', name: '统一认证平台', enabled: true, sort: 1, settings, secret: 'top-secret-1' },
      admin.headers,
    );
    expect(created.body.state, created.body.message).toBe(200);
    const provider = created.body.data;
    const off = await post(
      t.app,
      '/sso/provider/save',
      { id: provider.id, kind: 'oidc', name: '统一认证平台', enabled: false, sort: 1, settings },
      admin.headers,
    );
    expect(off.body.state, off.body.message).toBe(200);
    const removed = await post(t.app, `/sso/provider/remove?id=${provider.id}`, undefined, admin.headers);
    expect(removed.body.state, removed.body.message).toBe(200);

    const entries = await changesOf(provider.id);
    expect(entries.map((e) => [e.kind, e.action, e.objectLabel])).toEqual([
      ['setting', 'create', '统一认证平台'],
      ['setting', 'update', '统一认证平台'],
      ['setting', 'delete', '统一认证平台'],
    ]);
    expect(entries.every((e) => e.actorId === admin.userId)).toBe(true);
    expect(entries[0]!.fields).toContainEqual({ field: 'secretReplaced', before: null, after: true });
    expect(entries[1]!.fields).toEqual([{ field: 'enabled', before: true, after: false }]);
    expect(entries[2]!.fields.map((f) => f.field)).toContain('settings');
    expect(JSON.stringify(entries)).not.toContain('top-secret-1');
  });

  it('records nothing when a save is refused', async () => {
    const refused = await post(
      t.app,
      '/sso/provider/save',
      { id: 'no-such-provider', kind: 'cas', name: 'CAS', enabled: true, sort: 1, settings: {} },
      admin.headers,
    );
    expect(refused.body.state).not.toBe(200);
    expect(await changesOf('no-such-provider')).toEqual([]);
  });
});
