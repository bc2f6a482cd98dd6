import type { Plugin } from 'vite';

/** One chunk of the build: its file and the modules it holds with their rendered size (bytes, minified, before gzip). */
export interface ChunkModules {
  file: string;
  modules: Record<string, number>;
}

/**
 * Writes `.vite/modules.json` beside Vite's manifest: every JavaScript chunk of the build with the
 * modules inside it. The manifest names chunks, not what they hold; this says which library a
 * route's bytes come from (docs/PERFORMANCE.md) and lets a test prove what a route never downloads
 * (bench/web/first-load-modules.test.mjs). Module ids are absolute, as the bundler has them, with
 * the repository's path cut off.
 */
export function moduleReport(repositoryRoot: string): Plugin {
  return {
    name: 'campus-module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          modules[id.startsWith(repositoryRoot) ? id.slice(repositoryRoot.length) : id] =
            module.renderedLength;
        }
        chunks.push({ file: output.fileName, modules });
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
