import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeSizes } from './route-sizes.mjs';

const dist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
/** Issue 7: the login route's JavaScript must stay within 170 KB gzip (goal: 120 KB). */
const BUDGET = 170 * 1024;

describe('login route budget', () => {
  it('downloads at most 170 KB of gzipped JavaScript', () => {
    expect(
      existsSync(`${dist}/.vite/manifest.json`),
      'build the web app first (node scripts/build.mjs)',
    ).toBe(true);
    const sizes = routeSizes(dist, 'src/features/auth/login-page.tsx');
    console.log(
      `login route: ${(sizes.total / 1024).toFixed(1)} KB gzip (entry ${(sizes.entry / 1024).toFixed(1)} KB + route ${(sizes.route / 1024).toFixed(1)} KB)`,
    );
    expect(sizes.total).toBeLessThanOrEqual(BUDGET);
  });
});
