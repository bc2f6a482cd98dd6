import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './test-helpers.js';

describe('encryptPassword', () => {
  it('encrypts with RSA-OAEP and SHA-256 under a base64 SPKI key, so the private key reads it back', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const encrypted = encryptPassword(spki, 'Demo@2026');
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encrypted, 'base64'),
    );
    expect(plain.toString()).toBe('Demo@2026');
  });
});
