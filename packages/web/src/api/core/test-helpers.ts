import type { Envelope } from '@campus/contract';
import { vi } from 'vitest';
import { createHttpClient } from './http-client';
import type { TokenData, TokenStore } from './token';
import type { HttpClientDeps, HttpConfig, RequestUi } from './types';

/** A request the fake server received. */
export interface Received {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

export type Handler = (request: Received) => Response | Promise<Response>;

export function envelope<T>(state: number, data: T, extra: Partial<Envelope<T>> = {}): Envelope<T> {
  return {
    state,
    message: extra.message ?? '',
    cause: extra.cause ?? null,
    data,
    variables: extra.variables ?? {},
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function tokenData(overrides: Partial<TokenData> = {}): TokenData {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    uid: 'u1',
    uaccount: 'student',
    expires_in: 7200,
    create_at: 1_000_000,
    tenantId: 't1',
    ...overrides,
  };
}

export function memoryTokens(initial: TokenData | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

/** A UI that records what it was asked; `onEndSession` is what ending the session also does. */
export function fakeUi(onEndSession?: RequestUi['endSession']) {
  return {
    error: vi.fn<RequestUi['error']>(),
    loading: vi.fn<RequestUi['loading']>(),
    confirmLogout: vi.fn<RequestUi['confirmLogout']>(async () => true),
    endSession: vi.fn<RequestUi['endSession']>(onEndSession),
    openReset: vi.fn<RequestUi['openReset']>(),
    reload: vi.fn<RequestUi['reload']>(),
  };
}

/** The core wired to a fake server: every request goes to `handler` and is recorded in `received`. */
export function clientWith(
  handler: Handler,
  options: { tokens?: TokenStore; config?: Partial<HttpConfig>; now?: () => number; tenantId?: string } = {},
) {
  const received: Received[] = [];
  const ui = fakeUi();
  const tokens = options.tokens ?? memoryTokens(tokenData());
  const fetchFake: typeof fetch = async (input, init) => {
    const request: Received = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init?.signal ?? undefined,
    };
    received.push(request);
    return handler(request);
  };
  const deps: HttpClientDeps = {
    config: {
      server: () => ({ base: 'http://api.test/api', single: false }),
      domains: [],
      clientId: 'campus-mobile',
      clientSecret: 'secret',
      timeoutMs: 30_000,
      showException: false,
      ...options.config,
    },
    tokens,
    context: () => ({ language: 'en-US', tenantId: options.tenantId }),
    ui,
    fetch: fetchFake,
    now: options.now ?? (() => 1_000_000),
  };
  return { client: createHttpClient(deps), received, ui, tokens };
}
