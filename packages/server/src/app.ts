import { registerChangeOrigin } from './core/change-log/origin.js';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/index.js';
import { registerAuth } from './http/auth.js';
import { registerNoStore } from './http/cache-control.js';
import { registerApiDocs } from './http/docs.js';
import { registerEnvelopeMessages } from './http/envelope-hook.js';
import { registerIdempotency } from './http/idempotency.js';
import { apiNotFound, frameworkErrors, registerErrorFunnel } from './http/error-funnel.js';
import { registerLanguage } from './http/language.js';
import { registerMetrics } from './http/metrics.js';
import { registerRequestId } from './http/request-id.js';
import { registerNulGuard } from './http/nul-guard.js';
import { registerRateLimits } from './http/rate-limit.js';
import { inlineScriptSources } from './http/inline-scripts.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import { baseAliasRewrite } from './http/base-alias.js';
import { registerJsonBody } from './http/json-body.js';
import { validatorWithListBodies } from './http/list-body.js';
import { registerService } from './http/service.js';
import { registerAffairModules } from './modules/affairs/plugin.js';
import { healthRoutes } from './modules/health/routes.js';
import { lifecycleRoutes } from './modules/admin/lifecycle/routes.js';
import { designerRoutes } from './modules/admin/designer/routes.js';
import { bpmRoutes } from './modules/bpm/plugin.js';
import { oauth2Routes } from './modules/oauth2/routes.js';
import { casLogoutRoutes } from './modules/oauth2/sso/cas-logout.js';
import { platformRoutes } from './modules/platform/routes.js';
import { createOutbound, type Outbound } from './core/net/outbound.js';
import { registerPushSender } from './modules/platform/push/sender-hook.js';
import { schoolRoutes } from './core/setup/routes.js';
import { directoryRoutes } from './modules/admin/directory/routes.js';
import { createSetupGate, type SetupGate } from './core/setup/setup-gate.js';
import { deployAffairModules } from './modules/affairs/deploy.js';
import { loadAffairRegistry } from './modules/affairs/registry/discover.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Every request to an administrator-configured or user-supplied address (core/net). */
    outbound: Outbound;
  }
}

/** Hides tokens that travel in query strings (access_token=...) from the request log. */
function redactUrl(url: string): string {
  return url.replace(/(access_token|refresh_token|password|ticket|code)=[^&]*/gi, '$1=***');
}

export interface AppDependencies {
  /** An already open database; otherwise one is opened from config.databaseUrl and closed with the app. */
  database?: Database;
  /**
   * Sees every route as it is added (before any plugin registers one), so a test can list the
   * whole API from the app itself: the route fuzzer covers new routes without being told.
   */
  onRoute?: (route: RouteOptions) => void;
  /** The first school's setup link; main.ts opens it when the database has no school. */
  setupGate?: SetupGate;
}

/**
 * Builds the whole server without listening: tests drive it with `inject`, main.ts listens.
 * The database must already be migrated (main.ts and the test setup do that).
 */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-authorization-access_token"]', 'req.headers.authorization'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    frameworkErrors,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: baseAliasRewrite(config.apiBaseAlias),
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorWithListBodies);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    openDatabase(config.databaseUrl, {
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
  app.decorate('config', config);
  app.decorate('database', database);
  if (!deps.database) app.addHook('onClose', async () => database.close());
  const outbound = createOutbound(config.outbound);
  app.decorate('outbound', outbound);
  app.decorate('setupGate', deps.setupGate ?? createSetupGate());
  app.addHook('onClose', async () => outbound.close());

  registerRequestId(app);
  registerMetrics(app);
  registerLanguage(app);
  registerEnvelopeMessages(app);
  registerErrorFunnel(app);
  registerJsonBody(app);
  registerAuth(app);
  registerChangeOrigin(app);
  registerNoStore(app);
  registerNulGuard(app);
  registerIdempotency(app);
  registerPushSender(app);
  await registerSecurityHeaders(app, inlineScriptSources(config.webDist));
  await registerRateLimits(app);
  await registerApiDocs(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await registerService(app, 'oauth2', oauth2Routes);
  await registerService(app, 'platform', platformRoutes);
  // A new school gets every student-affairs module at once, as every school gets them at start.
  const registry = await loadAffairRegistry();
  await registerService(
    app,
    'platform',
    schoolRoutes((trx, tenantId, now) =>
      deployAffairModules(trx, registry, tenantId, now).then(() => undefined),
    ),
  );
  await registerService(app, 'platform', lifecycleRoutes);
  await registerService(app, 'business', bpmRoutes);
  await registerService(app, 'business', designerRoutes(registry));
  await registerService(app, 'platform', directoryRoutes);
  await registerAffairModules(app);
  await app.register(casLogoutRoutes);

  const webNotFound = await registerWebApp(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !webNotFound) return apiNotFound(request, reply);
    return webNotFound(request, reply);
  });

  return app;
}
