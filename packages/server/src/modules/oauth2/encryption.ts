import { constants, generateKeyPairSync, privateDecrypt, createPublicKey } from 'node:crypto';
import type { Db } from './repo.js';

/**
 * Optional password encryption (PASSWORD_ENCRYPTION=true): the client encrypts the password with
 * the server's RSA public key (WebCrypto RSA-OAEP with SHA-256) and sends it base64-encoded.
 * The key pair lives in the database, created once, so every server instance shares it.
 */
const KEY_NAME = 'rsa_private_key';
const cache = new WeakMap<Db, { privateKeyPem: string; publicKeySpki: string }>();

export async function serverKeyPair(db: Db) {
  const cached = cache.get(db);
  if (cached) return cached;
  let row = await db
    .selectFrom('serverSecret')
    .select('value')
    .where('name', '=', KEY_NAME)
    .executeTakeFirst();
  if (!row) {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    // Another instance may have stored its key first; keep whichever is in the table.
    await db
      .insertInto('serverSecret')
      .values({ name: KEY_NAME, value: privateKey, createdAt: Date.now() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await db
      .selectFrom('serverSecret')
      .select('value')
      .where('name', '=', KEY_NAME)
      .executeTakeFirstOrThrow();
  }
  const publicKeySpki = createPublicKey(row.value).export({ type: 'spki', format: 'der' }).toString('base64');
  const pair = { privateKeyPem: row.value, publicKeySpki };
  cache.set(db, pair);
  return pair;
}

/** The plain password, or undefined when the ciphertext does not decrypt. */
export async function decryptPassword(db: Db, encrypted: string): Promise<string | undefined> {
  const { privateKeyPem } = await serverKeyPair(db);
  try {
    return privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encrypted, 'base64'),
    ).toString('utf8');
  } catch {
    return undefined;
  }
}
