import type { z } from 'zod';
import type { ServicePrefix } from '../constants.js';
import { listQuerySchema } from '../list.js';
import { defineEndpoint, type Endpoint, type EndpointAccess, type EndpointDeclaration } from './endpoint.js';
import { listReplyOf } from './list-reply.js';

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
type Maybe = Schema | undefined;

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
  Q extends Maybe,
  B extends Maybe,
  R extends Schema,
  V extends Maybe,
  P extends Maybe,
> {
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly reply: R;
  readonly variables?: V;
  readonly access?: EndpointAccess;
  readonly idempotent?: boolean;
  readonly summary?: string;
  /** A compatibility alias: the endpoint it counts as (EndpointDeclaration.countsAs). */
  readonly countsAs?: EndpointDeclaration['countsAs'];
}

/** The shared schema named K, or undefined: what an endpoint that does not name its own gets. */
type SharedSchema<S extends SharedParts, K extends 'params' | 'variables'> = S[K] extends Schema
  ? S[K]
  : undefined;

type Path = `/${string}`;

/** Declares one endpoint; `Bodies` is what its body may be (undefined only, for a GET). */
type Declare<S extends SharedParts, Bodies extends Maybe> = <
  R extends Schema,
  Q extends Maybe = undefined,
  B extends Bodies & Maybe = undefined & Bodies,
  V extends Maybe = SharedSchema<S, 'variables'>,
  P extends Maybe = SharedSchema<S, 'params'>,
>(
  path: Path,
  parts: OwnParts<Q, B, R, V, P>,
) => Endpoint<Q, B, R, V, P>;

/** A list endpoint's parts besides its body and reply (the list body, a page of rows). */
type ListParts<Q extends Maybe, V extends Maybe, P extends Maybe> = Omit<
  OwnParts<Q, undefined, Schema, V, P>,
  'body' | 'reply'
>;

export interface EndpointsOf<S extends SharedParts> {
  get: Declare<S, undefined>;
  post: Declare<S, Maybe>;
  put: Declare<S, Maybe>;
  /** A list: a POST of the list body (list.ts ListQuery) answering a page of `row`s. */
  list<
    Row extends Schema,
    Q extends Maybe = undefined,
    V extends Maybe = SharedSchema<S, 'variables'>,
    P extends Maybe = SharedSchema<S, 'params'>,
  >(
    path: Path,
    row: Row,
    parts?: ListParts<Q, V, P>,
  ): Endpoint<Q, typeof listQuerySchema, ReturnType<typeof listReplyOf<Row>>, V, P>;
}

/** Declares endpoints that share `shared` (each may override any of it). */
export function endpointsOf<const S extends SharedParts>(shared: S): EndpointsOf<S> {
  // The shared parts are spread first, so an endpoint's own override them; the declaration's
  // types are the ones EndpointsOf states (the shared schemas where the endpoint names none).
  const declare =
    (method: 'GET' | 'POST' | 'PUT') =>
    <Q extends Maybe, B extends Maybe, R extends Schema, V extends Maybe, P extends Maybe>(
      path: Path,
      parts: OwnParts<Q, B, R, V, P>,
    ): Endpoint<Q, B, R, V, P> =>
      defineEndpoint({ ...shared, method, path, ...parts }) as Endpoint<Q, B, R, V, P>;
  const post = declare('POST');
  return {
    get: declare('GET'),
    post,
    put: declare('PUT'),
    list: (path, row, parts) => post(path, { ...parts, body: listQuerySchema, reply: listReplyOf(row) }),
  };
}
