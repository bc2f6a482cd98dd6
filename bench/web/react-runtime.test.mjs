import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));

/** Every module of the build, from the build's .vite/modules.json (build/module-report.ts). */
function bundledModules() {
  const report = `${dist}/.vite/modules.json`;
  expect(existsSync(report), 'build the web app first (node scripts/build.mjs)').toBe(true);
  const chunks = JSON.parse(readFileSync(report, 'utf8'));
  return chunks.flatMap((chunk) => Object.keys(chunk.modules));
}

/**
 * Issue 31: production runs React, the runtime the app is written and developed in. The build once
 * swapped in Preact's compat layer; no Preact module (preact, preact/compat, preact/hooks, its JSX
 * runtime, any preact-* package) may reach the bundle again, and react-dom is its production build.
 */
describe('the runtime the build ships', () => {
  it('holds no Preact module', () => {
    expect(bundledModules().filter((id) => /\/node_modules\/preact[^/]*\//.test(id))).toEqual([]);
  });

  it("holds React's and react-dom's production builds, and not their development builds", () => {
    const modules = bundledModules();
    for (const file of [
      'react/cjs/react.production.js',
      'react/cjs/react-jsx-runtime.production.js',
      'react-dom/cjs/react-dom-client.production.js',
    ]) {
      expect(modules, file).toContain(`node_modules/${file}`);
    }
    expect(modules.filter((id) => /\/node_modules\/(react|react-dom)\/cjs\/.*development/.test(id))).toEqual(
      [],
    );
  });
});
