import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The CSP sources ('sha256-…') of the inline scripts in the web build's index.html: the build
 * writes one (packages/web/build/first-screen-preload.ts) that starts fetching the first screen's
 * chunks. Allowing exactly those bytes keeps `script-src` free of 'unsafe-inline'.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = join(distDir, 'index.html');
  if (!distDir || !existsSync(indexFile)) return [];
  return inlineScriptHashes(readFileSync(indexFile, 'utf8'));
}

/** The hash source of every `<script>` without `src` in the page, as CSP computes it. */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi);
  return [...scripts]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
