import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allRouteSizes, routeSizes } from './route-sizes.mjs';

const dist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
const LOGIN = 'src/features/auth/login-page.tsx';

/** The modules the login route's files hold (the build's .vite/modules.json, build/module-report.ts). */
function loginModules() {
  const report = `${dist}/.vite/modules.json`;
  expect(existsSync(report), 'build the web app first (node scripts/build.mjs)').toBe(true);
  const chunks = JSON.parse(readFileSync(report, 'utf8'));
  const files = new Set(routeSizes(dist, LOGIN).files);
  return chunks.filter((chunk) => files.has(chunk.file)).flatMap((chunk) => Object.keys(chunk.modules));
}

/**
 * Libraries the sign-in screen has no use for, kept out of the first load (issue 31): zod (the web
 * calls endpoints by their routes, contract src/routes/, not by their schema-carrying declarations),
 * antd-mobile's animation library (fetched with the first sheet, or with its motion switch when the
 * system asks for less motion: lib/antd-motion.ts), the tab bar (the sign-in screens hide it), the
 * sub-pages' layout (lazy in app/router.tsx) and rc-util's React 16-18 render with its regenerator
 * runtime (vite.config.ts aliases it to src/lib/antd-mobile-render.ts).
 */
const NOT_IN_FIRST_LOAD = {
  zod: /\/node_modules\/zod\//,
  'react-spring': /\/node_modules\/@react-spring\//,
  'the tab bar': /\/src\/app\/layouts\/app-tab-bar\.tsx$/,
  "the sub-pages' layout": /\/src\/app\/layouts\/info-layout\.tsx$/,
  "rc-util's render": /\/node_modules\/rc-util\/lib\/React\/render\.js$/,
  'the regenerator runtime': /\/node_modules\/@babel\/runtime\/helpers\/regenerator/,
};

describe('what the login route does not download', () => {
  for (const [name, pattern] of Object.entries(NOT_IN_FIRST_LOAD)) {
    it(`holds no module of ${name}`, () => {
      expect(loginModules().filter((id) => pattern.test(id))).toEqual([]);
    });
  }
});

/**
 * antd-mobile's ErrorBlock carries four pictures (about 10 KB gzip): screens show it through
 * components/error-block.tsx, which fetches it when first shown. A screen importing it from
 * antd-mobile put it into the first load of fifteen screens (issue 31); this names any that does.
 */
describe("ErrorBlock's pictures", () => {
  it('are in no first load of any screen', () => {
    const chunks = JSON.parse(readFileSync(`${dist}/.vite/modules.json`, 'utf8'));
    const holding = new Set(
      chunks
        .filter((chunk) => Object.keys(chunk.modules).some((id) => /\/error-block\/images\//.test(id)))
        .map((chunk) => chunk.file),
    );
    expect(holding.size, 'the pictures are in some chunk').toBeGreaterThan(0);
    const screens = allRouteSizes(dist).filter((route) => route.files.some((file) => holding.has(file)));
    expect(screens.map((route) => route.page)).toEqual([]);
  });
});
