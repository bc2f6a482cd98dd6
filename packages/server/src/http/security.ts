import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The app loads only its own scripts, for every school: DingTalk's JS API is
 * part of our build (npm dingtalk-jsapi, in its own lazily loaded chunk), never a CDN origin,
 * which would let an injected tag load any script that CDN hosts. antd-mobile sets inline styles, and
 * photos/attachments come as blob: or data: URLs. No upgrade-insecure-requests: schools often
 * run the server over plain HTTP on an intranet address, where it would break every asset.
 *
 * Helmet's middleware is built once here and run on every request (issue 33): the Fastify plugin
 * (@fastify/helmet) built it again on every request, parsing the whole policy each time, which
 * cost more than the rest of the request's hooks together. The headers are the same.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** The web build's own inline scripts, by hash (inline-scripts.ts); no other inline script runs. */
  inlineScripts: readonly string[] = [],
): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
