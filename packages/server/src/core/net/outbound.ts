import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpsAgent, type AgentOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { Agent, buildConnector, fetch as undiciFetch, type RequestInit, type Response } from 'undici';
import { isPublicAddress, PrivateAllowList } from './addresses.js';

/**
 * Every request the server makes to an address an administrator configured (CAS, OIDC, the
 * messengers' API bases) or a user supplied (a push endpoint) goes through here. The check is on
 * the address the connection is actually made to: the DNS answer is checked inside the socket's
 * own lookup, so a name that resolves to a public address when saved and to 127.0.0.1 when used
 * (DNS rebinding) is refused, and so is every hop of a redirect. An IP literal skips the lookup
 * (Node connects to it directly), so the connector checks literals before connecting.
 */

export class OutboundRefused extends Error {
  readonly code = 'OUTBOUND_REFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, which is not a public address (OUTBOUND_ALLOW_PRIVATE)`);
    this.name = 'OutboundRefused';
  }
}

/** The refusal behind an error (fetch wraps it as the cause of "fetch failed"), if that is what it was. */
export function refusalOf(error: unknown): OutboundRefused | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof OutboundRefused) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Resolves a name to every address it has (the system resolver, as a socket would). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

export type OutboundFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

export interface Outbound {
  /** fetch through the guard (undici's fetch with the guarded connection). */
  fetch: OutboundFetch;
  /** For libraries on node:https (web-push): the same guard on its connections. */
  httpsAgent: HttpsAgent;
  /** The refusal an address would meet now (save-time courtesy; the connection checks again). */
  check(url: string): Promise<OutboundRefused | undefined>;
  close(): Promise<void>;
}

export interface OutboundOptions {
  /** OUTBOUND_ALLOW_PRIVATE: host names, addresses and ranges that may be reached though not public. */
  allowPrivate: readonly string[];
  /** Tests stand in for DNS with this; the system resolver otherwise. */
  resolve?: Resolve;
}

export function createOutbound(options: OutboundOptions): Outbound {
  const allow = new PrivateAllowList(options.allowPrivate);
  const resolve = options.resolve ?? systemResolve;

  const refusal = (host: string, address: string) =>
    isPublicAddress(address) || allow.allowsHost(host) || allow.allowsAddress(address)
      ? undefined
      : new OutboundRefused(host, address);

  /** An IP literal is connected to without a lookup: checked here instead. */
  const literalRefusal = (host: string | null | undefined) => {
    const bare = (host ?? '').replace(/^\[|\]$/g, '');
    return isIP(bare) ? refusal(bare, bare) : undefined;
  };

  /** The socket's DNS lookup: every address the name has must be allowed, or none is used. */
  const lookup: LookupFunction = (host, lookupOptions, callback) => {
    resolve(host).then(
      (addresses) => {
        const refused = addresses.map((entry) => refusal(host, entry.address)).find(Boolean);
        if (refused) return callback(refused, '', 0);
        const wanted = lookupOptions.family
          ? addresses.filter((a) => a.family === lookupOptions.family)
          : addresses;
        if (wanted.length === 0) {
          const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
          return callback(error, '', 0);
        }
        if (lookupOptions.all) return callback(null, wanted);
        return callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  const connector = buildConnector({ lookup, timeout: 10_000 });
  const agent = new Agent({
    connect: (connectOptions, callback) => {
      const refused = literalRefusal(connectOptions.hostname);
      if (refused) return callback(refused, null);
      return connector(connectOptions, callback);
    },
  });

  const httpsAgent = new GuardedHttpsAgent({ lookup, keepAlive: true }, literalRefusal);
  return {
    fetch: (url, init) => undiciFetch(url, { ...init, dispatcher: agent }),
    httpsAgent,
    async check(url) {
      let host: string;
      try {
        host = new URL(url).hostname.replace(/^\[|\]$/g, '');
      } catch {
        return undefined;
      }
      if (isIP(host)) return literalRefusal(host);
      if (allow.allowsHost(host)) return undefined;
      // A name that does not resolve (yet) is not refused here; the connection decides.
      const addresses = await resolve(host).catch(() => []);
      return addresses.map((entry) => refusal(host, entry.address)).find(Boolean);
    },
    async close() {
      httpsAgent.destroy();
      await agent.close();
    },
  };
}

/** node:https's agent with the guarded lookup, refusing IP literals before it connects. */
class GuardedHttpsAgent extends HttpsAgent {
  constructor(
    options: AgentOptions,
    private readonly literalRefusal: (host: string | null | undefined) => OutboundRefused | undefined,
  ) {
    super(options);
  }

  override createConnection(
    options: Parameters<HttpsAgent['createConnection']>[0],
    callback?: (error: Error | null, socket: Duplex) => void,
  ): Duplex {
    const refused = this.literalRefusal(options.host);
    if (refused) {
      // The request reports the error; no socket is made.
      process.nextTick(() => callback?.(refused, undefined as unknown as Duplex));
      return undefined as unknown as Duplex;
    }
    return super.createConnection(options, callback) as Duplex;
  }
}
