import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const KEY_LENGTH = 64;
const R = 8;
const P = 1;

/**
 * scrypt with a per-hash random salt. The cost travels inside the hash
 * (`scrypt$N$r$p$salt$key`), so raising it later leaves old hashes verifiable.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: R, p: P, maxmem: 256 * cost * R });
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, keyB64] = parts;
  const N = Number(n);
  const rr = Number(r);
  const pp = Number(p);
  if (![N, rr, pp].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(keyB64!, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64!, 'base64'), expected.length, {
    N,
    r: rr,
    p: pp,
    maxmem: 256 * N * rr,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The cost a stored hash was made with, so sign-in can rehash weaker ones. */
export function hashCost(stored: string): number {
  return Number(stored.split('$')[1] ?? 0);
}
