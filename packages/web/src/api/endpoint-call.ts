import type {
  AnyEndpoint,
  AnyRoute,
  Declared,
  EndpointInput,
  EndpointReply,
  Envelope,
  fileBytes,
  Route,
} from '@campus/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf } from './core/reply-data';
import type { QueryValue } from './core/request-url';
import type { HttpClient } from './core/types';

/**
 * The web side of the contract's endpoint declarations (docs/ARCHITECTURE.md "Endpoints"): a call
 * names the declaration and its typed input, never a URL or a wire type; query keys derive from the
 * declaration (service + path + input), so a command invalidates exactly what it changes.
 */

/** How a call shows itself: the global loading toast while in flight. */
export interface CallOptions {
  loading?: boolean;
  /** An upload's progress from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
}

/** Endpoints without input are called without one; path parameters, a query or a body make it required. */
type InputArgs<R extends AnyRoute, E extends Declared<R> = Declared<R>> = E['params'] extends undefined
  ? E['query'] extends undefined
    ? E['body'] extends undefined
      ? [input?: EndpointInput<R>, options?: CallOptions]
      : [input: EndpointInput<R>, options?: CallOptions]
    : [input: EndpointInput<R>, options?: CallOptions]
  : [input: EndpointInput<R>, options?: CallOptions];

export type Call = <E extends AnyRoute>(
  endpoint: E,
  ...args: InputArgs<E>
) => Promise<Envelope<EndpointReply<E>>>;

/** The path with its `:name` segments filled in (each value encoded as one segment). */
export function pathOf(endpoint: AnyRoute, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}

/** What every request of an endpoint carries: where it goes, its query and body, the loading toast. */
function requestOf(endpoint: AnyRoute, input: EndpointInput<AnyRoute> | undefined, options: CallOptions) {
  return {
    method: endpoint.method,
    service: endpoint.service,
    url: pathOf(endpoint, input?.params as Record<string, unknown> | undefined),
    params: input?.query as Record<string, QueryValue> | undefined,
    data: input?.body,
    loading: options.loading,
  };
}

export function createCall(client: HttpClient): Call {
  const call = (endpoint: AnyRoute, input?: EndpointInput<AnyRoute>, options: CallOptions = {}) =>
    client.request({
      ...requestOf(endpoint, input, options),
      onUploadProgress: options.onUploadProgress,
      idempotent: endpoint.idempotent,
    });
  return call as Call;
}

/** Endpoints whose reply is a file (contract `fileBytes`). */
type FileEndpoint = Route<AnyEndpoint & { reply: typeof fileBytes }>;

export type Download = <E extends FileEndpoint>(endpoint: E, ...args: InputArgs<E>) => Promise<ArrayBuffer>;

/** Fetches a download's bytes (a refusal comes as the envelope and is thrown as the request error). */
export function createDownload(client: HttpClient): Download {
  const download = (endpoint: AnyRoute, input?: EndpointInput<AnyRoute>, options: CallOptions = {}) =>
    client.request({ ...requestOf(endpoint, input, options), responseType: 'arraybuffer' });
  return download as Download;
}

/** The key of every query of an endpoint (to invalidate them all), or of one call (with its input). */
export function endpointKey(endpoint: AnyRoute, input?: unknown): readonly unknown[] {
  const base = [endpoint.service, endpoint.path];
  return input === undefined ? base : [...base, input];
}

/** Query options for one call of an endpoint: its data, or the refusal as an error. */
export function createEndpointQuery(call: Call) {
  return <E extends AnyRoute>(endpoint: E, input?: EndpointInput<E>) =>
    queryOptions({
      queryKey: endpointKey(endpoint, input ?? {}),
      queryFn: async (): Promise<EndpointReply<E>> =>
        dataOf(
          await (call as (e: E, i?: EndpointInput<E>) => Promise<Envelope<EndpointReply<E>>>)(
            endpoint,
            input,
          ),
        ),
    });
}

/** After a command: reload the queries of the endpoints it changed, and only those. */
export async function invalidateEndpoints(
  client: QueryClient,
  endpoints: readonly AnyRoute[],
): Promise<void> {
  await Promise.all(
    endpoints.map((endpoint) => client.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  );
}
