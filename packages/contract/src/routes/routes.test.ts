import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * The routes the web calls (api/route.ts), written from the declarations: for every declaration
 * module (src/api/**, a group's src/affairs/modules/<group>/api.ts), src/routes/ holds a twin
 * (routes/api/**, routes/affairs/<group>/api.ts) that exports each endpoint map with only what a
 * call needs (service, method, path, idempotent) and re-exports the module's types. This test
 * writes what they must be and fails when a file differs; after changing a declaration:
 *
 *   WRITE_ROUTES=1 npx vitest run --project contract packages/contract/src/routes
 */

const src = fileURLToPath(new URL('..', import.meta.url));
const routes = join(src, 'routes');
const groups = join(src, 'affairs', 'modules');
const HEADER =
  '// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).';

type Leaf = { service: string; method: string; path: string; idempotent?: boolean };
type Tree = { [key: string]: Leaf | Tree };

function isEndpoint(value: unknown): value is Leaf & { reply: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.service === 'string' &&
    typeof v.method === 'string' &&
    typeof v.path === 'string' &&
    'reply' in v
  );
}

/** An endpoint map as routes (nested maps alike), or undefined when `value` holds no endpoint. */
function routesOf(value: unknown): Tree | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const tree: Tree = {};
  for (const [key, item] of Object.entries(value)) {
    if (isEndpoint(item)) {
      tree[key] = {
        service: item.service,
        method: item.method,
        path: item.path,
        ...(item.idempotent ? { idempotent: true } : {}),
      };
    } else {
      const nested = routesOf(item);
      if (!nested) return undefined; // not an endpoint map: some other object the module exports
      tree[key] = nested;
    }
  }
  return Object.keys(tree).length > 0 ? tree : undefined;
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Endpoint families: a function declares the same endpoints for each group, module or path it is
 * given (declaredOnce). Called here with placeholder arguments, each becomes a function of the same
 * parameters in the twin, the placeholders turned back into the parameters.
 */
const FAMILIES: Record<string, { name: string; probe: unknown; default?: string }[]> = {
  groupEndpoints: [{ name: 'group', probe: { key: 'XgroupkeyX', service: 'XgroupserviceX' } }],
  moduleEndpoints: [{ name: 'module', probe: { key: 'XmodulekeyX', service: 'XmoduleserviceX' } }],
  importEndpoints: [
    { name: 'service', probe: 'XserviceX' },
    { name: 'base', probe: '/XbaseX' },
  ],
  checkinEndpoints: [
    { name: 'service', probe: 'XserviceX' },
    { name: 'base', probe: '/XbaseX', default: "''" },
  ],
};
const PLACEHOLDERS: Record<string, string> = {
  XgroupkeyX: 'group.key',
  XgroupserviceX: 'group.service',
  XmodulekeyX: 'module.key',
  XmoduleserviceX: 'module.service',
  XserviceX: 'service',
  '/XbaseX': 'base',
};

/** A route tree as source, placeholders as the parameters they stand for. */
function familySource(tree: Tree): string {
  const value = (text: string): string => {
    if (PLACEHOLDERS[text]) return PLACEHOLDERS[text];
    const parts = text.split(/(XgroupkeyX|XgroupserviceX|XmodulekeyX|XmoduleserviceX|XserviceX|\/XbaseX)/);
    if (parts.length === 1) return JSON.stringify(text);
    return `\`${parts.map((part) => (PLACEHOLDERS[part] ? `\${${PLACEHOLDERS[part]}}` : part)).join('')}\``;
  };
  const entries = Object.entries(tree).map(([key, item]) =>
    'path' in item && typeof item.path === 'string'
      ? `${key}: { ${Object.entries(item)
          .map(([k, v]) => `${k}: ${typeof v === 'string' ? value(v) : JSON.stringify(v)}`)
          .join(', ')} }`
      : `${key}: ${familySource(item as Tree)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

/** Every declaration module with the path of its twin. */
function declarationsWithTwins(): [declaration: string, twin: string][] {
  const platform = declarationFiles(join(src, 'api')).map((file): [string, string] => [
    file,
    join(routes, 'api', relative(join(src, 'api'), file)),
  ]);
  const ofGroups = readdirSync(groups)
    .map((group) => join(groups, group, 'api.ts'))
    .filter((file) => existsSync(file))
    .map((file): [string, string] => [file, join(routes, 'affairs', relative(groups, file))]);
  return [...platform, ...ofGroups];
}

async function twinOf(file: string, twin: string): Promise<string | undefined> {
  const module = (await import(file)) as Record<string, unknown>;
  const maps = Object.entries(module)
    .map(([name, value]) => [name, routesOf(value)] as const)
    .filter((entry): entry is readonly [string, Tree] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const families = Object.entries(module)
    .filter(([name, value]) => typeof value === 'function' && FAMILIES[name])
    .map(([name, value]) => {
      const params = FAMILIES[name]!;
      const tree = routesOf((value as (...args: unknown[]) => unknown)(...params.map((p) => p.probe)))!;
      const signature = params
        .map(
          (p, i) =>
            `${p.name}: Parameters<typeof declared.${name}>[${i}]${p.default ? ` = ${p.default}` : ''}`,
        )
        .join(', ');
      return `export function ${name}(${signature}): RoutesOf<ReturnType<typeof declared.${name}>> {\n  return ${familySource(tree)};\n}`;
    });
  // Plain constants the declarations name (a query parameter's name, a limit) come along as values.
  const constants = Object.entries(module)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .sort(([a], [b]) => a.localeCompare(b));
  if (maps.length === 0 && families.length === 0) return undefined;
  const declared = relative(dirname(twin), file).replace(/\.ts$/, '.js');
  const route = relative(dirname(twin), join(src, 'api', 'route.js'));
  const text = [
    HEADER,
    `import type { RoutesOf } from '${route.startsWith('.') ? route : `./${route}`}';`,
    `import type * as declared from '${declared}';`,
    '',
    `export type * from '${declared}';`,
    '',
    ...constants.map(
      ([name, value]) => `export const ${name}: typeof declared.${name} = ${JSON.stringify(value)};`,
    ),
    ...families,
    ...maps.map(
      ([name, tree]) => `export const ${name}: RoutesOf<typeof declared.${name}> = ${JSON.stringify(tree)};`,
    ),
  ].join('\n');
  return format(text, { ...(await resolveConfig(twin)), filepath: twin });
}

describe('the web routes written from the declarations', () => {
  it('src/routes holds exactly the twins of the declaration modules', { timeout: 60_000 }, async () => {
    const expected = new Map<string, string>();
    for (const [file, twin] of declarationsWithTwins()) {
      const text = await twinOf(file, twin);
      if (text !== undefined) expected.set(twin, text);
    }
    const twins = () => declarationFiles(routes);
    const present = twins();
    if (process.env.WRITE_ROUTES === '1') {
      for (const file of present) if (!expected.has(file)) rmSync(file);
      for (const [file, text] of expected) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
    }
    const stale = [...expected].filter(
      ([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text,
    );
    const orphans = twins().filter((file) => !expected.has(file));
    expect(
      [...stale.map(([file]) => file), ...orphans].map((file) => relative(src, file)),
      'rewrite them: WRITE_ROUTES=1 npx vitest run --project contract packages/contract/src/routes',
    ).toEqual([]);
  });
});
