import { z } from 'zod';
import type { ServicePrefix } from '../constants.js';

/**
 * One declaration per endpoint, read by both sides (docs/ARCHITECTURE.md "Endpoints"): the server
 * mounts it (input validated, reply serialized by its schema, OpenAPI generated, who may call it
 * checked once), the web calls it (typed input and reply, query keys derived from it). Nothing about
 * an endpoint is written twice.
 */

/**
 * Who may call an endpoint, where that is static. `roles`: any of these role codes in the tenant;
 * `relation`: a named check the server registers (e.g. 'groupReviewer': may review this group),
 * for callers whose right follows from their relation to the service rather than a role code.
 * Checks that depend on the object asked for (this request, this student) stay in the service.
 */
export type EndpointAccess =
  'public' | 'signedIn' | { readonly roles: readonly string[] } | { readonly relation: string };

type Schema = z.ZodType;

export interface EndpointDeclaration<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  V extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> {
  /** The service whose prefix (/api/<service>/v3) the path hangs off. */
  readonly service: ServicePrefix;
  /** PUT: a replacement of what the path names (a session record); it may have a body, as a POST. */
  readonly method: 'GET' | 'POST' | 'PUT';
  /** Inside the service, e.g. '/system/news/query'; a `:name` segment is a path parameter. */
  readonly path: `/${string}`;
  /** The path parameters (`:name` segments), when the path has any. */
  readonly params?: P;
  /** Query-string parameters (what a browser sends as text; the schema may coerce). */
  readonly query?: Q;
  /** The JSON body. */
  readonly body?: B;
  /** The envelope's `data` on success. A field it does not name is never sent. */
  readonly reply: R;
  /** The envelope's `variables` on success, when the endpoint sends any. */
  readonly variables?: V;
  readonly access: EndpointAccess;
  /** A create: the client sends an Idempotency-Key and a repeat answers the first reply. */
  readonly idempotent?: boolean;
  /** One line for the OpenAPI document. */
  readonly summary?: string;
  /**
   * The endpoint this one stands in for (a compatibility alias: another path or another shape of
   * the same action): it counts in that endpoint's rate-limit bucket and keeps its Idempotency-Key
   * replies there (server http/route-key.ts), so switching paths neither doubles a budget nor
   * misses a replay. A function picks the endpoint from the body, for an alias that dispatches to
   * several actions (the platform's `task/complete` by `actionName`).
   */
  readonly countsAs?: AnyEndpoint | ((body: unknown) => AnyEndpoint | undefined);
}

/** A declaration as defineEndpoint returns it: every part present (undefined where not declared). */
export type Endpoint<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  V extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> = Omit<EndpointDeclaration<Q, B, R, V, P>, 'params' | 'query' | 'body' | 'variables'> & {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly variables: V;
};

/** Any declared endpoint (for code that handles them all: mounting, the route test, the fuzzer). */
export type AnyEndpoint = Endpoint<
  Schema | undefined,
  Schema | undefined,
  Schema,
  Schema | undefined,
  Schema | undefined
>;

/**
 * One of the app's own routes, at /api<path> outside every service: the health check that load
 * balancers, monitors and the installed app ask, whatever services a deployment runs. Declared
 * like an endpoint but without a service; the server mounts it the same way, and the web's client
 * (which addresses services) takes service endpoints only.
 */
export type AppRouteDeclaration<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  V extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> = Omit<EndpointDeclaration<Q, B, R, V, P>, 'service'>;

/** An app route as defineAppRoute returns it. */
export type AppRoute<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  V extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> = Omit<Endpoint<Q, B, R, V, P>, 'service'> & { readonly service?: undefined };

/** Anything the server mounts from a declaration: a service's endpoint or one of the app's own routes. */
export type AnyDeclaration =
  | AnyEndpoint
  | AppRoute<Schema | undefined, Schema | undefined, Schema, Schema | undefined, Schema | undefined>;

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;

/**
 * The declaration behind a declaration or a route (api/route.ts): the web names endpoints by
 * their routes, the server by their declarations; the types below read either.
 */
export type Declared<E extends AnyDeclaration | AnyRoute> = E extends AnyDeclaration
  ? E
  : E extends Route<infer D>
    ? D
    : never;

/** What a caller sends: `query` and `body` as the declaration has them (as typed on the wire). */
export type EndpointInput<R extends AnyRoute> = DeclaredInput<Declared<R>>;
type DeclaredInput<E extends AnyDeclaration> = (E['params'] extends Schema
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: InputOf<E['body']> } : { body?: undefined });

/** What a handler receives once the input passed the declaration (defaults filled, text coerced). */
export type EndpointArgs<E extends AnyDeclaration> = {
  params: E['params'] extends Schema ? OutputOf<E['params']> : undefined;
  query: E['query'] extends Schema ? OutputOf<E['query']> : undefined;
  body: E['body'] extends Schema ? OutputOf<E['body']> : undefined;
};

export type EndpointReply<E extends AnyDeclaration | AnyRoute> = z.output<Declared<E>['reply']>;
export type EndpointVariables<E extends AnyDeclaration | AnyRoute> = Declared<E>['variables'] extends Schema
  ? z.output<Declared<E>['variables']>
  : Record<string, never>;

/** Ties a route to the declaration it was written from (a type only: nothing at run time). */
declare const declaredBy: unique symbol;

/**
 * What a caller needs of an endpoint to reach it: the service, method and path (and whether a
 * repeat must be recognised), without the schemas. The web calls endpoints through routes
 * (`src/routes/`, written from the declarations by routes.test.ts), so the phone never downloads
 * zod or builds a schema it would not use; the declaration's types come along (input and reply
 * stay exactly typed). A declaration is itself a route, so code written for routes takes both.
 */
export interface Route<E extends AnyEndpoint = AnyEndpoint> {
  readonly service: ServicePrefix;
  readonly method: AnyEndpoint['method'];
  readonly path: AnyEndpoint['path'];
  readonly idempotent?: boolean;
  readonly [declaredBy]?: E;
}

export type AnyRoute = Route<AnyEndpoint>;

/** The declaration a route (or a declaration) stands for. */
export type DeclarationOf<R extends AnyRoute> = R extends AnyEndpoint
  ? R
  : R extends Route<infer E>
    ? E
    : never;

/** A declaration module's endpoint map with every endpoint as its route (nested maps alike). */
export type RoutesOf<M> = {
  readonly [K in keyof M]: M[K] extends AnyEndpoint ? Route<M[K]> : RoutesOf<M[K]>;
};

const PATH = /^(\/:?[A-Za-z0-9_.-]+)+$/;

/** Checks a declaration where it is written (a malformed path fails there, not on the first call). */
function settle<D extends AppRouteDeclaration>(declaration: D) {
  if (!PATH.test(declaration.path)) throw new Error(`endpoint path ${declaration.path}: /segment/segment…`);
  const named = (declaration.path.match(/:[A-Za-z0-9_]+/g) ?? []).length > 0;
  if (named !== Boolean(declaration.params)) {
    throw new Error(`endpoint ${declaration.path}: path parameters and \`params\` go together`);
  }
  if (declaration.method === 'GET' && declaration.body) {
    throw new Error(`endpoint ${declaration.path}: a GET has no body`);
  }
  return Object.freeze({
    ...declaration,
    params: declaration.params,
    query: declaration.query,
    body: declaration.body,
    variables: declaration.variables,
  });
}

/** Declares an endpoint of a service. */
export function defineEndpoint<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  V extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(declaration: EndpointDeclaration<Q, B, R, V, P>): Endpoint<Q, B, R, V, P> {
  return settle(declaration) as Endpoint<Q, B, R, V, P>;
}

/** Declares one of the app's own routes (AppRouteDeclaration): at /api<path>, outside every service. */
export function defineAppRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  V extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(declaration: AppRouteDeclaration<Q, B, R, V, P>): AppRoute<Q, B, R, V, P> {
  return settle(declaration) as AppRoute<Q, B, R, V, P>;
}

const envelopes = new WeakMap<AnyDeclaration, z.ZodType>();

/**
 * The envelope a successful call answers with (IBPS-API.md §0), as a schema: for docs and tests.
 * One per endpoint: zod compiles a schema's parser on its first use, so a new schema per app (the
 * tests build hundreds) would compile it again each time.
 */
export function successEnvelope(endpoint: AnyDeclaration): z.ZodType {
  let envelope = envelopes.get(endpoint);
  if (!envelope) {
    envelope = z.object({
      state: z.literal(200),
      message: z.string(),
      cause: z.string().nullable(),
      data: endpoint.reply,
      variables: endpoint.variables ?? z.object({}),
    });
    envelopes.set(endpoint, envelope);
  }
  return envelope;
}

/**
 * The reply of a download: the file's bytes, not an envelope (a refusal still comes as the
 * envelope). The server leaves such a reply to its handler; the web fetches it with `download`.
 */
export const fileBytes = z.custom<ArrayBuffer>(() => true, 'file');

/**
 * The body of an upload: multipart form data (the file and its fields), read by the handler with
 * its size limits rather than by a schema. The web sends a FormData.
 */
export const uploadForm = z.custom<FormData>(() => true, 'multipart');

/**
 * "GET /platform/v3/system/news/get" (under /api), "GET /health" for an app route: how logs,
 * tests and the route list name an endpoint.
 */
export function endpointName(endpoint: AnyDeclaration): string {
  const service = endpoint.service ? `/${endpoint.service}/v3` : '';
  return `${endpoint.method} ${service}${endpoint.path}`;
}
