import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app under /app/: hashed assets cached for a year, index.html never
 * cached (so a deploy is picked up on the next load), deep links answered with index.html.
 * Returns the not-found handler for paths outside /api, or undefined when there is no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined> {
  const indexFile = join(distDir, 'index.html');
  if (!distDir || !existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/app/',
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz copies beside each text file (packages/web/vite.config.ts):
    // sent to browsers that accept them, with Vary: Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.header('Cache-Control', path.includes(`${join(distDir, 'assets')}`) ? IMMUTABLE : 'no-cache');
    },
  });

  app.get('/', (_request, reply) => reply.redirect('/app/'));
  // Not a route: with trailing slashes folded, a '/app' route would also catch '/app/'.
  app.addHook('onRequest', async (request, reply) => {
    const [path, query] = request.url.split('?');
    if (path === '/app') return reply.redirect(query ? `/app/?${query}` : '/app/');
  });

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = path.startsWith('/app/') && !/\.[a-z0-9]+$/i.test(path);
    if ((request.method === 'GET' || request.method === 'HEAD') && isPage) {
      return reply
        .code(200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
}
