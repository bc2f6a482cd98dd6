import type { TaskVia } from '@campus/contract';
import type { Selectable } from 'kysely';
import type { YN } from './types.js';

/**
 * The workflow engine's state, process definitions and what hangs off them (migration 0003):
 * categories, forms, favourites, task changes, standing delegations, copy-to, saved phrases and
 * the inner messages the engine posts. Times are epoch ms; JSON travels as text.
 */

/** A node of a category tree (the platform's cat_type); FLOW_TYPE groups process definitions. */
export interface CatTypeTable {
  id: string;
  tenantId: string;
  categoryKey: string;
  parentId: string | null;
  name: string;
  /** The name in every language (JSON by language) for the app's own categories; null for a school's. */
  names: string | null;
  typeKey: string;
  sort: number;
  createdAt: number;
}

/**
 * A form definition, versioned by key: the contract's format as JSON (`{key, name, fields}`),
 * read through the engine's form seam (engine/forms.ts). `name` is the school's (zh-CN) name.
 */
export interface FormDefTable {
  id: string;
  tenantId: string;
  key: string;
  version: number;
  name: string;
  definition: string;
  createdAt: number;
}

export type DefinitionStatus = 'deploy' | 'forbidden';

/** One deployed version of a process: the BPMN XML as deployed, never changed afterwards. */
export interface BpmDefinitionTable {
  id: string;
  tenantId: string;
  key: string;
  name: string;
  version: number;
  typeId: string | null;
  status: DefinitionStatus;
  /** 'Y' on the newest version of a key: the one new requests start on. */
  isMain: YN;
  description: string | null;
  /** The description in every language (JSON by language) where the app wrote it. */
  descriptions: string | null;
  xml: string;
  formDefId: string | null;
  /** Offered in the new-process catalogue ('N': a process other screens start). */
  listed: YN;
  createdBy: string | null;
  createdAt: number;
  /** How the version came (designer, upload, restore); null: seeded by the app or deployed by the API. */
  origin: string | null;
  /** The publisher's note on the version (the chain designer's). */
  comment: string | null;
}

export interface BpmFavoriteTable {
  tenantId: string;
  userId: string;
  /** By key, so a favourite survives new versions. */
  defKey: string;
  createdAt: number;
}

/** The platform's instance statuses, plus 'draft' for saved but not submitted requests. */
export type InstanceStatus = 'draft' | 'running' | 'end' | 'manualend' | 'suspend';
/** How a finished instance ended: approved, not approved (opposed), or ended by hand. */
export type InstanceResult = 'agree' | 'oppose' | 'manualend';

export interface BpmInstanceTable {
  id: string;
  tenantId: string;
  defId: string;
  defKey: string;
  defName: string;
  defVersion: number;
  typeId: string | null;
  /** The school's (zh-CN) subject; `subjects` the others (JSON by language, migration 0071). */
  subject: string;
  subjects: string | null;
  status: InstanceStatus;
  result: InstanceResult | null;
  /** Form values as JSON. */
  data: string;
  starterId: string;
  starterName: string;
  /** The starter's attributes at submission (JSON): what conditions and relations read. */
  starterAttrs: string;
  /** Optimistic lock: every command that changes the flow bumps it by one. */
  version: number;
  /** The version the last submission produced: the starter may withdraw while it still holds. */
  submitVersion: number | null;
  createdAt: number;
  updatedAt: number;
  startedAt: number | null;
  endedAt: number | null;
  endReason: string | null;
  /** Who suspended the request and when (status `suspend`; migration 0010): null while it runs. */
  suspendedBy: string | null;
  suspendedAt: number | null;
}

/** An execution token: where the instance is. A token waits at a user task or a parallel join. */
export interface BpmExecutionTable {
  id: string;
  tenantId: string;
  instanceId: string;
  nodeId: string;
  /** The flow a token came in on, for parallel joins. */
  arrivedVia: string | null;
  /** Multi-instance tasks: the ordered voters (JSON array of user ids). */
  miUsers: string | null;
  createdAt: number;
}

export type TaskStatus = 'pending' | 'completed' | 'cancelled';

/** What a completed task's actor did (also the `status` of the per-task handled list). */
export type TaskOutcome =
  'agree' | 'oppose' | 'abandon' | 'reject' | 'rejectToPrevious' | 'rejectToStart' | 'endProcess';

export interface BpmTaskTable {
  id: string;
  tenantId: string;
  instanceId: string;
  executionId: string;
  nodeId: string;
  name: string;
  subject: string;
  status: TaskStatus;
  outcome: TaskOutcome | null;
  /** The one person who holds the task; null while candidates share it. */
  assigneeId: string | null;
  assigneeName: string | null;
  /** Whose task it originally is (the assignee before any transfer). */
  ownerId: string | null;
  ownerName: string | null;
  /**
   * The candidate who locked the shared task (migration 0010): its assignee came from that lock,
   * so unlocking hands it back to the candidates. Null for a holder the rules or a transfer named.
   */
  lockedBy: string | null;
  lockedAt: number | null;
  /** 'Y' when the task was transferred (shifted) to its assignee: the pending status DELIVERTO. */
  delivered: YN;
  /** How the process's rules named the owner (migration 0065): the pending list's split. */
  via: TaskVia;
  /**
   * The one person who may never act on this task, whoever hands it to them: the request's
   * starter (migration 0050). Null where the starter acts (the start event, a "starter confirms"
   * step: engine/model.ts starterActsAt). engine/queries.ts applies it to every inbox and action.
   */
  barredId: string | null;
  miIndex: number | null;
  /** After a reject with backHandMode 'direct': where agreeing jumps straight back to. */
  backToNode: string | null;
  opinion: string | null;
  /** Form values saved without completing (JSON). */
  savedData: string | null;
  completedBy: string | null;
  completedByName: string | null;
  /** The instance version the command that created / closed the task produced (revoke reads it). */
  createdVersion: number;
  closedVersion: number | null;
  remindTimes: number;
  lastRemindAt: number | null;
  /** When the task is due, if its step has a deadline (campus:dueHours; migration 0014). */
  dueAt: number | null;
  /**
   * When the deadline sweep next tells its holders something (the early reminder, then the
   * overdue notice); null once both went out or without a deadline (migration 0014).
   */
  alertAt: number | null;
  createdAt: number;
  completedAt: number | null;
}

export interface BpmTaskCandidateTable {
  tenantId: string;
  taskId: string;
  userId: string;
  /**
   * 'Y' while this person may take the task: it is pending, nobody holds it, and it does not bar
   * them (migration 0016); else 'N'. The inbox reads only these.
   */
  isOpen: 'Y' | 'N';
  /** The task's creation time, which the inbox orders by (migration 0016). */
  createdAt: number;
  /** How the process's rules named this candidate (the first rule that did; migration 0065). */
  via: TaskVia;
}

/** Every action on an instance: the approval timeline and the diagram colours read it. */
export interface BpmHistoryTable {
  id: string;
  tenantId: string;
  instanceId: string;
  taskId: string | null;
  nodeId: string;
  nodeName: string;
  action: string;
  opinion: string | null;
  actorId: string;
  actorName: string;
  /** Set when a delegate, proxy or transfer acted for the task's owner. */
  onBehalfOfId: string | null;
  onBehalfOfName: string | null;
  /** When the task (or the request) that was acted on was created. */
  taskCreatedAt: number;
  createdAt: number;
  /** The instance version this action produced. */
  version: number;
  /** The executions and form values before the action (JSON), so a revoke can restore them. */
  snapshot: string | null;
}

export type TaskChangeType = 'shift' | 'assignee';
export type TaskChangeStatus = 'running' | 'finish' | 'cancel';

export interface BpmTaskChangeTable {
  id: string;
  tenantId: string;
  taskId: string;
  instanceId: string;
  changeType: TaskChangeType;
  ownerId: string;
  ownerName: string;
  executorId: string;
  executorName: string;
  comment: string | null;
  status: TaskChangeStatus;
  createdAt: number;
  updatedAt: number;
}

/** A standing delegation: the agenter acts on the delegator's tasks between two dates. */
export interface BpmAgentTable {
  id: string;
  tenantId: string;
  title: string;
  delegatorId: string;
  delegatorName: string;
  agenterId: string;
  agenterName: string;
  /** 'all' processes, or 'part': only the process with defKey. */
  agentType: 'all' | 'part';
  defKey: string | null;
  startDate: number;
  endDate: number;
  isEnabled: YN;
  createdAt: number;
  updatedAt: number;
}

export interface BpmCopyToTable {
  id: string;
  tenantId: string;
  instanceId: string;
  senderId: string;
  senderName: string;
  receiverId: string;
  receiverName: string;
  opinion: string | null;
  readAt: number | null;
  createdAt: number;
}

/** Saved phrases (常用语) for opinions. */
export interface BpmPhraseTable {
  id: string;
  tenantId: string;
  userId: string;
  content: string;
  isDefault: YN;
  createdAt: number;
}

export type MessageType = 'normal' | 'system' | 'bulletin';

/** Inner messages: the engine posts urges and copies here; the inbox screens read it. */
export interface InnerMessageTable {
  id: string;
  tenantId: string;
  /** In the school's language (zh-CN); `subjects`/`contents` the others (JSON by language, 0071). */
  subject: string;
  content: string;
  subjects: string | null;
  contents: string | null;
  messageType: MessageType;
  senderId: string | null;
  senderName: string | null;
  receiverId: string;
  readAt: number | null;
  bizType: string | null;
  bizId: string | null;
  createdAt: number;
}

export interface BpmTables {
  catType: CatTypeTable;
  formDef: FormDefTable;
  bpmDefinition: BpmDefinitionTable;
  bpmFavorite: BpmFavoriteTable;
  bpmInstance: BpmInstanceTable;
  bpmExecution: BpmExecutionTable;
  bpmTask: BpmTaskTable;
  bpmTaskCandidate: BpmTaskCandidateTable;
  bpmHistory: BpmHistoryTable;
  bpmTaskChange: BpmTaskChangeTable;
  bpmAgent: BpmAgentTable;
  bpmCopyTo: BpmCopyToTable;
  bpmPhrase: BpmPhraseTable;
  innerMessage: InnerMessageTable;
}

export type BpmDefinition = Selectable<BpmDefinitionTable>;
export type BpmInstance = Selectable<BpmInstanceTable>;
export type BpmExecution = Selectable<BpmExecutionTable>;
export type BpmTask = Selectable<BpmTaskTable>;
