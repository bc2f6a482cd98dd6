import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findCircles,
  importGraph,
  importedSpecifiers,
  packageCircles,
  resolveRelative,
  sourceFiles,
} from './import-circles.mjs';

const graphOf = (edges) => new Map(Object.entries(edges));

/** A throwaway tree of these files (path -> text), and its root. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'circles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('finding import circles', () => {
  it('finds none where imports only go one way', () => {
    expect(findCircles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('names each circle by a loop from its first module back to it', () => {
    const graph = graphOf({
      'run.ts': ['events.ts', 'store.ts'],
      'events.ts': ['run.ts'],
      'store.ts': [],
      'extension.ts': ['facts.ts'],
      'facts.ts': ['registry.ts'],
      'registry.ts': ['extension.ts'],
      'self.ts': ['self.ts'],
    });
    expect(findCircles(graph)).toEqual([
      ['events.ts', 'run.ts', 'events.ts'],
      ['extension.ts', 'facts.ts', 'registry.ts', 'extension.ts'],
      ['self.ts', 'self.ts'],
    ]);
  });

  it('names the shortest loop of a tangle of several', () => {
    const graph = graphOf({ 'a.ts': ['b.ts', 'd.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'], 'd.ts': ['a.ts'] });
    expect(findCircles(graph)).toEqual([['a.ts', 'd.ts', 'a.ts']]);
  });

  it('reads static imports, type imports and re-exports, not lazy import()s', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "export * from './c.js';",
      "export type { D } from './d.js';",
      "const page = lazy(() => import('./e.js'));",
      "const faq = async () => (await import( './f.js' )).FAQ;",
    ].join('\n');
    expect(importedSpecifiers(text)).toEqual(['./a.js', './b.js', './c.js', './d.js']);
  });

  it('resolves specifiers the way the packages write them', () => {
    const root = tree({
      'src/x.ts': '',
      'src/page.tsx': '',
      'src/folder/index.ts': '',
      'src/styles.module.css': '',
    });
    const from = join(root, 'src/y.ts');
    expect(resolveRelative(from, './x.js')).toBe(join(root, 'src/x.ts'));
    expect(resolveRelative(from, './page')).toBe(join(root, 'src/page.tsx'));
    expect(resolveRelative(from, './folder')).toBe(join(root, 'src/folder/index.ts'));
    expect(resolveRelative(from, './styles.module.css')).toBeNull();
    expect(resolveRelative(from, './x.ts?raw')).toBe(join(root, 'src/x.ts'));
    expect(resolveRelative(from, 'zod')).toBeNull();
    expect(resolveRelative(from, './missing.js')).toBeNull();
  });

  it('finds a circle in files on disk', () => {
    const root = tree({
      'src/engine/events.ts': "import type { CommandContext } from './runtime/run.js';\n",
      'src/engine/runtime/run.ts': "import { emit } from '../events.js';\nimport 'zod';\n",
      'src/engine/runtime/context.ts': 'export interface CommandContext {}\n',
    });
    const circles = findCircles(importGraph(sourceFiles(join(root, 'src'))));
    expect(circles).toEqual([
      [
        join(root, 'src/engine/events.ts'),
        join(root, 'src/engine/runtime/run.ts'),
        join(root, 'src/engine/events.ts'),
      ],
    ]);
  });
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the packages', () => {
  it('import in no circle', () => {
    expect(
      packageCircles(ROOT).map((loop) => loop.join(' -> ')),
      'import circles: move what both modules need into a module they both import',
    ).toEqual([]);
  });
});
