import type {
  FieldPermissions,
  FormDefinition,
  FormValues,
  ListQuery,
  ListReply,
  PendingReach,
} from '@campus/contract';
import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';

/**
 * The workflow service (/business/v3/bpm; IBPS-API.md §2 and docs/API.md "Workflow"). One function
 * per route; the shapes are the server's rows.
 */

/** Request status: running, ended (approved or not, see `result`), called off, suspended, or a draft. */
export type InstanceStatus = 'draft' | 'running' | 'end' | 'manualend' | 'suspend';
/** How a request ended: agreed at every step, or refused. */
export type InstanceResult = 'agree' | 'oppose' | null;

export interface ProcessRow {
  id: string;
  key: string;
  name: string;
  description: string | null;
  createTime: number;
  typeId: string | null;
  typeName: string | null;
  status: string;
  version: number;
  favorites: 'Y' | 'N';
}

export interface CategoryNode {
  id: string;
  name: string;
  parentId: string;
  typeKey: string;
  sort: number;
}

export interface RequestRow {
  id: string;
  subject: string;
  procDefId: string;
  procDefKey: string;
  procDefName: string;
  typeId: string | null;
  createTime: number;
  endTime: number | null;
  status: InstanceStatus;
  result: InstanceResult;
  revocable: 'Y' | 'N';
  curNode: string;
}

export interface PendingRow {
  taskId: string;
  id: string;
  subject: string;
  procDefId: string;
  procDefName: string;
  nodeId: string;
  name: string;
  createTime: number;
  ownerName: string;
  /** NORMAL, DELIVERTO (transferred to me) or AGENT (as a proxy or standing delegate). */
  status: 'NORMAL' | 'DELIVERTO' | 'AGENT';
  /** How the task reached me (the pending list's split; filter `Q^reach^SIN`). */
  reach: PendingReach;
  creatorId: string;
  creatorName: string;
  remindTimes: number;
  allowShfit: 'Y' | 'N';
}

export interface HandledRow {
  id: string;
  subject: string;
  procDefName: string;
  createTime: number;
  endTime: number | null;
  status: InstanceStatus;
  result: InstanceResult;
  creatorName: string;
  curNode: string;
}

export interface RevocableRow {
  id: string;
  taskId: string;
  subject: string;
  procDefName: string;
  myNode: string;
  taskEndTime: number;
  curNode: string;
}

export interface ChangeRow {
  id: string;
  taskId: string;
  instanceId: string;
  taskSubject: string;
  taskName: string;
  changeType: 'shift' | 'assignee';
  status: 'running' | 'finish' | 'cancel';
  ownerId: string;
  ownerName: string;
  executorId: string;
  executorName: string;
  comment: string | null;
  createTime: number;
  updateTime: number;
}

export interface AgentRow {
  id: string;
  title: string;
  delegatorId: string;
  delegatorName: string;
  agenterId: string;
  agenterName: string;
  agentType: 'all' | 'part';
  procDefKey: string | null;
  startDate: number;
  endDate: number;
  isEnabled: 'Y' | 'N';
  createTime: number;
}

export interface AgentInput {
  id?: string;
  title?: string;
  agenterId: string;
  agentType: 'all' | 'part';
  procDefKey?: string;
  startDate: number;
  endDate: number;
  isEnabled: boolean;
}

export interface PhraseRow {
  id: string;
  content: string;
  isDefault: 'Y' | 'N';
  createTime: number;
}

/** The start form, a draft, a task's form or a request's read-only view (getFormData). */
export interface FormView {
  formModel: { type: string; formData: FormDefinition; formValue: FormValues };
  permissions: { fields: FieldPermissions };
  /** What the caller may do here, by alias (agree, reject, urge, revoke, ...), with its name. */
  buttons: { alias: string; name: string }[];
  attributes: FormAttributes;
  version: number;
}

export interface FormAttributes {
  defId: string;
  defKey: string;
  procDefName: string;
  nodeId: string;
  nodeName: string;
  taskId?: string;
  proInstId?: string;
  subject?: string;
  /** The task's own status (pending, completed) on a task form. */
  taskStatus?: string;
  /** The request's status on an instance view; the holding (NORMAL, AGENT, ...) on a task form. */
  status?: string | null;
  result?: InstanceResult;
  opinion?: string | null;
  isCountersign?: boolean;
  creatorId?: string;
  creatorName?: string;
  starterName?: string;
  createTime?: number;
  endTime?: number | null;
  remindTimes?: number;
}

/** One entry of the approval timeline; `status` 'pending' marks the steps waiting now. */
export interface HistoryItem {
  id: string;
  taskId: string | null;
  nodeId: string;
  taskName: string;
  auditor: string;
  auditorName: string;
  onBehalfOf: string | null;
  onBehalfOfName: string | null;
  status: string;
  statusName: string;
  opinion: string | null;
  createTime: number;
  completeTime: number | null;
}

/** One approval step of a route, in the reader's language. */
export interface FlowStep {
  nodeId: string;
  name: string;
  /** Why a request comes here, when only some do. */
  condition?: string;
  /** As in styleMap: what was done there, or 'current'; absent before the step is reached. */
  status?: string;
}

export interface FlowImage {
  xml: string;
  /** By BPMN element id: its status and colour (done steps, and 'current' for the waiting ones). */
  styleMap: Record<string, { status: string; color: string }>;
  statusColorList: { status: string; color: string; name: string }[];
  /** The route as steps (a request's own, or every step a form may bring in): the phone's list view. */
  steps: FlowStep[];
  /** The request has ended. */
  ended: boolean;
}

export interface BatchResult {
  taskId: string;
  state: number;
  message: string;
}

export interface TaskCommand {
  taskId: string;
  /** The form values this step may edit. */
  data?: FormValues;
  opinion?: string;
}

export type RejectMode = 'previous' | 'starter' | 'node';

export interface AddSignInfo {
  taskId: string;
  nodeId: string;
  nodeName: string;
  allowed: boolean;
  sequential: boolean;
  completion: string | null;
  signers: unknown[];
}

type Reply<T> = Promise<T>;

export function createBpmApi(client: HttpClient) {
  // No global loading toast: the screens show which button is busy, and the toast would close
  // the outcome's message when it hides.
  const post = async <T>(url: string, data?: unknown, params?: Record<string, string>, idempotent = false) =>
    dataOf(
      await client.request<T>({
        method: 'POST',
        service: 'business',
        url: `/bpm${url}`,
        data,
        params,
        idempotent,
      }),
    );
  /** Creates something: sent with the submission's Idempotency-Key. */
  const create = <T>(url: string, data: unknown) => post<T>(url, data, undefined, true);
  const get = async <T>(url: string, params: Record<string, string>) =>
    dataOf(await client.request<T>({ service: 'business', url: `/bpm${url}`, params }));
  const list =
    <Row>(url: string) =>
    (query: ListQuery): Reply<ListReply<Row>> =>
      post<ListReply<Row>>(url, query);

  return {
    // ----- lists -----
    newProcesses: list<ProcessRow>('/initiated/query/process/new'),
    favoriteProcesses: list<ProcessRow>('/initiated/query/favorited'),
    myRequested: list<RequestRow>('/initiated/query/my/requested'),
    myCompleted: list<RequestRow>('/initiated/query/my/completed'),
    drafts: list<RequestRow>('/initiated/query/my/draft'),
    pending: list<PendingRow>('/received/query/pending'),
    handled: list<HandledRow>('/received/query/handled'),
    concluded: list<HandledRow>('/received/query/completed'),
    revocable: list<RevocableRow>('/received/query/handled/revokable'),
    changes: list<ChangeRow>('/task/change/query'),
    agents: list<AgentRow>('/agent/query'),
    phrases: list<PhraseRow>('/common/statment/query'),

    /** The FLOW_TYPE categories (a flat tree: root nodes have parentId '0'). */
    categories: async () =>
      dataOf(
        await client.request<CategoryNode[]>({
          service: 'platform',
          url: '/cat/type/findTreeData',
          params: { categoryKey: 'FLOW_TYPE' },
        }),
      ),
    setFavorite: (defId: string, favourite: boolean) =>
      post<number>(favourite ? '/definition/saveFavorites' : '/definition/removeFavorites', undefined, {
        defIds: defId,
      }),

    // ----- starting and drafts -----
    startForm: (ref: { defId?: string; proInstId?: string }) =>
      get<FormView>('/instance/getFormData', {
        ...(ref.defId ? { defId: ref.defId } : {}),
        ...(ref.proInstId ? { proInstId: ref.proInstId } : {}),
      }),
    instanceView: (proInstId: string) => get<FormView>('/instance/getFormData', { proInstId }),
    start: (input: { defId: string; proInstId?: string; data: FormValues }) =>
      create<{ proInstId: string }>('/instance/start', { ...input, data: JSON.stringify(input.data) }),
    saveDraft: (input: { defId: string; proInstId?: string; data: FormValues }) =>
      create<{ proInstId: string }>('/instance/saveDraft', { ...input, data: JSON.stringify(input.data) }),
    removeDrafts: (ids: string[]) =>
      post<number>('/initiated/draft/remove', undefined, { ids: ids.join(',') }),
    /** The starter withdraws a request no approver has acted on (it becomes a draft again). */
    withdrawRequest: (instId: string, opinion?: string) =>
      post<unknown>('/instance/revoke', { instId, opinion }),
    /** The starter calls off a running request. */
    endRequest: (instId: string, endReason?: string) =>
      post<unknown>('/instance/doEndProcess', undefined, { instId, ...(endReason ? { endReason } : {}) }),
    urge: (ref: { taskId?: string; instId?: string; message?: string }) => post<unknown>('/task/urge', ref),
    /** Sends colleagues a copy of a running request: a message, and read access to it. */
    copyTo: (input: { instId: string; receiverIds: string[]; opinion?: string }) =>
      create<{ copied: number }>('/instance/copyTo', input),

    // ----- tasks -----
    taskForm: (taskId: string) => get<FormView>('/task/getFormData', { taskId }),
    agree: (command: TaskCommand) => post<unknown>('/task/agree', commandBody(command)),
    oppose: (command: TaskCommand) => post<unknown>('/task/oppose', commandBody(command)),
    abandon: (command: TaskCommand) => post<unknown>('/task/abandon', commandBody(command)),
    reject: (command: TaskCommand & { mode: RejectMode; destination?: string }) =>
      post<unknown>(
        command.mode === 'previous'
          ? '/task/reject/previous'
          : command.mode === 'starter'
            ? '/task/reject/starter'
            : '/task/reject',
        { ...commandBody(command), ...(command.destination ? { destination: command.destination } : {}) },
      ),
    rejectNodes: (taskId: string) =>
      get<{ nodeId: string; nodeName: string }[]>('/task/rejectNodes', { taskId }),
    agreeBatch: (taskIds: string[], opinion?: string) =>
      post<BatchResult[]>('/task/agree/batch', { taskIds: taskIds.join(','), opinion }),
    saveTask: (command: TaskCommand) => post<unknown>('/task/save/task', commandBody(command)),
    endProcess: (taskId: string, endReason?: string) =>
      post<unknown>('/task/doEndProcess', undefined, { taskId, ...(endReason ? { endReason } : {}) }),
    addSignInfo: (taskId: string) => get<AddSignInfo>('/task/toAddSignTask', { taskId }),
    addSign: (taskId: string, userIds: string[], reason?: string) =>
      post<unknown>('/task/doAddSignTask', {
        taskId,
        addSignTaskUserId: userIds.join(','),
        addReason: reason,
      }),
    /** An approver takes back a completion nothing has happened after. */
    revokeTask: (taskId: string, opinion?: string) => post<unknown>('/task/revoke', { taskId, opinion }),

    // ----- transfers, proxies, standing delegations -----
    changeTask: (input: {
      taskId: string;
      changeType: 'shift' | 'assignee';
      executor: { id: string; name: string };
      comment?: string;
    }) =>
      post<{ id: string }>('/task/change/save', {
        taskId: input.taskId,
        changeType: input.changeType,
        comment: input.comment,
        bpmTaskChangeAssignPoList: [
          { type: 'employee', executor: input.executor.id, executorName: input.executor.name },
        ],
      }),
    change: (id: string) => get<ChangeRow>('/task/change/get', { id }),
    withdrawChange: (id: string) =>
      post<unknown>('/task/change/setStatus', undefined, { id, status: 'cancel' }),
    agent: (id: string) => get<AgentRow>('/agent/get', { id }),
    saveAgent: (input: AgentInput) => post<{ id: string }>('/agent/save', input),
    removeAgents: (ids: string[]) => post<unknown>('/agent/remove', undefined, { ids: ids.join(',') }),
    setAgentEnabled: (id: string, enabled: boolean) =>
      post<unknown>('/agent/setEnable', undefined, { id, isEnabled: enabled ? 'Y' : 'N' }),

    // ----- history, diagram, phrases -----
    flowHistory: (ref: { instId?: string; taskId?: string }) =>
      post<HistoryItem[]>('/instance/flowHistory', ref),
    flowImage: (ref: { instId?: string; taskId?: string; defId?: string }) =>
      get<FlowImage>('/instance/flowImageXml', ref as Record<string, string>),
    savePhrase: (content: string) => post<unknown>('/common/statment/save', { content }),
    removePhrase: (id: string) => post<unknown>('/common/statment/remove', undefined, { ids: id }),
    setDefaultPhrase: (id: string) => post<unknown>('/common/statment/setDefault', undefined, { id }),
  };
}

/** A task command's body: the form values travel as a JSON string, as the platform sends them. */
function commandBody({ taskId, data, opinion }: TaskCommand) {
  return { taskId, opinion, ...(data ? { data: JSON.stringify(data) } : {}) };
}

export type BpmApi = ReturnType<typeof createBpmApi>;

export const bpm = createBpmApi(http);
