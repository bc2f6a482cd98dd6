// Import boundaries of DESIGN.md §3, as one small rule:
// - contract imports neither server nor web;
// - server and web never import each other;
// - a server module (src/modules/<name>) never imports another module;
// - a web feature (src/features/<name>) never imports another feature nor the app shell;
// - web shared code (components, lib, api, stores, i18n) never imports features or the app.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

function locate(absolute) {
  const rel = relative(ROOT, absolute).split(sep).join('/');
  let m = /^packages\/(contract|server|web)\/(.*)$/.exec(rel);
  if (!m) return { pkg: null, rel };
  const [, pkg, rest] = m;
  const loc = { pkg, rel, area: null, name: null };
  if (pkg === 'server' && (m = /^src\/modules\/([^/]+)\//.exec(rest)))
    Object.assign(loc, { area: 'module', name: m[1] });
  if (pkg === 'web' && (m = /^src\/features\/([^/]+)\//.exec(rest)))
    Object.assign(loc, { area: 'feature', name: m[1] });
  if (pkg === 'web' && /^src\/app\//.test(rest)) loc.area = 'app';
  if (pkg === 'web' && /^src\/(components|lib|api|stores|i18n)\//.test(rest)) loc.area = 'shared';
  return loc;
}

function targetOf(source, filename) {
  if (source.startsWith('@campus/')) {
    const pkg = source.slice('@campus/'.length).split('/')[0];
    return { pkg, rel: `packages/${pkg}`, area: null, name: null };
  }
  if (source.startsWith('.')) return locate(resolve(dirname(filename), source));
  return null;
}

function violation(from, to) {
  if (!from.pkg || !to?.pkg) return null;
  if (from.pkg === 'contract' && to.pkg !== 'contract') return `contract must not import ${to.pkg}`;
  if (from.pkg === 'server' && to.pkg === 'web') return 'server must not import web';
  if (from.pkg === 'web' && to.pkg === 'server') return 'web must not import server';
  if (from.area === 'module' && to.area === 'module' && from.name !== to.name) {
    return `module "${from.name}" must not import module "${to.name}" (share through src/lib, src/http or src/db)`;
  }
  if (from.area === 'feature' && to.area === 'feature' && from.name !== to.name) {
    return `feature "${from.name}" must not import feature "${to.name}" (compose them in src/app)`;
  }
  if (from.area === 'feature' && to.area === 'app')
    return `feature "${from.name}" must not import the app shell`;
  if (from.area === 'shared' && (to.area === 'feature' || to.area === 'app')) {
    return `shared web code must not import ${to.area === 'app' ? 'the app shell' : `feature "${to.name}"`}`;
  }
  return null;
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between packages, modules and features' },
    schema: [],
  },
  create(context) {
    const from = locate(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const problem = violation(from, targetOf(source, context.filename));
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { layers: layersRule } };
