import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../lib/memory-storage';
import { createStorage } from '../lib/storage';
import { createServerAddressBook } from './server-address';

const production = { name: 'production', value: '/api', single: false };

function book() {
  const storage = createStorage({
    prefix: 'campus-',
    local: new MemoryStorage(),
    session: new MemoryStorage(),
  });
  return { storage, book: createServerAddressBook(storage, [production], { base: '/api', single: false }) };
}

describe('server addresses (SPEC §4.4)', () => {
  it("starts at the build's address", () => {
    const { book: addresses } = book();
    expect(addresses.current()).toEqual({ base: '/api', single: false });
    expect(addresses.isCurrent(production)).toBe(true);
    expect(addresses.isCurrent({ value: '/api', single: true })).toBe(false);
  });

  it('keeps a new address as a custom option once, and persists the chosen base and single flag', () => {
    const { storage, book: addresses } = book();
    const custom = { value: 'https://test.edu.cn/api', single: true };
    addresses.remember(custom);
    addresses.remember(custom);
    addresses.remember(production);
    addresses.use(custom);
    expect(addresses.options()).toEqual([production, { name: custom.value, ...custom, type: 'custom' }]);
    const reloaded = createServerAddressBook(storage, [production], { base: '/api', single: false });
    expect(reloaded.current()).toEqual({ base: custom.value, single: true });
  });

  it('removes custom options only', () => {
    const { book: addresses } = book();
    addresses.remember({ value: 'http://10.0.0.5/api', single: false });
    addresses.remove('http://10.0.0.5/api');
    addresses.remove('/api');
    expect(addresses.options()).toEqual([production]);
  });
});
