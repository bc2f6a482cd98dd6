import {
  endpointName,
  fileBytes,
  SecurityState,
  servicePath,
  successEnvelope,
  type AnyDeclaration,
  type EndpointArgs,
  type EndpointReply,
  type Envelope,
  uploadForm,
} from '@campus/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth, type AuthContext } from './auth.js';
import { AppError } from './errors.js';
import { replySerializer } from './endpoint-serializer.js';

/**
 * Mounts a contract declaration (packages/contract/src/api/endpoint.ts) as a route: the input
 * validated by its schemas, the reply serialized by its schema (a field it does not name is never
 * sent), who may call it checked here once, the OpenAPI entry generated from it.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was mounted from (the route test and the fuzzer read it). */
    endpoint?: AnyDeclaration;
  }
}

/** A relation check named by declarations (`access: { relation }`), registered by the area that knows it. */
export type RelationCheck = (me: AuthContext, request: FastifyRequest) => void | Promise<void>;

const relations = new Map<string, RelationCheck>();

/** Registers what `access: { relation: name }` means; an area does this once, before mounting. */
export function registerRelation(name: string, check: RelationCheck): void {
  relations.set(name, check);
}

type Caller<E extends AnyDeclaration> = E['access'] extends 'public' ? AuthContext | null : AuthContext;

export type EndpointHandlerArgs<E extends AnyDeclaration> = EndpointArgs<E> & {
  me: Caller<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** The envelope a handler answers with: `ok(data, variables)`; the declaration's `variables` say which go out. */
export type EndpointResult<E extends AnyDeclaration> = Envelope<EndpointReply<E>>;

/** A download's handler answers with the reply it sent the file on (`reply.send(stream)`). */
export type EndpointHandler<E extends AnyDeclaration> = (
  args: EndpointHandlerArgs<E>,
) => E['reply'] extends typeof fileBytes
  ? Promise<FastifyReply> | FastifyReply
  : Promise<EndpointResult<E>> | EndpointResult<E>;

export interface MountOptions {
  /** Route config besides what the declaration says (rate limits, upload limits). */
  config?: FastifyContextConfig;
  /** OpenAPI tags; the service name by default. */
  tags?: string[];
  /** A body limit other than the app's (BODY_LIMIT), e.g. a process definition's XML. */
  bodyLimit?: number;
}

async function checkAccess(endpoint: AnyDeclaration, request: FastifyRequest): Promise<AuthContext | null> {
  const { access } = endpoint;
  if (access === 'public') return request.auth;
  const me = requireAuth(request);
  if (access === 'signedIn') return me;
  if ('roles' in access) {
    if (!access.roles.some((role: string) => me.roles.includes(role))) {
      throw new AppError(SecurityState.UNAUTHORIZED);
    }
    return me;
  }
  const check = relations.get(access.relation);
  if (!check) throw new Error(`${endpointName(endpoint)}: no relation "${access.relation}" registered`);
  await check(me, request);
  return me;
}

/**
 * The plugin mounting a declaration must be its service's (registerService mounts it twice: at
 * /api/<service>/v3 and, for single mode, at /api): a declaration mounted under another service
 * would answer at an address the web app never calls. An app route (no service) hangs off /api
 * itself.
 */
function assertService(app: FastifyInstance, endpoint: AnyDeclaration): void {
  const places = endpoint.service ? ['/api', `/api${servicePath(endpoint.service)}`] : ['/api'];
  if (!places.includes(app.prefix)) {
    throw new Error(`${endpointName(endpoint)} mounted under ${app.prefix || '/'}`);
  }
}

/**
 * An alias that dispatches by its body (`countsAs` a function) knows which action's bucket it
 * counts in only once the body is read: its rate limit is counted before the handler, not on
 * arrival.
 */
function dispatchedLimit(endpoint: AnyDeclaration, config: FastifyContextConfig | undefined) {
  const rateLimit = config?.rateLimit;
  if (typeof endpoint.countsAs !== 'function' || !rateLimit) return {};
  return { rateLimit: { ...rateLimit, hook: 'preHandler' as const } };
}

export function mount<E extends AnyDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: MountOptions = {},
): void {
  assertService(app, endpoint);
  // A download's handler sends the file itself; an upload's reads the multipart stream itself.
  const file = endpoint.reply === fileBytes;
  const schema: Record<string, unknown> = { tags: options.tags ?? [endpoint.service ?? 'app'] };
  if (!file) schema.response = { 200: successEnvelope(endpoint) };
  // The OpenAPI document says a public endpoint needs no token.
  if (endpoint.access === 'public') schema.security = [];
  if (endpoint.summary) schema.summary = endpoint.summary;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && endpoint.body !== uploadForm) schema.body = endpoint.body;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema,
    config: {
      ...(endpoint.idempotent ? { idempotent: true } : {}),
      // A route may refine the declaration's idempotency ('in-handler') and add rate limits.
      ...options.config,
      ...dispatchedLimit(endpoint, options.config),
      endpoint,
      ...(endpoint.access === 'public' ? { public: true } : {}),
    },
    ...(file ? {} : { serializerCompiler: () => replySerializer(endpoint, app.config.checkReplies) }),
    handler: async (request, reply) => {
      const me = await checkAccess(endpoint, request);
      return handler({
        me: me as Caller<E>,
        params: request.params as EndpointArgs<E>['params'],
        query: request.query as EndpointArgs<E>['query'],
        body: request.body as EndpointArgs<E>['body'],
        request,
        reply,
      });
    },
  });
}
