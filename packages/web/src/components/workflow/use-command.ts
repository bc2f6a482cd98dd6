import { SERVICE_PREFIXES, type AnyRoute } from '@campus/contract';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  changeEndpoints,
  historyEndpoints,
  initiatedEndpoints,
  pendingByReach,
  receivedEndpoints,
  taskEndpoints,
} from '../../api/bpm';
import { invalidateEndpoints } from '../../api/endpoint-call';
import { http } from '../../api/http';
import { showToast } from '../feedback';

/**
 * What a workflow action (a decision, a send-back, a transfer, a start, a withdrawal) changes,
 * in one place: the task and its request (their forms, timeline and diagram), the inboxes and
 * the starter's lists, and the workbench's counts (which are those lists' totals).
 */
export const WORKFLOW_QUERIES: readonly AnyRoute[] = [
  // the task and its request (not where the task could be sent back or who could be added: only
  // its holder may ask, and a command on it ends the holding, so asking again after a send-back
  // answered "task already handled" over the approver's success, issue 30 item 11)
  taskEndpoints.formData,
  initiatedEndpoints.formData,
  initiatedEndpoints.instFormInfo,
  historyEndpoints.flowHistory,
  historyEndpoints.flowImage,
  // the inboxes and the counts
  ...Object.values(receivedEndpoints),
  ...Object.values(pendingByReach),
  initiatedEndpoints.requested,
  initiatedEndpoints.completed,
  initiatedEndpoints.drafts,
  changeEndpoints.query,
  changeEndpoints.get,
];

const SERVICES = new Set<unknown>(SERVICE_PREFIXES);
/** The student-affairs groups' services: a decision moves a group's record (its status, lists, figures). */
const GROUP_SERVICES = new Set<unknown>(
  SERVICE_PREFIXES.filter((service) => !['oauth2', 'platform', 'business'].includes(service)),
);

/** A key derived from a declaration ([service, path, input]; api/endpoint-call.ts endpointKey). */
function declaredKey(key: QueryKey): boolean {
  return SERVICES.has(key[0]) && typeof key[1] === 'string' && key[1].startsWith('/');
}

/**
 * Reloads what a command changed: the queries of `changes`, a workflow action's by default
 * (WORKFLOW_QUERIES; a caller adds its own with `[...WORKFLOW_QUERIES, ...]`). A caller naming
 * nothing (a decision from the inbox, which may concern any group's request) also reloads the
 * student-affairs groups' queries (a group's records show their request's status; its lists and
 * figures follow) and every query keyed by hand (screens not yet keyed by their declarations,
 * issue 27); announcements, dictionaries, the address book and the user's context stay cached.
 */
export async function invalidateAfterCommand(
  client: QueryClient,
  changes?: readonly AnyRoute[],
): Promise<void> {
  await Promise.all([
    invalidateEndpoints(client, changes ?? WORKFLOW_QUERIES),
    changes
      ? undefined
      : client.invalidateQueries({
          predicate: (q) => !declaredKey(q.queryKey) || GROUP_SERVICES.has(q.queryKey[0]),
        }),
  ]);
}

/**
 * Runs a command: while it runs the screen can show it is busy; afterwards the queries of what it
 * changed reload (invalidateAfterCommand), and a failure the request layer has not shown yet is
 * shown.
 */
export function useCommand(changes?: readonly AnyRoute[]) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(
      command: () => Promise<T>,
      successText?: string,
      onError?: (error: unknown) => void,
    ): Promise<T | undefined> => {
      setBusy(true);
      try {
        const result = await command();
        if (successText) void showToast({ icon: 'success', content: successText });
        await invalidateAfterCommand(client, changes);
        return result;
      } catch (error) {
        http.report(error);
        onError?.(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [client, changes],
  );
  return { busy, run };
}
