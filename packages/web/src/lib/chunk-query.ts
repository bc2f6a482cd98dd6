import { queryOptions } from '@tanstack/react-query';

/**
 * Query options for what the app loads from its own chunks, not from the API (the help center's
 * questions in a language, a group's extras on a detail screen): a screen shows it like any query
 * (QueryView's skeleton and retry) and it is kept for the session. Keyed under 'chunk', apart
 * from the endpoints' keys (api/endpoint-call.ts endpointKey), by the chunk and what picks it.
 */
export function chunkQuery<T>(chunk: string, picks: readonly string[], load: () => Promise<T>) {
  return queryOptions({ queryKey: ['chunk', chunk, ...picks], queryFn: load, staleTime: Infinity });
}
