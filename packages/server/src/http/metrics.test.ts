import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { bpmCallers, leaveAtCounsellor, type BpmCaller } from '../test/bpm.js';
import { testDialect } from '../test/databases.js';

/** Issue 33: the operator's metrics, for a scraper with METRICS_TOKEN only; the request id on every reply. */
const TOKEN = 'metrics-test-token-0123456789abcdef';

/** One sample's value from Prometheus' text format (undefined when the series is absent). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  let as: Record<'student' | 'counsellor', BpmCaller>;
  const scrape = async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    return r.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    as = await bpmCallers(t.app, ['student', 'counsellor'] as const);
  });
  afterAll(async () => t?.close());

  it('refuses a caller without the token, or with a wrong one or a user’s access token, in the envelope', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: TOKEN },
      as.student.who.headers,
    ]) {
      const r = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { ...headers, 'accept-language': 'en-US' },
      });
      expect(r.statusCode).toBe(401);
      expect(JSON.parse(r.body)).toMatchObject({
        state: 401,
        message: expect.stringContaining('METRICS_TOKEN'),
      });
      expect(r.body).not.toContain('campus_http');
    }
  });

  it('counts requests, latency and error states by route pattern, and engine commands by outcome', async () => {
    const before = await scrape();
    const ok = (text: string) => sample(text, 'campus_engine_commands_total{outcome="ok"}') ?? 0;
    const refused = (text: string) => sample(text, 'campus_engine_commands_total{outcome="refused"}') ?? 0;

    const { id, taskId } = await leaveAtCounsellor(as);
    // The starter may not approve their own request: a refusal with a state, in an HTTP 200 reply.
    const own = await as.student.post('/task/agree', { taskId, opinion: '同意' });
    expect(own.state).not.toBe(200);
    expect((await as.counsellor.post('/task/agree', { taskId, opinion: '同意' })).state).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/no/such/route/${id}` });

    const after = await scrape();
    expect(ok(after) - ok(before)).toBeGreaterThanOrEqual(2); // the start and the agree
    expect(refused(after)).toBeGreaterThanOrEqual(refused(before));
    const agreeRoute = 'route="POST /api/bpm/task/agree"';
    expect(sample(after, `campus_http_requests_total{${agreeRoute},status="200"}`)).toBe(2);
    expect(sample(after, `campus_http_errors_total{${agreeRoute},state="${own.state}"}`)).toBe(1);
    expect(sample(after, `campus_http_request_duration_seconds_count{${agreeRoute}}`)).toBe(2);
    // A made-up URL is one label, not one series per address.
    expect(after).toContain('route="unmatched"');
    expect(after).not.toContain(`/no/such/route/${id}`);
    expect(sample(after, 'campus_queue_length{queue="push"}')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'campus_queue_length{queue="import"}')).toBe(0);
    expect(after).toContain('campus_process_cpu_seconds_total');
  });

  it.runIf(testDialect() === 'postgres')(
    'shows the PostgreSQL pool and the time spent waiting for it',
    async () => {
      const text = await scrape();
      expect(sample(text, 'campus_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'campus_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    },
  );
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('has no metrics endpoint, and every reply still names its request', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(r.statusCode).toBe(404);
    expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42-abc' },
    });
    expect(health.headers['x-request-id']).toBe('lb-42-abc');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(odd.headers['x-request-id']).not.toBe('a b<script>');
  });
});
