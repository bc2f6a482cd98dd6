import type { AnyRoute } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../api/endpoint-call';

/**
 * Awaits a group's command, then reloads the queries of what it changed, and only then answers
 * with the command's result: the screen's success (a toast, closing a form) shows over fresh lists.
 */
export async function reloadAfter<T>(
  client: QueryClient,
  command: Promise<T>,
  changes: readonly AnyRoute[],
): Promise<T> {
  const done = await command;
  await invalidateEndpoints(client, changes);
  return done;
}
