import type { RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';

/** One route of the API as the app registered it, for tests that must cover every route. */
export interface ApiRoute {
  method: string;
  url: string;
  /** Reachable without a token (`config.public`); whitelisted paths are found by the auth hook itself. */
  public: boolean;
  /** Mounted from a contract declaration (http/endpoint.ts). */
  declared: boolean;
}

/** A route's URL without the service prefix: how registerService's single-mode copy is mounted. */
export function singleModeUrl(url: string): string {
  return url.replace(/^\/api\/[a-z0-9]+\/v3(?=\/)/, '/api');
}

/**
 * Every API route of the app, each handler once: registerService mounts each service twice
 * (`/api/<service>/v3/...` and the single-mode `/api/...`), and the copies share their code, so
 * only the prefixed one is kept. HEAD routes are Fastify's automatic twins of GET routes.
 */
export function distinctApiRoutes(routes: ApiRoute[]): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const route of routes) {
    if (route.method === 'HEAD' || !route.url.startsWith('/api/')) continue;
    const key = `${route.method} ${singleModeUrl(route.url)}`;
    const kept = byKey.get(key);
    if (!kept || (kept.url === singleModeUrl(kept.url) && route.url !== kept.url)) byKey.set(key, route);
  }
  return [...byKey.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** Collects routes as buildApp adds them (pass `observe` as its `onRoute` dependency). */
export function routeRecorder(): { routes: ApiRoute[]; observe: (route: RouteOptions) => void } {
  const routes: ApiRoute[] = [];
  return {
    routes,
    observe: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          public: route.config?.public === true,
          declared: route.config?.endpoint !== undefined,
        });
      }
    },
  };
}

/**
 * The API's routes, read from a throwaway app on an in-memory database: a test file can name a
 * test per route at collection time (`it.each`), before its real test app exists.
 */
export async function listApiRoutes(): Promise<ApiRoute[]> {
  const recorder = routeRecorder();
  const app = await buildApp(testConfig({ databaseUrl: 'sqlite::memory:' }), { onRoute: recorder.observe });
  await app.ready();
  await app.close();
  return distinctApiRoutes(recorder.routes);
}
