import type { Envelope } from '@campus/contract';
import { describe, expect, it, vi } from 'vitest';
import { tokenData } from '../api/core/test-helpers';
import { createCredentials } from '../api/credentials';
import type { UserInfo } from '../api/oauth2';
import { MemoryStorage } from '../lib/memory-storage';
import { createStorage } from '../lib/storage';
import { createSessionStore, type SessionDeps } from './session';
import { createViewStore } from './view';

const reply = <T>(data: T, state = 200, variables: Record<string, unknown> = {}): Envelope<T> => ({
  state,
  message: state === 200 ? 'ok' : 'failed',
  cause: null,
  data,
  variables,
});

const userInfo = { user: { id: 'u1', fullname: '李明轩' }, tenantId: 't1', currentRoleId: 'ALL' } as UserInfo;

function setup(api: Partial<SessionDeps['api']> = {}) {
  const storage = createStorage({
    prefix: 'campus-',
    local: new MemoryStorage(),
    session: new MemoryStorage(),
  });
  const credentials = createCredentials(storage);
  const report = vi.fn();
  const deps: SessionDeps = {
    api: {
      userContext: vi.fn(async () => reply(userInfo)),
      logout: vi.fn(async () => reply(true)),
      registrationOpen: vi.fn(async () => reply(true)),
      tenantMode: vi.fn(async () => reply(true, 200, { tenants: [{ id: 't1', name: '江南理工学院' }] })),
      encryption: vi.fn(async () => reply({ encrypt: false, encryptName: 'none', publicKey: null })),
      switchRole: vi.fn(async (roleId: string) => reply({ roleId })),
      switchTenant: vi.fn(async (tenantId: string) => reply({ tenantId })),
      ...api,
    },
    credentials,
    report,
    language: () => 'en-US',
    now: () => 5_000,
  };
  return { store: createSessionStore(deps), deps, credentials, storage, report };
}

const tokenReply = {
  access_token: 'a',
  refresh_token: 'r',
  uid: 'u1',
  uaccount: 'student',
  expires_in: 7200,
  tenantId: 't1',
};

describe('session store', () => {
  it('keeps accepted tokens with create_at, account and uuid, where "remember me" says', () => {
    const { store, credentials } = setup();
    store.getState().acceptTokens(tokenReply, true);
    expect(credentials.get()).toMatchObject({ access_token: 'a', create_at: 5_000 });
    expect(store.getState()).toMatchObject({ account: 'student', uuid: 'u1', tokens: { access_token: 'a' } });
  });

  it('loads the user info with the token', async () => {
    const { store, deps } = setup();
    store.getState().acceptTokens(tokenReply, false);
    await expect(store.getState().loadUserInfo()).resolves.toBe(userInfo);
    expect(deps.api.userContext).toHaveBeenCalledWith('u1');
    expect(store.getState().userInfo).toBe(userInfo);
  });

  it('says there is no token, and that no user info came back, as error toasts', async () => {
    // A reply without data: outside the declaration, which the store still refuses to sign in with.
    const { store, report } = setup({ userContext: vi.fn(async () => reply(null as unknown as UserInfo)) });
    await expect(store.getState().loadUserInfo()).rejects.toThrow(
      'There is no token, authorization is needed',
    );
    store.getState().acceptTokens(tokenReply, false);
    await expect(store.getState().loadUserInfo()).rejects.toThrow(
      'Login failed: no user information was returned',
    );
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('signs out at the server with the token, then clears account, user info, uuid and tokens', async () => {
    const { store, deps, credentials } = setup();
    store.getState().acceptTokens(tokenReply, true);
    await store.getState().loadUserInfo();
    await store.getState().logout();
    expect(deps.api.logout).toHaveBeenCalledWith('a');
    expect(credentials.get()).toBeNull();
    expect(store.getState()).toMatchObject({ account: '', uuid: '', tokens: null, userInfo: null });
  });

  it("hands back where the browser signs out at the school's identity provider, when the session came from one", async () => {
    const endSession = 'https://id.school.test/session/end?id_token_hint=x&post_logout_redirect_uri=y';
    const sso = setup({ logout: vi.fn(async () => reply(true, 200, { ssoLogout: endSession })) });
    sso.store.getState().acceptTokens(tokenReply, false);
    await expect(sso.store.getState().logout()).resolves.toBe(endSession);
    expect(sso.credentials.get()).toBeNull();

    const plain = setup();
    plain.store.getState().acceptTokens(tokenReply, false);
    await expect(plain.store.getState().logout()).resolves.toBeUndefined();
    // Only a web address is followed.
    const odd = setup({ logout: vi.fn(async () => reply(true, 200, { ssoLogout: 'javascript:alert(1)' })) });
    odd.store.getState().acceptTokens(tokenReply, false);
    await expect(odd.store.getState().logout()).resolves.toBeUndefined();
  });

  it('clears the session even when the server sign-out fails, and keeps the language', async () => {
    const { store, storage, credentials } = setup({
      logout: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    const view = createViewStore(storage);
    view.getState().setLanguage('en-US');
    store.getState().acceptTokens(tokenReply, true);
    await store.getState().logout();
    expect(credentials.get()).toBeNull();
    expect(createViewStore(storage).getState().language).toBe('en-US');
  });

  it('asks for the open settings once and keeps registration, tenant mode and the schools', async () => {
    const { store, deps } = setup();
    await Promise.all([store.getState().loadOpenSettings(), store.getState().loadOpenSettings()]);
    expect(deps.api.registrationOpen).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ regOpen: true, tenantOpen: true, openTenants: [{ id: 't1' }] });
  });

  it('asks the server again after a sign-out (the next one may be another server)', async () => {
    const { store, deps } = setup();
    await store.getState().loadEncryption();
    await store.getState().logout();
    await store.getState().loadEncryption();
    expect(deps.api.encryption).toHaveBeenCalledTimes(2);
  });

  it('encrypts passwords only when the server asks for it', async () => {
    const plain = setup();
    await expect(plain.store.getState().protectPassword('Demo@2026')).resolves.toBe('Demo@2026');

    const { deps } = setup({
      encryption: vi.fn(async () => reply({ encrypt: true, encryptName: 'RSA-OAEP-256', publicKey: 'KEY' })),
    });
    const encryptPassword = vi.fn(async (password: string, key: string) => `${key}(${password})`);
    const store = createSessionStore({ ...deps, encryptPassword });
    await expect(store.getState().protectPassword('Demo@2026')).resolves.toBe('KEY(Demo@2026)');
    expect(store.getState()).toMatchObject({
      encrypt: true,
      encryption: { name: 'RSA-OAEP-256', publicKey: 'KEY' },
    });
  });

  it('switches tenant at the server, moves the token to it and reloads the user info', async () => {
    const { store, deps, credentials } = setup();
    store.getState().acceptTokens(tokenReply, false);
    await store.getState().switchTenant('t2');
    expect(deps.api.switchTenant).toHaveBeenCalledWith('t2');
    expect(credentials.get()?.tenantId).toBe('t2');
    expect(deps.api.userContext).toHaveBeenCalled();
  });

  it('follows tokens the request layer refreshes', () => {
    const { store, credentials } = setup();
    credentials.save(tokenData({ uaccount: 'teacher', uid: 'u7' }), false);
    expect(store.getState()).toMatchObject({ account: 'teacher', uuid: 'u7' });
  });
});
