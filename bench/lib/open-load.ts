/**
 * An open load at a given rate: requests arrive on their own schedule, whatever the replies do,
 * as independent users arrive at a service (issue 33, bench/province).
 *
 * Why not autocannon's `overallRate`: autocannon gives each connection `rate / connections`
 * requests per second from a one-second timer per connection, and the timers of all connections
 * start together. At 100 req/s over 100 connections every connection sends its one request at the
 * same instant each second: a burst of 100 requests, then nothing for a second. The latency then
 * measures the burst's queue (the 100th request waits for the 99 before it), not the service: the
 * province bench saw p50 76 ms and p99 229-397 ms where the list itself takes 2-4 ms. autocannon
 * also corrects for coordinated omission with an expected interval of `ceil(1 / rate)` ms, which is
 * 1 ms at a rate of one per connection: every slow reply then adds a synthetic sample for each
 * millisecond below it.
 *
 * Here the arrivals are a Poisson process (independent users: exponential gaps, mean 1 / rate),
 * spread over the connections in turn, each connection one user with its own headers and one
 * keep-alive socket. A request is timed from its scheduled arrival, not from when it left: if its
 * connection was still busy, or this process's event loop late, that wait is in its latency, so
 * the figure cannot hide a queue (no coordinated omission). Percentiles are exact (every latency
 * is kept: at 100 req/s for 20 s, 2,000 numbers).
 */
import { Agent, request } from 'node:http';
import { seededRandom } from '../../packages/server/src/db/seed/random.js';

export interface OpenLoadTarget {
  /** Several URLs (server instances): the connections are spread over them in turn. */
  url: string | readonly string[];
  method: 'GET' | 'POST';
  body?: string;
  /** Each connection's own headers, asked once per connection (each one a different user). */
  connectionHeaders?: () => Record<string, string>;
}

export interface OpenLoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Replies that were not a state-200 envelope, connection errors and timeouts. */
  failures: number;
  /** How late this process sent requests behind their schedule, p99 (its own share of p99). */
  sendLagP99: number;
}

interface Connection {
  agent: Agent;
  url: URL;
  headers: Record<string, string>;
}

/** The gaps between arrivals of independent users, in ms: exponential with mean 1000 / rate. */
export function poissonGaps(rate: number, seed = 33): () => number {
  const next = seededRandom(seed);
  return () => (-Math.log(1 - next()) / rate) * 1000;
}

/** The p-th percentile (0..1) of sorted numbers, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** One request on a connection; resolves with whether the reply was a state-200 envelope. */
function send(connection: Connection, target: OpenLoadTarget, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...connection.headers };
    if (target.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(target.body);
    }
    const req = request(
      connection.url,
      { method: target.method, agent: connection.agent, headers, timeout: timeoutMs },
      (res) => {
        let head = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (head.length < 16) head += chunk;
        });
        res.on('end', () => resolve(res.statusCode === 200 && head.startsWith('{"state":200')));
        res.on('error', () => resolve(false));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(false));
    req.end(target.body);
  });
}

export async function openLoad(
  target: OpenLoadTarget,
  options: { rate: number; seconds: number; connections: number; seed?: number; timeoutMs?: number },
): Promise<OpenLoadResult> {
  const urls = (typeof target.url === 'string' ? [target.url] : target.url).map((u) => new URL(u));
  const connections: Connection[] = Array.from({ length: options.connections }, (_, i) => ({
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    url: urls[i % urls.length]!,
    headers: target.connectionHeaders?.() ?? {},
  }));
  const gap = poissonGaps(options.rate, options.seed);
  const latencies: number[] = [];
  const lags: number[] = [];
  const pending: Promise<void>[] = [];
  let failures = 0;
  const start = performance.now();
  const end = start + options.seconds * 1000;
  let due = start;
  let turn = 0;
  while (true) {
    due += gap();
    if (due >= end) break;
    // setTimeout is only as fine as about a millisecond; sending late is counted (from `due`), and
    // busy-waiting the rest would take a core from the servers on this 2-core machine.
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const scheduled = due;
    lags.push(performance.now() - scheduled);
    const connection = connections[turn++ % connections.length]!;
    pending.push(
      send(connection, target, options.timeoutMs ?? 30_000).then((ok) => {
        latencies.push(performance.now() - scheduled);
        if (!ok) failures++;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  for (const connection of connections) connection.agent.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? 0),
    failures,
    sendLagP99: round(percentile(lags, 0.99)),
  };
}
