import type { ApiRoute } from './routes.js';
import type { RequestHints } from './junk/requests.js';
import type { JsonSchema } from './junk/values.js';

/** The slice of the OpenAPI document (app.swagger()) that says what a route takes. */
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/** Fastify's `/a/:id` and `/a/*` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The names and shapes of what a route declares it takes, read from the app's own OpenAPI
 * document (built from the routes' schemas), so the fuzzer aims at real fields. A route missing
 * from the document gets no hints and is fuzzed with junk only.
 */
export function requestHints(doc: OpenApiDocument, route: ApiRoute): RequestHints {
  const operation = doc.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()];
  const query = Object.fromEntries(
    (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
  );
  return { query, body: operation?.requestBody?.content?.['application/json']?.schema };
}
