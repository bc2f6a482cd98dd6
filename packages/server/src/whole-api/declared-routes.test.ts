import { describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '../http/docs.js';
import { listApiRoutes } from '../test/routes.js';

/**
 * Every route is mounted from a contract declaration (http/endpoint.ts), so its input, its reply
 * and who may call it are written once, read by server and web alike: a route without one fails
 * here (issue 27 moved the last of them; there is no list of exceptions any more).
 */

/**
 * The documentation's own routes (the Swagger UI plugin's page, its static files, the OpenAPI
 * document as JSON and YAML) serve the description of the API, not the API: they have nothing to
 * declare, so they are left out by their prefix.
 */
function isDocumentation(url: string): boolean {
  return url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
}

describe('routes and their declarations', () => {
  it('mounts every route from a declaration', async () => {
    const routes = (await listApiRoutes()).filter((route) => !isDocumentation(route.url));
    expect(routes.length).toBeGreaterThan(800);
    expect(
      routes.filter((route) => !route.declared).map((route) => `${route.method} ${route.url}`),
      'routes without a declaration',
    ).toEqual([]);
  });
});
