import { TASK_ACTIONS, type Language, type TaskAction } from '@campus/contract';
import type { Relation } from '../core/org/relations.js';
import type { Condition } from './expression/evaluate.js';

/**
 * A process compiled from BPMN: the graph the engine runs. Built once per definition version
 * (compile/compile.ts) and cached; immutable afterwards.
 */

/** Everything an approver can do on a task; a node allows a subset (campus:actions). */
export { TASK_ACTIONS, type TaskAction } from '@campus/contract';

/** Actions that only make sense as a vote among several approvers. */
export const COUNTERSIGN_ONLY_ACTIONS: readonly TaskAction[] = ['abandon', 'addSign'];

/** A single approver's actions where the node names none: every action but the votes' own. */
export const DEFAULT_ACTIONS: readonly TaskAction[] = TASK_ACTIONS.filter(
  (action) => !COUNTERSIGN_ONLY_ACTIONS.includes(action),
);
export const DEFAULT_COUNTERSIGN_ACTIONS: readonly TaskAction[] = [
  'agree',
  'oppose',
  'abandon',
  'addSign',
  'save',
];
/** What the starter may do on a request sent back to them (the start node's task). */
export const STARTER_ACTIONS: readonly TaskAction[] = ['agree', 'endProcess', 'save'];

export type FieldAccess = 'edit' | 'read' | 'hidden';

/** Scopes a role or position rule to the starter's part of the org tree. */
export type OrgScope = 'class' | 'college';

export type AssignmentRule =
  | { kind: 'user'; account: string }
  | { kind: 'role'; code: string; scope: OrgScope | null }
  | { kind: 'position'; code: string; scope: OrgScope | null }
  | { kind: 'org'; code: string }
  | { kind: 'relation'; relation: Relation }
  /** People a module finds from the request's form values (the supervisor of a work-study post). */
  | { kind: 'lookup'; name: string }
  | { kind: 'starter' };

/** Countersign completion: every voter must agree, one agree suffices, or a share of voters. */
export type Completion = { kind: 'all' } | { kind: 'any' } | { kind: 'percentage'; percent: number };

/**
 * A step's deadline (campus:dueHours, campus:remindHours): its tasks are due this many hours after
 * they are created; the holders are reminded `remindHours` before (0: only when it passes).
 */
export interface Deadline {
  dueHours: number;
  remindHours: number;
}

export interface MultiInstance {
  sequential: boolean;
  completion: Completion;
}

/** An element's name in languages other than the school's (its BPMN name, zh-CN). */
export type Names = Partial<Record<Language, string>>;

interface NodeBase {
  id: string;
  name: string;
  names: Names;
  incoming: string[];
  outgoing: string[];
}

export interface StartNode extends NodeBase {
  kind: 'startEvent';
  fields: Record<string, FieldAccess>;
}

export interface EndNode extends NodeBase {
  kind: 'endEvent';
  terminate: boolean;
}

export interface UserTaskNode extends NodeBase {
  kind: 'userTask';
  assignment: AssignmentRule[];
  multiInstance: MultiInstance | null;
  actions: TaskAction[];
  /** Per-field access at this node; fields not listed get defaultAccess. */
  fields: Record<string, FieldAccess>;
  defaultAccess: FieldAccess;
  subject: string | null;
  /** Inside a parallel fork/join block: a reject cannot land here (one token cannot refill a block). */
  inParallelBlock: boolean;
  /** When the step's tasks are due, if ever (engine/deadlines.ts). */
  deadline: Deadline | null;
  /** Who gets a copy of the request when the step is agreed (campus:copyTo; engine/copies.ts). */
  copyTo: AssignmentRule[];
}

export interface ExclusiveGatewayNode extends NodeBase {
  kind: 'exclusiveGateway';
  defaultFlow: string | null;
}

export interface ParallelGatewayNode extends NodeBase {
  kind: 'parallelGateway';
}

export type FlowNode = StartNode | EndNode | UserTaskNode | ExclusiveGatewayNode | ParallelGatewayNode;

export interface SequenceFlow {
  id: string;
  name: string;
  names: Names;
  source: string;
  target: string;
  condition: Condition | null;
}

export interface ProcessGraph {
  /** The BPMN process id. */
  id: string;
  name: string;
  names: Names;
  subject: string | null;
  /** The subject template in languages other than the school's (`<campus:subject lang=...>`). */
  subjects: Names;
  /**
   * Offered in the "start a new process" catalogue (default). A process other screens start (an
   * objection to a publicity list) says campus:listed="false".
   */
  listed: boolean;
  startId: string;
  nodes: ReadonlyMap<string, FlowNode>;
  flows: ReadonlyMap<string, SequenceFlow>;
}

/** An element's name in a language, else the school's. */
export function nameIn(element: { name: string; names: Names }, lang: Language): string {
  return element.names[lang] ?? element.name;
}

export function nodeOf(graph: ProcessGraph, id: string): FlowNode {
  const node = graph.nodes.get(id);
  if (!node) throw new Error(`process ${graph.id} has no node ${id}`);
  return node;
}

/**
 * Whether the request's starter acts on tasks at this node: at the start event (a request sent
 * back waits there for its starter) and at a user task whose `campus:assignee` names `starter`
 * (a "starter confirms" step). Nowhere else: the starter of a request never acts on a task of
 * it, however the task reached them (rules, transfer, proxy, delegation, added signer); each task
 * records whom it bars (`bpm_task.barred_id`) and `queries.ts` applies it to every action.
 */
export function starterActsAt(node: FlowNode): boolean {
  if (node.kind === 'startEvent') return true;
  return node.kind === 'userTask' && node.assignment.some((rule) => rule.kind === 'starter');
}

export function userTaskOf(graph: ProcessGraph, id: string): UserTaskNode {
  const node = nodeOf(graph, id);
  if (node.kind !== 'userTask') throw new Error(`node ${id} of process ${graph.id} is not a user task`);
  return node;
}
