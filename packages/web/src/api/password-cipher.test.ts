import { describe, expect, it } from 'vitest';
import { encryptPassword } from './password-cipher';

const base64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));
const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

describe('password encryption', () => {
  it('encrypts with RSA-OAEP SHA-256 under a base64 SPKI key, base64 out', async () => {
    const { publicKey, privateKey } = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = base64(await crypto.subtle.exportKey('spki', publicKey));
    const encrypted = await encryptPassword('Demo@2026 密码', spki);
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes(encrypted));
    expect(new TextDecoder().decode(plain)).toBe('Demo@2026 密码');
  });
});
