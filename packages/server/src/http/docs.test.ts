import { describe, expect, it } from 'vitest';
import { openTestApp } from '../test/signed-in-app.js';

describe('OpenAPI documentation', () => {
  const t = openTestApp();

  it('publishes the OpenAPI document with the routes', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json() as { openapi: string; info: { version: string }; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('3.3.9-release');
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('serves the documentation page', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
  });
});
