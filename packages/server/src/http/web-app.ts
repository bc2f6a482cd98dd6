import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
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

  // The files of the build, listed once at start: the build does not change while the server runs
  // (a deploy restarts it). A path is served only when it names one of them exactly.
  const files = new Set(
    readdirSync(distDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );

  // reply.sendFile only (serve: false): the plugin's own wildcard route read the whole assets
  // folder (1,500 files) on every request to check the path's spelling, a fifth of the server's
  // time in the browser journeys; the exact list above makes that check unnecessary.
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    // The build writes .br and .gz copies beside each text file (packages/web/vite.config.ts):
    // sent to browsers that accept them, with Vary: Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.header('Cache-Control', path.includes(`${join(distDir, 'assets')}`) ? IMMUTABLE : 'no-cache');
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/app/*',
    schema: { hide: true },
    handler(request, reply) {
      const path = (request.params as { '*': string })['*'];
      // Anything else (a screen's address, a missing file) goes to the not-found handler below.
      return files.has(path) ? reply.sendFile(path) : reply.callNotFound();
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
