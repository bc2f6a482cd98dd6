import type { FastifyRequest } from 'fastify';

/**
 * One name per route whatever its alias: registerService mounts every service twice
 * (`/api/<service>/v3/...` and single mode `/api/...`), and Fastify ignores a trailing slash, so
 * the pattern without the service prefix is the route. Rate-limit buckets and Idempotency-Key
 * replies are kept under it, so a client cannot double its budget or miss a replay by
 * switching aliases.
 */
export function routeName(url: string): string {
  return url.replace(/^\/api\/[a-z0-9]+\/v3(?=\/)/, '/api').replace(/(.)\/+$/, '$1');
}

/**
 * `METHOD /api/path` of the route a request matched (its pattern, not the URL it came by), or of
 * the endpoint its declaration counts as (a compatibility alias shares its target's buckets).
 */
export function routeKey(request: FastifyRequest): string {
  const countsAs = request.routeOptions.config?.endpoint?.countsAs;
  const target = typeof countsAs === 'function' ? countsAs(request.body) : countsAs;
  if (target) return `${target.method} ${routeName(`/api${target.path}`)}`;
  return `${request.method} ${routeName(request.routeOptions.url ?? request.url.split('?')[0] ?? '')}`;
}
