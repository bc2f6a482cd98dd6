import { HEADER_TOKEN, type Envelope } from '@campus/contract';

/**
 * HTTP to a running instance, recording how each request ended: a reply (the envelope, or not),
 * a network failure (the instance was killed, the connection cut), or a timeout (a hang). The
 * tests judge each outcome; nothing here retries.
 */
export type Outcome =
  | { kind: 'reply'; http: number; body: Envelope | undefined; text: string }
  | { kind: 'network'; error: string }
  | { kind: 'timeout' };

/** Longer than any request should take even on a busy machine, short enough to call a hang a hang. */
export const REQUEST_TIMEOUT_MS = 30_000;

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value = JSON.parse(text) as Envelope;
    return typeof value?.state === 'number' && 'message' in value ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Outcome> {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'accept-language': 'en-US',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { [HEADER_TOKEN]: options.token } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { kind: 'reply', http: response.status, body: parseEnvelope(text), text };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError') return { kind: 'timeout' };
    return { kind: 'network', error: e.cause?.code ?? e.cause?.message ?? e.message };
  }
}

/** The data of a state-200 reply, or an error describing what came back instead. */
export function dataOf<T>(outcome: Outcome, what: string): T {
  if (outcome.kind === 'reply' && outcome.body?.state === 200) return outcome.body.data as T;
  throw new Error(`${what}: ${describe(outcome)}`);
}

export function describe(outcome: Outcome): string {
  if (outcome.kind === 'reply') return `HTTP ${outcome.http} ${outcome.text.slice(0, 300)}`;
  return outcome.kind === 'network' ? `network error ${outcome.error}` : 'timed out';
}

/** Signs a demo account in through the password grant (the instances share the database). */
export async function signIn(base: string, account: string): Promise<string> {
  const outcome = await send(base, 'POST', '/api/oauth2/v3/authentication/apply', {
    body: {
      grant_type: 'password_credentials',
      client_id: 'campus-mobile',
      client_secret: 'campus-mobile-secret',
      username: account,
      password: 'Demo@2026',
    },
  });
  return dataOf<{ access_token: string }>(outcome, `sign-in of ${account}`).access_token;
}
