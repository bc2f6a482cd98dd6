// Import circles in the packages' sources (issue 27): modules that import each other, directly or
// round a longer loop, so neither can be read, tested or loaded without the other. What two
// modules share belongs in a third that both import (docs/ARCHITECTURE.md, layering).
//
// Every static import and re-export counts, `import type` too: a circle of types is still two
// modules that cannot be understood apart, and it turns into a load-order bug the day one of them
// adds a value. A lazy `import()` does not: it is loaded on demand, never while its importer
// loads, and it is how the web splits its chunks (a screen registry lazily loading pages that
// lazily ask it back). Only relative specifiers are followed: a package never imports itself by
// name, and the contract imports neither side (eslint-rules/layers.js), so no circle can pass
// through a package name.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const DECLARATION = /\.d\.ts$/;

/** The TypeScript sources below `dir` (recursively), as absolute paths. */
export function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !DECLARATION.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

const LAZY = /\bimport\s*\(\s*$/;

/** The specifiers a module imports or re-exports statically, as written (not its `import()`s). */
export function importedSpecifiers(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  // The reference's position is its string literal, quote included.
  return importedFiles.filter((file) => !LAZY.test(text.slice(0, file.pos))).map((file) => file.fileName);
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * The source file a relative specifier names, the way the packages write them: `./x.js` for
 * `x.ts` or `x.tsx` (NodeNext), a folder for its index; null for a package, an asset (`.css`,
 * `?raw`) or nothing at all.
 */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const stem = target.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    target,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    join(target, 'index.ts'),
    join(target, 'index.tsx'),
  ];
  return candidates.find((path) => SOURCE.test(path) && isFile(path)) ?? null;
}

/** Module -> the modules it imports, for these files (imports of other files are left out). */
export function importGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = importedSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target) => target !== null && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles of a graph: one per group of modules that reach each other (a strongly connected
 * component, Tarjan's algorithm), named by one loop through it that starts and ends at its first
 * module in sorted order, e.g. ['a.ts', 'b.ts', 'a.ts']. A module importing itself is a circle too.
 */
export function findCircles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];

  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }

  return components
    .filter((component) => component.length > 1 || (graph.get(component[0]) ?? []).includes(component[0]))
    .map((component) => loopThrough(graph, new Set(component)))
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The shortest loop from the component's first module back to it, inside the component. */
function loopThrough(graph, members) {
  const start = [...members].sort()[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  throw new Error(`no loop through ${start}`); // a component of two or more always has one
}

/** The import circles of packages/<name>/src below `root`, each as paths relative to `root`. */
export function packageCircles(root) {
  const packages = join(root, 'packages');
  const files = readdirSync(packages)
    .map((name) => join(packages, name, 'src'))
    .filter((src) => existsSync(src))
    .flatMap(sourceFiles);
  return findCircles(importGraph(files)).map((loop) => loop.map((file) => relative(root, file)));
}
