import type { AnyRoute, EndpointInput, Envelope, FormValues, Language, ListQuery } from '@campus/contract';
import { queryOptions } from '@tanstack/react-query';
import { agentEndpoints, changeEndpoints, type AgentBody } from '@campus/contract/routes/api/bpm/change';
import { categoryEndpoints } from '@campus/contract/routes/api/platform/categories';
import { historyEndpoints } from '@campus/contract/routes/api/bpm/history';
import { initiatedEndpoints } from '@campus/contract/routes/api/bpm/initiated';
import { phraseEndpoints } from '@campus/contract/routes/api/bpm/phrase';
import { receivedEndpoints } from '@campus/contract/routes/api/bpm/received';
import { taskEndpoints, type TaskActionBody } from '@campus/contract/routes/api/bpm/task';
import { dataOf } from './core/reply-data';
import { endpointKey } from './endpoint-call';
import { call, endpointQuery } from './http';

/**
 * The workflow service (/business/v3/bpm; IBPS-API.md §2 and docs/API.md "Workflow"), by its
 * declarations (contract api/bpm/*): one function per route, the wire types inferred from them.
 */

export { agentEndpoints, changeEndpoints } from '@campus/contract/routes/api/bpm/change';
export { historyEndpoints } from '@campus/contract/routes/api/bpm/history';
export { initiatedEndpoints } from '@campus/contract/routes/api/bpm/initiated';
export { phraseEndpoints } from '@campus/contract/routes/api/bpm/phrase';
export { pendingByReach, receivedEndpoints } from '@campus/contract/routes/api/bpm/received';
export { taskEndpoints } from '@campus/contract/routes/api/bpm/task';
export type { AgentRow, ChangeRow } from '@campus/contract/routes/api/bpm/change';
export type { FlowImage, FlowStep, HistoryItem } from '@campus/contract/routes/api/bpm/history';
export type { DraftRow, ProcessRow, RequestRow } from '@campus/contract/routes/api/bpm/initiated';
export type { PhraseRow } from '@campus/contract/routes/api/bpm/phrase';
export type {
  CopyRow,
  HandledRow,
  HandledTaskRow,
  PendingRow,
  RevocableRow,
} from '@campus/contract/routes/api/bpm/received';
export type {
  CommandResult,
  FormAttributes,
  FormView,
  InstanceResult,
  InstanceStatus,
} from '@campus/contract/api/bpm/shared';
export type { AddSignInfo, BatchResult } from '@campus/contract/routes/api/bpm/task';
export type AgentInput = AgentBody;

export type { CategoryNode } from '@campus/contract/routes/api/platform/categories';

export interface TaskCommand {
  taskId: string;
  /** The form values this step may edit. */
  data?: FormValues;
  opinion?: string;
}

export type RejectMode = 'previous' | 'starter' | 'node';

/**
 * Query options for a workflow read: its replies name processes, steps and subjects in the
 * reader's language, so the key names the language too (a switch reloads them). The key still
 * starts with the declaration's, so invalidating the endpoint reaches it.
 */
export function readerQuery<E extends AnyRoute>(endpoint: E, input: EndpointInput<E>, language: Language) {
  const options = (endpointQuery as (e: E, i: EndpointInput<E>) => ReturnType<typeof endpointQuery<E>>)(
    endpoint,
    input,
  );
  return { ...options, queryKey: endpointKey(endpoint, { ...input, language }) as typeof options.queryKey };
}

/** A task command's body: the form values travel as a JSON string, as the platform sends them. */
function commandBody({ taskId, data, opinion }: TaskCommand): TaskActionBody {
  return { taskId, opinion, ...(data ? { data: JSON.stringify(data) } : {}) };
}

// No global loading toast: the screens show which button is busy, and the toast would close the
// outcome's message when it hides.
const data = async <T>(reply: Promise<Envelope<T>>): Promise<T> => dataOf(await reply);
const list =
  <E extends AnyRoute>(endpoint: E) =>
  (body: ListQuery) =>
    data((call as (e: E, i: { body: ListQuery }) => ReturnType<typeof call<E>>)(endpoint, { body }));

const REJECTS = {
  previous: taskEndpoints.rejectToPrevious,
  starter: taskEndpoints.rejectToStart,
  node: taskEndpoints.reject,
} as const;

export const bpm = {
  // ----- lists -----
  newProcesses: list(initiatedEndpoints.newProcesses),
  favoriteProcesses: list(initiatedEndpoints.favorited),
  myRequested: list(initiatedEndpoints.requested),
  myCompleted: list(initiatedEndpoints.completed),
  drafts: list(initiatedEndpoints.drafts),
  pending: list(receivedEndpoints.pending),
  handled: list(receivedEndpoints.handled),
  concluded: list(receivedEndpoints.concluded),
  revocable: list(receivedEndpoints.revocable),
  changes: list(changeEndpoints.query),
  agents: list(agentEndpoints.query),
  phrases: list(phraseEndpoints.query),

  setFavorite: (defId: string, favourite: boolean) =>
    data(
      call(favourite ? initiatedEndpoints.saveFavorites : initiatedEndpoints.removeFavorites, {
        query: { defIds: defId },
      }),
    ),

  // ----- starting and drafts -----
  startForm: (ref: { defId?: string; proInstId?: string }) =>
    data(
      call(initiatedEndpoints.formData, {
        query: {
          ...(ref.defId ? { defId: ref.defId } : {}),
          ...(ref.proInstId ? { proInstId: ref.proInstId } : {}),
        },
      }),
    ),
  instanceView: (proInstId: string) => data(call(initiatedEndpoints.formData, { query: { proInstId } })),
  start: (input: { defId: string; proInstId?: string; data: FormValues }) =>
    data(call(initiatedEndpoints.start, { body: { ...input, data: JSON.stringify(input.data) } })),
  saveDraft: (input: { defId: string; proInstId?: string; data: FormValues }) =>
    data(call(initiatedEndpoints.saveDraft, { body: { ...input, data: JSON.stringify(input.data) } })),
  removeDrafts: (ids: string[]) =>
    data(call(initiatedEndpoints.removeDrafts, { query: { ids: ids.join(',') }, body: undefined })),
  /** The starter withdraws a request no approver has acted on (it becomes a draft again). */
  withdrawRequest: (instId: string, opinion?: string) =>
    data(call(initiatedEndpoints.withdraw, { body: { instId, opinion } })),
  /** The starter calls off a running request. */
  endRequest: (instId: string, endReason?: string) =>
    data(call(initiatedEndpoints.end, { query: { instId, ...(endReason ? { endReason } : {}) } })),
  urge: (ref: { taskId?: string; instId?: string; message?: string }) =>
    data(call(taskEndpoints.urge, { body: ref })),
  /** Sends colleagues a copy of a running request: a message, and read access to it. */
  copyTo: (input: { instId: string; receiverIds: string[]; opinion?: string }) =>
    data(call(historyEndpoints.copyTo, { body: input })),

  // ----- tasks -----
  agree: (command: TaskCommand) => data(call(taskEndpoints.agree, { body: commandBody(command) })),
  oppose: (command: TaskCommand) => data(call(taskEndpoints.oppose, { body: commandBody(command) })),
  abandon: (command: TaskCommand) => data(call(taskEndpoints.abandon, { body: commandBody(command) })),
  reject: (command: TaskCommand & { mode: RejectMode; destination?: string }) =>
    data(
      call(REJECTS[command.mode], {
        body: {
          ...commandBody(command),
          ...(command.destination ? { destination: command.destination } : {}),
        },
      }),
    ),
  rejectNodes: (taskId: string) => data(call(taskEndpoints.rejectNodes, { query: { taskId } })),
  agreeBatch: (taskIds: string[], opinion?: string) =>
    data(call(taskEndpoints.agreeBatch, { body: { taskIds: taskIds.join(','), opinion } })),
  saveTask: (command: TaskCommand) => data(call(taskEndpoints.save, { body: commandBody(command) })),
  endProcess: (taskId: string, endReason?: string) =>
    data(call(taskEndpoints.endProcess, { query: { taskId, ...(endReason ? { endReason } : {}) } })),
  addSignInfo: (taskId: string) => data(call(taskEndpoints.toAddSign, { query: { taskId } })),
  addSign: (taskId: string, userIds: string[], reason?: string) =>
    data(
      call(taskEndpoints.addSign, {
        body: { taskId, addSignTaskUserId: userIds.join(','), addReason: reason },
      }),
    ),
  /** An approver takes back a completion nothing has happened after. */
  revokeTask: (taskId: string, opinion?: string) =>
    data(call(taskEndpoints.revoke, { body: { taskId, opinion } })),

  // ----- transfers, proxies, standing delegations -----
  changeTask: (input: {
    taskId: string;
    changeType: 'shift' | 'assignee';
    executor: { id: string; name: string };
    comment?: string;
  }) =>
    data(
      call(changeEndpoints.save, {
        body: {
          taskId: input.taskId,
          changeType: input.changeType,
          comment: input.comment,
          bpmTaskChangeAssignPoList: [
            { type: 'employee', executor: input.executor.id, executorName: input.executor.name },
          ],
        },
      }),
    ),
  change: (id: string) => data(call(changeEndpoints.get, { query: { id } })),
  withdrawChange: (id: string) => data(call(changeEndpoints.setStatus, { query: { id, status: 'cancel' } })),
  agent: (id: string) => data(call(agentEndpoints.get, { query: { id } })),
  saveAgent: (input: AgentInput) => data(call(agentEndpoints.save, { body: input })),
  removeAgents: (ids: string[]) => data(call(agentEndpoints.remove, { query: { ids: ids.join(',') } })),
  setAgentEnabled: (id: string, enabled: boolean) =>
    data(call(agentEndpoints.setEnable, { query: { id, isEnabled: enabled ? 'Y' : 'N' } })),

  // ----- history, diagram, phrases -----
  flowHistory: (ref: { instId?: string; taskId?: string }) =>
    data(call(historyEndpoints.flowHistory, { body: ref })),
  flowImage: (ref: { instId?: string; taskId?: string; defId?: string }) =>
    data(call(historyEndpoints.flowImage, { query: ref })),
  savePhrase: (content: string) => data(call(phraseEndpoints.save, { body: { content } })),
  removePhrase: (id: string) => data(call(phraseEndpoints.remove, { query: { ids: id } })),
  setDefaultPhrase: (id: string) => data(call(phraseEndpoints.setDefault, { query: { id } })),
};

export type BpmApi = typeof bpm;

/**
 * The FLOW_TYPE categories, in the reader's language. Their route is the platform's category tree
 * (/cat/type/findTreeData), not yet declared in the contract: its key is kept here until it is.
 */
export const flowCategoriesQuery = (language: Language) =>
  queryOptions({
    ...readerQuery(categoryEndpoints.tree, { query: { categoryKey: 'FLOW_TYPE' } }, language),
    staleTime: 300_000,
  });
