import type { z } from 'zod';
import type { ServicePrefix } from '../constants.js';
import { defineEndpoint, type Endpoint, type EndpointAccess } from './endpoint.js';

/**
 * The endpoints of one service declared together: what they share (the service, who may call
 * them, and, where every one has them, the path parameters or the variables) is said once, each
 * endpoint only says its method, path and own schemas. Each one is exactly what defineEndpoint
 * returns for the same declaration (the same checks where it is written, the same frozen object,
 * the same inferred types).
 *
 *   const dorm = endpointsOf({ service: 'ssgl', access: 'signedIn' });
 *   mine: dorm.get('/dorm/mine', { reply: myDormitory }),
 *   save: dorm.post('/dorm/discipline/save', { body: disciplineInput, reply: disciplineRecord }),
 */

type Schema = z.ZodType;

/** What the endpoints share unless one says otherwise. */
export interface SharedParts {
  readonly service: ServicePrefix;
  readonly access: EndpointAccess;
  readonly params?: Schema;
  readonly variables?: Schema;
  readonly idempotent?: boolean;
}

/** What one endpoint says besides its method and path (the shared parts it overrides included). */
export interface OwnParts<
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
  V extends Schema | undefined,
  P extends Schema | undefined,
> {
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly reply: R;
  readonly variables?: V;
  readonly access?: EndpointAccess;
  readonly idempotent?: boolean;
  readonly summary?: string;
}

/** The shared schema named K, or undefined: what an endpoint that does not name its own gets. */
type SharedSchema<S extends SharedParts, K extends 'params' | 'variables'> = S[K] extends Schema
  ? S[K]
  : undefined;

type Path = `/${string}`;

export interface EndpointsOf<S extends SharedParts> {
  get<
    R extends Schema,
    Q extends Schema | undefined = undefined,
    V extends Schema | undefined = SharedSchema<S, 'variables'>,
    P extends Schema | undefined = SharedSchema<S, 'params'>,
  >(
    path: Path,
    parts: OwnParts<Q, undefined, R, V, P>,
  ): Endpoint<Q, undefined, R, V, P>;
  post<
    R extends Schema,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    V extends Schema | undefined = SharedSchema<S, 'variables'>,
    P extends Schema | undefined = SharedSchema<S, 'params'>,
  >(
    path: Path,
    parts: OwnParts<Q, B, R, V, P>,
  ): Endpoint<Q, B, R, V, P>;
  put<
    R extends Schema,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    V extends Schema | undefined = SharedSchema<S, 'variables'>,
    P extends Schema | undefined = SharedSchema<S, 'params'>,
  >(
    path: Path,
    parts: OwnParts<Q, B, R, V, P>,
  ): Endpoint<Q, B, R, V, P>;
}

/** Declares endpoints that share `shared` (each may override any of it). */
export function endpointsOf<const S extends SharedParts>(shared: S): EndpointsOf<S> {
  // The shared parts are spread first, so an endpoint's own override them; the declaration's
  // types are the ones EndpointsOf states (the shared schemas where the endpoint names none).
  const declare =
    (method: 'GET' | 'POST' | 'PUT') =>
    <
      Q extends Schema | undefined,
      B extends Schema | undefined,
      R extends Schema,
      V extends Schema | undefined,
      P extends Schema | undefined,
    >(
      path: Path,
      parts: OwnParts<Q, B, R, V, P>,
    ): Endpoint<Q, B, R, V, P> =>
      defineEndpoint({ ...shared, method, path, ...parts }) as Endpoint<Q, B, R, V, P>;
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT') };
}
