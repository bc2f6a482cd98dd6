import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { createStorage, type AppStorage } from './storage';

describe('storage wrapper', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;
  let storage: AppStorage;

  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
    storage = createStorage({ prefix: 'campus-', local, session, now: () => 1_700_000_000_000 });
  });

  it('stores a value as {type, value, timestamp} under the prefix in localStorage', () => {
    storage.set('language', 'en-US');
    expect(JSON.parse(local.getItem('campus-language') ?? '')).toEqual({
      type: 'string',
      value: 'en-US',
      timestamp: 1_700_000_000_000,
    });
    expect(session.length).toBe(0);
  });

  it('records the data type of arrays, objects, numbers, booleans and null', () => {
    const types = { list: [1], obj: { a: 1 }, num: 3, flag: false, nothing: null };
    for (const [key, value] of Object.entries(types)) storage.set(key, value);
    const stored = Object.keys(types).map((key) => JSON.parse(local.getItem(`campus-${key}`) ?? '').type);
    expect(stored).toEqual(['array', 'object', 'number', 'boolean', 'null']);
  });

  it('puts values with the session option in sessionStorage only', () => {
    storage.set('draft', { title: 'x' }, { session: true });
    expect(session.getItem('campus-draft')).not.toBeNull();
    expect(local.getItem('campus-draft')).toBeNull();
    expect(storage.get('draft', null, { session: true })).toEqual({ title: 'x' });
    expect(storage.get('draft', 'none')).toBe('none');
  });

  it('round-trips values and returns the fallback when a key is absent', () => {
    storage.set('views', ['dashboard', 'my']);
    expect(storage.get('views', [] as string[])).toEqual(['dashboard', 'my']);
    expect(storage.get('missing', 'two')).toBe('two');
    expect(storage.get('missing', undefined)).toBeUndefined();
  });

  it('returns the fallback for unreadable JSON, foreign shapes and a different type', () => {
    local.setItem('campus-broken', '{not json');
    local.setItem('campus-raw', JSON.stringify('plain string written by something else'));
    storage.set('mode', 5);
    expect(storage.get('broken', 'fallback')).toBe('fallback');
    expect(storage.get('raw', 'fallback')).toBe('fallback');
    expect(storage.get('mode', 'two')).toBe('two');
  });

  it('removes one key from the chosen storage', () => {
    storage.set('a', 1);
    storage.set('a', 2, { session: true });
    storage.remove('a');
    expect(storage.get('a', 0)).toBe(0);
    expect(storage.get('a', 0, { session: true })).toBe(2);
  });

  it('clears only prefixed keys, in both storages', () => {
    storage.set('a', 1);
    storage.set('b', 2, { session: true });
    local.setItem('other-app', 'keep');
    session.setItem('other-app', 'keep');
    storage.clear();
    expect(local.length).toBe(1);
    expect(session.length).toBe(1);
    expect(local.getItem('other-app')).toBe('keep');
  });

  it('reports a refused write instead of throwing', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const refusing = createStorage({ prefix: 'campus-', local: full, session });
    expect(refusing.set('a', 1)).toBe(false);
    expect(storage.set('a', 1)).toBe(true);
  });
});
