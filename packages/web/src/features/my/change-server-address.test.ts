import { describe, expect, it, vi } from 'vitest';
import { createServerAddressBook } from '../../api/server-address';
import { MemoryStorage } from '../../lib/memory-storage';
import { createStorage } from '../../lib/storage';
import { changeServerAddress, isServerAddress, removeServerAddress } from './change-server-address';

function setup() {
  const storage = createStorage({
    prefix: 'campus-',
    local: new MemoryStorage(),
    session: new MemoryStorage(),
  });
  const book = createServerAddressBook(storage, [{ name: 'production', value: '/api', single: false }], {
    base: '/api',
    single: false,
  });
  const steps: string[] = [];
  const deps = {
    book,
    logout: vi.fn(async () => {
      steps.push(`logout at ${book.current().base}`);
    }),
    navigate: vi.fn((to: string) => steps.push(`go ${to}`)),
    toast: vi.fn((key: string) => steps.push(`toast ${key}`)),
  };
  return { book, deps, steps };
}

describe('server-address change (SPEC §4.4)', () => {
  it('does nothing for the current address', async () => {
    const { deps, steps } = setup();
    await expect(changeServerAddress({ value: '/api', single: false }, deps)).resolves.toBe(false);
    expect(steps).toEqual([]);
  });

  it('keeps the new address, signs out, goes to the refresh route, persists it and says so', async () => {
    const { book, deps, steps } = setup();
    await expect(changeServerAddress({ value: 'https://test.edu.cn/api', single: true }, deps)).resolves.toBe(
      true,
    );
    expect(steps).toEqual(['logout at /api', 'go /refresh', 'toast auth.addressChanged']);
    expect(book.current()).toEqual({ base: 'https://test.edu.cn/api', single: true });
    expect(book.options().at(-1)).toMatchObject({ value: 'https://test.edu.cn/api', type: 'custom' });
  });

  it('deletes a custom option with a "deleted" toast', async () => {
    const { book, deps } = setup();
    book.remember({ value: 'http://10.0.0.5/api', single: false });
    removeServerAddress('http://10.0.0.5/api', deps);
    expect(book.options()).toHaveLength(1);
    expect(deps.toast).toHaveBeenCalledWith('auth.deleted');
  });

  it('accepts http(s) addresses and paths on this origin only', () => {
    expect(['/api', 'http://10.0.0.5:8080/api', 'https://school.edu.cn/ibps'].every(isServerAddress)).toBe(
      true,
    );
    expect(
      ['', 'school.edu.cn', '//evil.test/api', 'ftp://x/api', 'javascript:alert(1)'].some(isServerAddress),
    ).toBe(false);
  });
});
