import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { AffairRouteEntry } from '../src/lib/affair-route-entry';

const ID = 'virtual:affair-route-index';
const RESOLVED = `\0${ID}`;
const source = fileURLToPath(new URL('./affair-route-index.source.ts', import.meta.url));

/**
 * `virtual:affair-route-index`: the student-affairs route table's data (each group's key, title,
 * modules' titles and route groups), computed from the contract's group folders when the app is
 * built. The route table then costs a few KB instead of every group's whole descriptor (texts,
 * columns, eligibility): a screen loads only its own group's (issue 16: each route <= 200 KB).
 */
export function affairRouteIndex(): Plugin {
  return {
    name: 'campus-affair-route-index',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module, dependencies } = await runnerImport<{ index: AffairRouteEntry[] }>(source, {
        configFile: false,
        logLevel: 'error',
        resolve: { conditions: ['source'] },
      });
      // The dev server and watch builds recompute it when a group's definition changes.
      for (const file of dependencies) this.addWatchFile(file);
      return `export default ${JSON.stringify(module.index)};`;
    },
  };
}
