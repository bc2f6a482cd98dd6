/// <reference lib="dom" />
// (the preload function below runs in the page)
import type { Plugin } from 'vite';

/** A screen people often open first, by the path it is reached at and its page module. */
export interface FirstScreen {
  /** Paths (after the base) that open it, e.g. /^\/login/. */
  path: RegExp;
  /** Its page module, relative to the web package (the route table's lazy import). */
  page: string;
  /** Other lazily loaded modules the screen shows at once (the tab bar of the tab pages). */
  also?: readonly string[];
  /**
   * Names index.html's static boot picture for this screen (`html[data-boot=<name>]` shows it),
   * painted with the HTML while the code loads.
   */
  boot?: string;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Starts fetching the first screen's own chunk with the entry (issue 16). A route's page is a lazy
 * chunk: without this, the browser learns of it only once the entry has run, and the login screen
 * paints a whole extra wave of round trips late on a slow network. A small inline script in
 * index.html adds `modulepreload` (and the chunk's stylesheets) when the opened path is one of
 * `screens`; other paths load exactly as before. The list is short on purpose: each entry costs a
 * few bytes of HTML for everyone.
 */
export function firstScreenPreload(screens: readonly FirstScreen[]): Plugin {
  let base = '/';
  return {
    name: 'campus-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context): string {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (c): c is ChunkLike & (typeof bundle)[string] => c.type === 'chunk',
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => (c as { isEntry?: boolean }).isEntry);
        // What the entry already brings (index.html preloads it) is not named again.
        const loaded = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file) || loaded.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
        };
        if (entry) walk(entry.fileName, loaded);

        const table = screens.map((screen) => {
          const files = new Set<string>();
          for (const module of [screen.page, ...(screen.also ?? [])]) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
            if (!chunk) throw new Error(`first-screen preload: no chunk for ${module}`);
            walk(chunk.fileName, files);
          }
          const css = [...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return { path: screen.path.source, js: [...files], css: [...new Set(css)], boot: screen.boot };
        });
        const script = `(${preload.toString()})(${JSON.stringify(base)}, ${JSON.stringify(table)})`;
        // After the title (the charset stays in the first bytes) and before the stylesheet links:
        // a script after a stylesheet link waits for that stylesheet to load.
        if (!html.includes('</title>')) throw new Error('first-screen preload: index.html has no <title>');
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}

/** Runs in the page, before the entry: preloads the chunks of the screen the path opens. */
function preload(base: string, table: { path: string; js: string[]; css: string[]; boot?: string }[]): void {
  const path = location.pathname.slice(base.length - 1);
  const screen = table.find((s) => new RegExp(s.path).test(path));
  if (!screen) return;
  if (screen.boot) document.documentElement.dataset.boot = screen.boot;
  const link = (rel: string, file: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = base + file;
    if (as) element.as = as;
    // As the entry's own tags and Vite's loader ask for them, so the preloaded copy is the one used.
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  for (const file of screen.js) link('modulepreload', file);
  for (const file of screen.css) link('preload', file, 'style');
}
