import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allRouteSizes, loadManifest, routeSizes } from './route-sizes.mjs';

const dist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
/** A name of the Android client's bridge in DingTalk's JS API (npm dingtalk-jsapi), and nowhere else. */
const DINGTALK_MARK = 'WebViewJavascriptBridgeAndroid';
const SDK = 'src/lib/dingtalk-sdk.ts';

const holdsSdk = (files) =>
  files.some((file) => readFileSync(join(dist, file), 'utf8').includes(DINGTALK_MARK));

/**
 * Issue 25: DingTalk's JS API is served from our build (the CSP allows no CDN), in a chunk of its
 * own that only a sign-in inside DingTalk fetches: never in the entry, the login route or any
 * screen's first load.
 */
// Compressing every chunk at level 9 takes a while on a busy machine.
describe('DingTalk JS API stays out of the first load', { timeout: 60_000 }, () => {
  it('is in no chunk of the entry or of any route, only in its lazily loaded chunk', () => {
    expect(
      existsSync(`${dist}/.vite/manifest.json`),
      'build the web app first (node scripts/build.mjs)',
    ).toBe(true);
    expect(holdsSdk(routeSizes(dist, 'src/features/auth/login-page.tsx').files)).toBe(false);
    const routes = allRouteSizes(dist);
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => holdsSdk(route.files)).map((route) => route.page)).toEqual([]);
    const manifest = loadManifest(dist);
    expect(manifest[SDK]?.isDynamicEntry).toBe(true);
    expect(Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(SDK))).toBe(true);
    expect(holdsSdk([manifest[SDK].file])).toBe(true);
  });
});
