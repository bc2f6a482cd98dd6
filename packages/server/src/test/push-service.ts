import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A push service for the tests (server suite and browser journeys): an https server on 127.0.0.1
 * (certificate in ./push-tls, trusted by the server under test) that takes Web Push requests as a
 * browser vendor's service does, checks them (RFC 8292 VAPID JWT signed by the key in the
 * Authorization header, RFC 8291 aes128gcm encryption) and decrypts the payload with the keys of
 * the "browser" it made. Paths it was told are gone answer 410. Only node: imports, so the
 * Playwright journeys can start it too.
 */

const tlsDir = new URL('./push-tls/', import.meta.url);
export const PUSH_TLS_CERT = readFileSync(new URL('localhost.crt', tlsDir), 'utf8');
const PUSH_TLS_KEY = readFileSync(new URL('localhost.key', tlsDir), 'utf8');
/** The file a server process under test trusts (NODE_EXTRA_CA_CERTS). */
export const PUSH_TLS_CERT_FILE = new URL('localhost.crt', tlsDir).pathname;

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  /** The VAPID JWT's claims and public key (k=), after its signature checked out. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The decrypted payload. */
  payload: unknown;
}

export interface TestDevice {
  /** What PushSubscription.toJSON() gives a page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface PushTestService {
  url: string;
  /** A new "browser" subscription at this service. */
  device(): TestDevice;
  /** Every push received (and checked), in order; failures to check are in `rejected`. */
  received: ReceivedPush[];
  rejected: string[];
  /** Answers 410 Gone on this device's endpoint from now on. */
  gone(device: TestDevice): void;
  /** Resolves when `count` pushes arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64url = (data: Buffer) => data.toString('base64url');

function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not "vapid t=..., k=...": ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
  });
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; typ: string };
  if (header_.alg !== 'ES256') throw new Error(`JWT alg ${header_.alg}`);
  const good = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Error('VAPID JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Omit<
    ReceivedPush['vapid'],
    'publicKey'
  >;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error(`JWT exp ${claims.exp}`);
  return { ...claims, publicKey: k };
}

/** RFC 8291 / 8188: one aes128gcm record, decrypted with the browser's private key and auth secret. */
function decrypt(body: Buffer, device: TestDevice): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
  if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('bad record padding');
  return padded.subarray(0, end);
}

export async function startPushService(): Promise<PushTestService> {
  const devices = new Map<string, TestDevice>();
  const gonePaths = new Set<string>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters: (() => void)[] = [];

  const server = createServer({ cert: PUSH_TLS_CERT, key: PUSH_TLS_KEY }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (gonePaths.has(path)) return void response.writeHead(410).end();
      const device = devices.get(path);
      if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
      try {
        const h = request.headers;
        if (h['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding ${h['content-encoding']}`);
        if (!/^\d+$/.test(String(h.ttl))) throw new Error(`TTL ${h.ttl}`);
        const vapid = checkVapid(h.authorization);
        if (vapid.aud !== new URL(device.subscription.endpoint).origin) throw new Error(`aud ${vapid.aud}`);
        const payload: unknown = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8'));
        received.push({ path, headers: h, vapid, payload });
        response.writeHead(201).end();
      } catch (error) {
        rejected.push(String(error));
        response.writeHead(400).end(String(error));
      }
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    rejected,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      const device: TestDevice = {
        subscription: {
          endpoint: `${url}${path}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        },
        ecdh,
        authSecret,
      };
      devices.set(path, device);
      return device;
    },
    gone(device) {
      gonePaths.add(new URL(device.subscription.endpoint).pathname);
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`waited for ${count} pushes, got ${received.length}: ${rejected.join('; ')}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
