import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses.js';
import { createOutbound, refusalOf, type Outbound, type Resolve } from './outbound.js';

/**
 * Issue 25 item 7: an address an administrator or a user names is reached only when it is public,
 * judged on the address the connection is made to (literals, DNS answers, redirects), unless the
 * deployment allows it (OUTBOUND_ALLOW_PRIVATE).
 */

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/redirect') {
      const target = request.headers['x-target'];
      response.writeHead(302, { location: String(target) }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end('inside');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Fetches through the guard and says how it ended: the body, or the refused address. */
async function attempt(outbound: Outbound, url: string, init?: Parameters<Outbound['fetch']>[1]) {
  try {
    const response = await outbound.fetch(url, { signal: AbortSignal.timeout(5000), ...init });
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return `refused ${refused.address}`;
    throw error;
  }
}

/**
 * DNS as a resolver answers on a machine with one (RFC 6761: localhost. and its subdomains are
 * loopback); this machine has only /etc/hosts, which knows `localhost` but not `localhost.`.
 */
const answers: Record<string, string> = {
  'localhost.': '127.0.0.1',
  'foo.localhost.': '127.0.0.1',
  'printer.school.example': '10.20.30.40',
};
const dns: Resolve = async (host) => {
  const address = answers[host];
  if (address) return [{ address, family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

describe('outbound requests to configured addresses', () => {
  const strict = createOutbound({ allowPrivate: [], resolve: dns });
  afterAll(() => strict.close());

  it('refuses loopback, private and mapped addresses, written as literals', async () => {
    expect(await attempt(strict, `http://127.0.0.1:${port}/`)).toBe('refused 127.0.0.1');
    expect(await attempt(strict, `http://[::1]:${port}/`)).toBe('refused ::1');
    // WHATWG URL writes ::ffff:127.0.0.1 as ::ffff:7f00:1; it is still 127.0.0.1.
    expect(await attempt(strict, `http://[::ffff:127.0.0.1]:${port}/`)).toBe('refused ::ffff:7f00:1');
    expect(await attempt(strict, `http://10.0.0.5:${port}/`)).toBe('refused 10.0.0.5');
    expect(await attempt(strict, `http://0.0.0.0:${port}/`)).toBe('refused 0.0.0.0');
    // 2130706433 is 127.0.0.1 as one number.
    expect(await attempt(strict, `http://2130706433:${port}/`)).toBe('refused 127.0.0.1');
  });

  it('refuses a host name that resolves to loopback (checked on the DNS answer, not the text)', async () => {
    expect(await attempt(strict, `http://localhost.:${port}/`)).toBe('refused 127.0.0.1');
    expect(await attempt(strict, `http://foo.localhost.:${port}/`)).toBe('refused 127.0.0.1');
    expect(await attempt(strict, `http://printer.school.example:${port}/`)).toBe('refused 10.20.30.40');
    // The machine's own resolver (/etc/hosts) answers for localhost.
    const system = createOutbound({ allowPrivate: [] });
    try {
      expect(await attempt(system, `http://localhost:${port}/`)).toMatch(/^refused (127\.0\.0\.1|::1)$/);
    } finally {
      await system.close();
    }
  });

  it('checks the address when connecting: a name that changes its answer after the check is refused', async () => {
    let asked = 0;
    // Public at the save-time check, loopback when the request connects (DNS rebinding).
    const rebinding: Resolve = async () => [
      { address: asked++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 },
    ];
    const outbound = createOutbound({ allowPrivate: [], resolve: rebinding });
    try {
      expect(await outbound.check(`http://cas.example.edu:${port}/`)).toBeUndefined();
      expect(await attempt(outbound, `http://cas.example.edu:${port}/`)).toBe('refused 127.0.0.1');
    } finally {
      await outbound.close();
    }
  });

  it('checks every hop of a redirect', async () => {
    // The school allows its intranet CAS host by name; its redirect to another inside address is refused.
    const intranet: Resolve = async (host) =>
      host === 'cas.intranet' ? [{ address: '127.0.0.1', family: 4 }] : [];
    const outbound = createOutbound({ allowPrivate: ['cas.intranet'], resolve: intranet });
    try {
      expect(await attempt(outbound, `http://cas.intranet:${port}/`)).toBe('200 inside');
      const redirected = await attempt(outbound, `http://cas.intranet:${port}/redirect`, {
        headers: { 'x-target': `http://127.0.0.1:${port}/` },
      });
      expect(redirected).toBe('refused 127.0.0.1');
    } finally {
      await outbound.close();
    }
  });

  it('reaches what the deployment allows: named hosts, addresses and ranges', async () => {
    for (const allowPrivate of [['127.0.0.1'], ['127.0.0.0/8'], ['localhost']]) {
      const outbound = createOutbound({ allowPrivate });
      try {
        const url =
          allowPrivate[0] === 'localhost' ? `http://localhost:${port}/` : `http://127.0.0.1:${port}/`;
        expect(await attempt(outbound, url), allowPrivate[0]).toBe('200 inside');
        // Allowing one inside address opens no other.
        if (allowPrivate[0] !== 'localhost')
          expect(await attempt(outbound, `http://10.0.0.5:${port}/`)).toBe('refused 10.0.0.5');
      } finally {
        await outbound.close();
      }
    }
  });

  it('tells at save time which address would be refused', async () => {
    expect((await strict.check('http://127.0.0.1/cas'))?.address).toBe('127.0.0.1');
    expect((await strict.check('https://localhost./cas'))?.host).toBe('localhost.');
    expect((await strict.check('http://[fd00::1]/'))?.address).toBe('fd00::1');
    expect(await strict.check('https://203.0.113.9.nip.invalid/')).toBeUndefined();
  });

  it('guards node:https requests (web-push) the same way', async () => {
    const outcome = (url: string) =>
      new Promise<string>((resolve) => {
        const request = httpsRequest(url, { agent: strict.httpsAgent, timeout: 5000 }, () =>
          resolve('connected'),
        );
        request.on('error', (error) =>
          resolve(refusalOf(error) ? `refused ${refusalOf(error)!.address}` : error.message),
        );
        request.end();
      });
    expect(await outcome(`https://127.0.0.1:${port}/`)).toBe('refused 127.0.0.1');
    expect(await outcome(`https://localhost.:${port}/`)).toBe('refused 127.0.0.1');
    expect(await outcome(`https://[::ffff:127.0.0.1]:${port}/`)).toBe('refused ::ffff:7f00:1');
  });
});

describe('public addresses', () => {
  it('are public unicast only', () => {
    for (const address of ['8.8.8.8', '203.208.40.1', '2606:4700:4700::1111', '240e:e9:6002::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '198.18.0.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::7f00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '2001:db8::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
