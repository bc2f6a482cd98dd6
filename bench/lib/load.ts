/**
 * One HTTP load run with autocannon: `connections` clients keep one request each in flight for
 * `seconds` (or until `amount` requests). A reply counts as a success only when it is the
 * envelope of state 200: business refusals travel as HTTP 200 with another state, and a
 * benchmark that measured refusals would measure nothing.
 */
import autocannon from 'autocannon';

export interface LoadTarget {
  /** Several URLs (server instances): the connections are spread over them. */
  url: string | string[];
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fixed body, or one per request (e.g. the next prepared task). */
  body?: string | (() => string);
  /** Each connection's own headers, asked once per connection (each one a different user). */
  connectionHeaders?: () => Record<string, string>;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Replies that were not a state-200 envelope, plus connection errors. */
  failures: number;
}

export async function load(
  target: LoadTarget,
  /** rate: requests per second over all connections (an open load); none: as fast as they go. */
  options: { seconds: number; connections: number; amount?: number; rate?: number },
): Promise<LoadResult> {
  let failures = 0;
  const body = target.body;
  const result = await autocannon({
    url: target.url,
    connections: options.connections,
    duration: options.seconds,
    amount: options.amount,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(target.connectionHeaders
      ? {
          setupClient: (client) =>
            client.setHeaders({ 'content-type': 'application/json', ...target.connectionHeaders!() }),
        }
      : {}),
    requests: [
      {
        method: target.method,
        // A request's own headers would replace the connection's (its user's token).
        ...(target.connectionHeaders
          ? {}
          : { headers: { 'content-type': 'application/json', ...target.headers } }),
        body: typeof body === 'string' ? body : undefined,
        // Only a per-request body needs rebuilding each request (it costs the client CPU).
        ...(typeof body === 'function' ? { setupRequest: (request) => ({ ...request, body: body() }) } : {}),
        onResponse: (status, text) => {
          if (status !== 200 || !text.startsWith('{"state":200')) failures++;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures + result.errors + result.timeouts,
  };
}
