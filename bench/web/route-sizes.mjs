// What a route of the built web app downloads, from Vite's manifest: the entry chunk with its
// static imports, plus the route's lazily loaded page chunk with the static imports it adds.
// Sizes are gzip (level 9, as a server would send them), in bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function loadManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** Every JS file a manifest entry pulls in statically (itself included). */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

// Every route shares the entry's files: each file is compressed once per run.
const gzipSizes = new Map();
function gzipSize(distDir, file) {
  const path = join(distDir, file);
  if (!gzipSizes.has(path)) gzipSizes.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipSizes.get(path);
}

/**
 * Sizes for the entry and for a route whose page module is `pageSource`
 * (e.g. 'src/features/auth/login-page.tsx').
 */
export function routeSizes(distDir, pageSource, also = []) {
  const manifest = loadManifest(distDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const entry = staticClosure(manifest, entryKey);
  const page = staticClosure(manifest, pageSource);
  if (page.size === 0) throw new Error(`no chunk for ${pageSource} in the manifest`);
  for (const source of also) {
    if (!manifest[source]) throw new Error(`no chunk for ${source} in the manifest`);
    staticClosure(manifest, source, page);
  }
  const sum = (keys) => [...keys].reduce((n, k) => n + gzipSize(distDir, manifest[k].file), 0);
  const added = [...page].filter((k) => !entry.has(k));
  return {
    entry: sum(entry),
    route: sum(added),
    total: sum(new Set([...entry, ...added])),
    files: [...new Set([...entry, ...added])].map((k) => manifest[k].file),
  };
}

/**
 * The tab bar, a lazy chunk of the tab pages' layout (src/app/layouts/main-layout.tsx): counted with
 * every route but the login (which hides it), whether the route shows it or not.
 */
export const TAB_BAR = 'src/app/layouts/app-tab-bar.tsx';

/**
 * The sub-pages' layout (top bar with back and home, src/app/layouts/info-layout.tsx), a lazy chunk
 * since issue 31: counted with every route but the login, like the tab bar.
 */
export const INFO_LAYOUT = 'src/app/layouts/info-layout.tsx';

/**
 * Every lazily loaded page module the router knows, with what it adds to the entry (the tab bar
 * and the sub-pages' layout included).
 */
export function allRouteSizes(distDir) {
  const manifest = loadManifest(distDir);
  return Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && k.startsWith('src/features/'))
    .map((k) => ({ page: k, ...routeSizes(distDir, k, [TAB_BAR, INFO_LAYOUT]) }))
    .sort((a, b) => b.total - a.total);
}
