import type { ServicePrefix } from '../constants.js';
import type { AnyEndpoint } from './endpoint.js';

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
