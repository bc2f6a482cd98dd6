import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoad, percentile, poissonGaps } from './open-load.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local server answering each request after `delayMs`, every third one with a refusal. */
async function listen(delayMs: number): Promise<{ url: string; seen: () => number; refused: () => number }> {
  let seen = 0;
  let refused = 0;
  server = createServer((req, res) => {
    const n = ++seen;
    req.resume();
    setTimeout(() => {
      const ok = n % 3 !== 0;
      if (!ok) refused++;
      res.setHeader('content-type', 'application/json');
      res.end(ok ? '{"state":200,"data":{}}' : '{"state":6050106,"message":"no"}');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, seen: () => seen, refused: () => refused };
}

describe('openLoad', () => {
  it('offers independent arrivals: exponential gaps of mean 1 / rate, the same for a seed', () => {
    const gaps = Array.from({ length: 20_000 }, poissonGaps(100, 7));
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    const sd = Math.sqrt(gaps.reduce((a, b) => a + (b - mean) ** 2, 0) / gaps.length);
    expect(mean).toBeGreaterThan(9.5);
    expect(mean).toBeLessThan(10.5);
    // an exponential's standard deviation is its mean (a fixed interval's would be 0)
    expect(sd / mean).toBeGreaterThan(0.9);
    expect(sd / mean).toBeLessThan(1.1);
    expect(Array.from({ length: 5 }, poissonGaps(100, 7))).toEqual(gaps.slice(0, 5));
  });

  it('counts every reply that is not a state-200 envelope as a failure', async () => {
    const target = await listen(0);
    const result = await openLoad(
      { url: target.url, method: 'GET' },
      { rate: 200, seconds: 0.5, connections: 4 },
    );
    expect(result.requests).toBe(target.seen());
    expect(result.requests).toBeGreaterThan(30);
    expect(result.failures).toBe(target.refused());
  });

  it('times a request from its scheduled arrival, so a queue behind a busy connection shows', async () => {
    // One connection, replies after 30 ms, 100 arrivals a second: requests wait for the one
    // before them, and the wait grows; timed from the send, each would take about 30 ms.
    const target = await listen(30);
    const result = await openLoad(
      { url: target.url, method: 'POST', body: '{}' },
      { rate: 100, seconds: 0.5, connections: 1 },
    );
    expect(result.requests).toBeGreaterThan(20);
    expect(result.p99).toBeGreaterThan(8 * 30);
  });

  it('reads percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([], 0.5)).toBe(0);
  });
});
