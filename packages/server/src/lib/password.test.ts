import { describe, expect, it } from 'vitest';
import { hashCost, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo@2026', 1024);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
    expect(await verifyPassword('demo@2026', hash)).toBe(false);
    expect(hashCost(hash)).toBe(1024);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 1024), hashPassword('same', 1024)]);
    expect(a).not.toBe(b);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$AA$AA')).toBe(false);
  });
});
