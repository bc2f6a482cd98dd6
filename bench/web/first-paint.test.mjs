import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadManifest } from './route-sizes.mjs';

const dist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));

/**
 * Issue 16: the first paint waits for the HTML only. index.html fetches the entry's stylesheets
 * without making them block rendering (build/defer-stylesheets.ts; the entry applies them before
 * its first render) and draws the login's boot picture with its own inline style.
 */
describe('index.html and the first paint', () => {
  const read = () => {
    expect(existsSync(join(dist, 'index.html')), 'build the web app first (node scripts/build.mjs)').toBe(
      true,
    );
    return readFileSync(join(dist, 'index.html'), 'utf8');
  };

  it('has no render-blocking stylesheet, and fetches every stylesheet of the entry', () => {
    const html = read();
    expect(html).not.toMatch(/rel="stylesheet"/);
    const manifest = loadManifest(dist);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const fetched = [
      ...html.matchAll(/<link rel="preload" as="style" crossorigin href="\/app\/([^"]+)" data-app-css>/g),
    ].map((m) => m[1]);
    expect(entry.css.length).toBeGreaterThan(0);
    expect(fetched).toEqual(expect.arrayContaining(entry.css));
  });

  it('draws the boot picture with inline style and markup only', () => {
    const html = read();
    expect(html).toMatch(/<div id="boot" aria-hidden="true">\s*<svg/);
    expect(html).toMatch(/html\[data-boot=.?login.?\] #boot/);
  });
});
