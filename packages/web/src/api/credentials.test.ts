import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../lib/memory-storage';
import { createStorage } from '../lib/storage';
import { tokenData } from './core/test-helpers';
import { createCredentials } from './credentials';

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const credentials = createCredentials(createStorage({ prefix: 'campus-', local, session }));
  return { local, session, credentials };
}

describe('credentials', () => {
  it('keeps the tokens in local storage with "remember me", else in session storage', () => {
    const remembered = setup();
    remembered.credentials.save(tokenData(), true);
    expect(remembered.local.getItem('campus-token')).not.toBeNull();
    expect(remembered.session.length).toBe(0);

    const forgotten = setup();
    forgotten.credentials.save(tokenData(), false);
    expect(forgotten.session.getItem('campus-token')).not.toBeNull();
    expect(forgotten.local.length).toBe(0);
    expect(forgotten.credentials.get()?.access_token).toBe('access-1');
  });

  it('stores the wrapped shape of the storage wrapper (type, value, timestamp)', () => {
    const { local, credentials } = setup();
    credentials.save(tokenData(), true);
    expect(JSON.parse(local.getItem('campus-token') ?? '')).toMatchObject({
      type: 'object',
      value: tokenData(),
    });
  });

  it('keeps refreshed tokens where the signed-in ones were', () => {
    const { local, session, credentials } = setup();
    credentials.save(tokenData(), true);
    credentials.set(tokenData({ access_token: 'access-2' }));
    expect(session.length).toBe(0);
    expect(credentials.get()?.access_token).toBe('access-2');
    expect(local.length).toBe(1);
  });

  it('clears both storages and tells subscribers', () => {
    const { local, session, credentials } = setup();
    const listener = vi.fn();
    credentials.subscribe(listener);
    credentials.save(tokenData(), true);
    credentials.clear();
    expect(local.length + session.length).toBe(0);
    expect(listener.mock.calls.map(([token]) => token?.access_token ?? null)).toEqual(['access-1', null]);
  });

  it('sends the design tenant, else the token tenant, as the tenant header', () => {
    const { credentials } = setup();
    expect(credentials.tenantId()).toBeUndefined();
    credentials.save(tokenData({ tenantId: 't1' }), false);
    expect(credentials.tenantId()).toBe('t1');
    credentials.setDesignTenantid('t2');
    expect(credentials.tenantId()).toBe('t2');
    credentials.setDesignTenantid('');
    expect(credentials.tenantId()).toBe('t1');
  });

  it('ignores a stored value that is not token data', () => {
    const { local, credentials } = setup();
    local.setItem('campus-token', JSON.stringify({ type: 'string', value: 'abc', timestamp: 1 }));
    expect(credentials.get()).toBeNull();
  });
});
