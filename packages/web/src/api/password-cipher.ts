function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Encrypts a password for the server when it asks for encryption (GET /user/client/encrypt/get):
 * RSA-OAEP with SHA-256 under its public key (base64 SPKI DER), sent base64-encoded.
 * WebCrypto exists only in secure contexts (HTTPS or localhost): elsewhere this rejects.
 */
export async function encryptPassword(password: string, publicKeySpki: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Password encryption needs HTTPS (WebCrypto is unavailable)');
  const key = await subtle.importKey(
    'spki',
    fromBase64(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(cipher);
}
