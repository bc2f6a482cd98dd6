/**
 * The reply envelope every API route answers with (IBPS-API.md §0).
 * Business outcomes travel as HTTP 200 with a `state`; HTTP-class failures
 * (400, 401, 403, 404, 413, 429, 500) also set the matching HTTP status.
 */
export interface Envelope<T = unknown> {
  state: number;
  message: string;
  cause: string | null;
  data: T;
  variables: Record<string, unknown>;
}

export function envelope<T>(
  state: number,
  message: string,
  data: T,
  cause: string | null = null,
  variables: Record<string, unknown> = {},
): Envelope<T> {
  return { state, message, cause, data, variables };
}
