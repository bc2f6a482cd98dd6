import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '../http/docs.js';
import { listApiRoutes } from '../test/routes.js';

/**
 * Every route is mounted from a contract declaration (http/endpoint.ts), so its input, its reply
 * and who may call it are written once, read by server and web alike. The routes that predate the
 * declarations are listed in undeclared-routes.txt; the list only shrinks: a new route without a
 * declaration fails here, and so does a listed route once it is declared (take it off the list).
 */
const listed = new Set(
  readFileSync(new URL('./undeclared-routes.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

/**
 * The documentation's own routes (the Swagger UI plugin's page, its static files, the OpenAPI
 * document as JSON and YAML) serve the description of the API, not the API: they have nothing to
 * declare, so they are left out by their prefix rather than listed.
 */
function isDocumentation(url: string): boolean {
  return url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
}

describe('routes and their declarations', () => {
  it('mounts every new route from a declaration, and the old list only shrinks', async () => {
    const routes = (await listApiRoutes()).filter((route) => !isDocumentation(route.url));
    const undeclared = routes
      .filter((route) => !route.declared)
      .map((route) => `${route.method} ${route.url}`);
    const declared = routes.filter((route) => route.declared).map((route) => `${route.method} ${route.url}`);
    expect(
      undeclared.filter((route) => !listed.has(route)),
      'routes without a declaration',
    ).toEqual([]);
    expect(
      declared.filter((route) => listed.has(route)),
      'declared now: take them off undeclared-routes.txt',
    ).toEqual([]);
    const known = new Set([...undeclared, ...declared]);
    expect(
      [...listed].filter((route) => !known.has(route)),
      'listed routes that no longer exist',
    ).toEqual([]);
  });
});
