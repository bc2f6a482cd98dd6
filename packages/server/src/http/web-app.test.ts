import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectEnvelope, type TestApp } from '../test/app.js';

/** As the build's first-screen preload writes it (packages/web/build/first-screen-preload.ts). */
const INLINE = '(function(){document.title="x"})()';
const APP_JS = `export const greeting = ${JSON.stringify('你好，'.repeat(500))};\n`;

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'campus-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${INLINE}</script><div id="root"></div>`);
    writeFileSync(join(dist, 'assets', 'index-Abc123.js'), 'console.log(1)');
    // The build's compressed copies (packages/web/vite.config.ts), as the build writes them.
    writeFileSync(join(dist, 'assets', 'app-Def456.js'), APP_JS);
    writeFileSync(join(dist, 'assets', 'app-Def456.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(join(dist, 'assets', 'app-Def456.js.gz'), gzipSync(APP_JS));
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('redirects / and /app to /app/', async () => {
    for (const url of ['/', '/app']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(302);
      expect(r.headers.location).toBe('/app/');
    }
  });

  it('serves index.html at /app/ without caching', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/app/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain('<div id="root">');
  });

  it("lets the build's own inline script run, by its hash, and no other", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/app/login' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1] ?? '';
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers deep links with the app (SPA fallback)', async () => {
    for (const url of ['/app/notice/index', '/app/bpmn/pending/index?x=1', '/app/xgxt/leave/apply']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/app/assets/index-Abc123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/app/assets/app-Def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('does not cache unhashed files and 404s a missing asset instead of sending the app', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/app/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/app/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('serves only the files the build has, by their exact names', async () => {
    // Each file has its own route: another spelling of a name (a case-insensitive disk would open
    // the same file) or a climb out of the folder reaches no file.
    for (const url of [
      '/app/assets/INDEX-Abc123.js',
      '/app/ASSETS/index-Abc123.js',
      '/app/assets/../index.html.js',
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('console.log(1)');
    }
  });

  it('keeps unknown /api routes as envelopes', async () => {
    const r = await injectEnvelope(t.app, { method: 'GET', url: '/api/unknown' });
    expect(r.status).toBe(404);
    expect(r.body.state).toBe(404);
  });
});
