import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { getInEnglish, injectEnvelope } from '../../test/app.js';
import { openTestApp } from '../../test/signed-in-app.js';
import { testDialect } from '../../test/databases.js';

describe('GET /api/health', () => {
  const t = openTestApp();

  it('is up with the database it runs on', async () => {
    const r = await injectEnvelope<{ status: string; database: string; version: string }>(t.app, {
      method: 'GET',
      url: '/api/health',
    });
    expect(r.status).toBe(200);
    expect(r.body.state).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'up', database: testDialect(), version: '3.3.9-release' });
  });

  it('sends security headers', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Issue 25: scripts only from this server (and the build's own inline scripts, by hash): a CDN
    // origin would let an injected tag load anything that CDN hosts.
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ').filter((source) => !/^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toEqual([
      "'self'",
    ]);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['x-powered-by']).toBeUndefined();
  });

  it('answers 503 in the envelope when the database is unreachable', async () => {
    // Nothing listens on port 1: the pool's connection is refused, as when the server is down.
    const broken = await buildApp(testConfig({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }));
    try {
      const r = await getInEnglish(broken, '/api/health');
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({
        state: 503,
        message: 'The database is unavailable, please try again later',
      });
      expect(r.response.body).not.toContain('ECONNREFUSED');
    } finally {
      await broken.close();
    }
  });
});
