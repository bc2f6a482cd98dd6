import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * The routes the web calls (api/route.ts), written from the declarations: for every declaration
 * module under src/api/, src/routes/api/ holds a twin that exports each endpoint map with only
 * what a call needs (service, method, path, idempotent) and re-exports the module's types. This
 * test writes what they must be and fails when a file differs; after changing a declaration:
 *
 *   WRITE_ROUTES=1 npx vitest run --project contract packages/contract/src/routes
 */

const src = fileURLToPath(new URL('..', import.meta.url));
const declarations = join(src, 'api');
const routes = join(src, 'routes', 'api');
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

async function twinOf(file: string): Promise<string | undefined> {
  const module = (await import(file)) as Record<string, unknown>;
  const maps = Object.entries(module)
    .map(([name, value]) => [name, routesOf(value)] as const)
    .filter((entry): entry is readonly [string, Tree] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  // Plain constants the declarations name (a query parameter's name, a limit) come along as values.
  const constants = Object.entries(module)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .sort(([a], [b]) => a.localeCompare(b));
  if (maps.length === 0) return undefined;
  const twin = join(routes, relative(declarations, file));
  const declared = relative(dirname(twin), file).replace(/\.ts$/, '.js');
  const route = relative(dirname(twin), join(declarations, 'route.js'));
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
    ...maps.map(
      ([name, tree]) => `export const ${name}: RoutesOf<typeof declared.${name}> = ${JSON.stringify(tree)};`,
    ),
  ].join('\n');
  return format(text, { ...(await resolveConfig(twin)), filepath: twin });
}

describe('the web routes written from the declarations', () => {
  it('src/routes/api holds exactly the twins of src/api', { timeout: 60_000 }, async () => {
    const expected = new Map<string, string>();
    for (const file of declarationFiles(declarations)) {
      const twin = await twinOf(file);
      if (twin !== undefined) expected.set(join(routes, relative(declarations, file)), twin);
    }
    const present = existsSync(routes) ? declarationFiles(routes) : [];
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
    const orphans = (existsSync(routes) ? declarationFiles(routes) : []).filter(
      (file) => !expected.has(file),
    );
    expect(
      [...stale.map(([file]) => file), ...orphans].map((file) => relative(src, file)),
      'rewrite them: WRITE_ROUTES=1 npx vitest run --project contract packages/contract/src/routes',
    ).toEqual([]);
  });
});
