import type { FormDefinition, Language } from '@campus/contract';
import type {
  DesignerApprover,
  DesignerCondition,
  DesignerDraft,
  DesignerStep,
  SchoolText,
} from '@campus/contract/api/admin/designer-model';
import { compileProcess } from '../../../engine/compile/compile.js';
import { DefinitionError, describeProblem } from '../../../engine/compile/errors.js';
import { parseBpmn, type ModdleElement } from '../../../engine/compile/parse.js';
import { parseAssignment } from '../../../engine/compile/settings.js';
import type { AssignmentRule, FlowNode, ProcessGraph, UserTaskNode } from '../../../engine/model.js';
import { readConditions } from './conditions.js';
import { say, type TextKey } from './texts.js';
import type { ProcessTexts } from './to-bpmn.js';

/**
 * A deployed version -> the designer's draft, when it has a chain's shape:
 *
 *   start -> (gateway?) -> task -> (gateway?) -> task -> ... -> end
 *
 * A gateway has one conditional flow to the next task and a default flow either past it (the
 * step is skipped) or to an end event (the request ends: then every later step applies only under
 * that condition too, so it is ANDed into theirs). Anything else (parallel branches, alternative
 * paths, conditions the model cannot say, one-vote countersigns, a step's own subject) is `other`
 * with the reason in the reader's language.
 */
export type ReadResult =
  | { shape: 'chain'; draft: DesignerDraft; texts: ProcessTexts; graph: ProcessGraph }
  | { shape: 'other'; reason: string; texts: ProcessTexts | null; graph: ProcessGraph | null };

class NotChain extends Error {
  constructor(
    readonly key: TextKey,
    readonly element: string,
  ) {
    super(key);
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function approverOf(rule: AssignmentRule): DesignerApprover {
  switch (rule.kind) {
    case 'relation':
      return { kind: 'relation', relation: rule.relation };
    case 'role':
    case 'position':
      return { kind: rule.kind, code: rule.code, scope: rule.scope ?? 'school' };
    case 'user':
      return { kind: 'user', account: rule.account };
    case 'org':
      return { kind: 'org', code: rule.code };
    case 'starter':
      return { kind: 'starter' };
    case 'lookup':
      return { kind: 'lookup', name: rule.name };
  }
}

/** The raw `campus:` attributes of each user task (the graph keeps only their parsed meaning). */
function taskElements(definitions: ModdleElement): Map<string, ModdleElement> {
  const tasks = new Map<string, ModdleElement>();
  const roots = (definitions.rootElements as ModdleElement[] | undefined) ?? [];
  for (const process of roots.filter((e) => e.$type === 'bpmn:Process')) {
    for (const element of (process.flowElements as ModdleElement[] | undefined) ?? []) {
      if (element.$type === 'bpmn:UserTask' && element.id) tasks.set(element.id, element);
    }
  }
  return tasks;
}

function schoolText(node: { name: string; names: Partial<Record<Language, string>> }): SchoolText {
  return { ...node.names, 'zh-CN': node.name };
}

function stepOf(
  node: UserTaskNode,
  element: ModdleElement | undefined,
  when: DesignerCondition[],
  form: FormDefinition,
): DesignerStep {
  if (str(element?.subject)) throw new NotChain('notChainSubject', node.id);
  const multi = node.multiInstance;
  if (multi?.completion.kind === 'any') throw new NotChain('notChainVote', node.id);
  const mode = !multi ? 'any' : multi.completion.kind === 'all' ? 'all' : 'share';
  const fields: DesignerStep['fields'] = {};
  for (const field of form.fields) {
    const access = node.fields[field.key] ?? (node.defaultAccess === 'read' ? undefined : node.defaultAccess);
    if (access) fields[field.key] = access;
  }
  for (const [key, access] of Object.entries(node.fields)) fields[key] ??= access;
  const dueHours = Number(str(element?.dueHours));
  const remindHours = Number(str(element?.remindHours) ?? 0);
  const copyText = str(element?.copyTo);
  const copies = copyText ? parseAssignment(copyText) : null;
  const actionsText = str(element?.actions)?.trim();
  return {
    id: node.id,
    name: schoolText(node),
    approvers: node.assignment.map(approverOf),
    mode,
    ...(multi?.completion.kind === 'percentage' ? { sharePercent: multi.completion.percent } : {}),
    sequential: multi?.sequential ?? false,
    when,
    copyTo: copies?.ok ? copies.value.map(approverOf) : [],
    deadline:
      Number.isInteger(dueHours) && dueHours > 0
        ? { hours: dueHours, remindHours: Number.isInteger(remindHours) ? remindHours : 0 }
        : null,
    actions: actionsText ? node.actions : [],
    fields,
  };
}

function walk(
  graph: ProcessGraph,
  elements: Map<string, ModdleElement>,
  form: FormDefinition,
): { steps: DesignerStep[]; start: FlowNode; end: FlowNode } {
  const node = (id: string) => graph.nodes.get(id)!;
  const after = (n: FlowNode): FlowNode => {
    if (n.outgoing.length !== 1) throw new NotChain('notChainBranch', n.id);
    return node(graph.flows.get(n.outgoing[0]!)!.target);
  };
  if ([...graph.nodes.values()].some((n) => n.kind === 'parallelGateway'))
    throw new NotChain('notChainParallel', graph.id);
  const start = node(graph.startId);
  const steps: DesignerStep[] = [];
  const seen = new Set<string>();
  let inherited: DesignerCondition[] = [];
  let current = after(start);
  for (;;) {
    if (seen.has(current.id)) throw new NotChain('notChainLoop', current.id);
    seen.add(current.id);
    if (current.kind === 'endEvent') return { steps, start, end: current };
    if (current.kind === 'userTask') {
      steps.push(stepOf(current, elements.get(current.id), inherited, form));
      current = after(current);
      continue;
    }
    if (current.kind !== 'exclusiveGateway') throw new NotChain('notChainBranch', current.id);
    const gateway = current;
    const flows = gateway.outgoing.map((id) => graph.flows.get(id)!);
    if (flows.length === 1 && !flows[0]!.condition) {
      current = node(flows[0]!.target);
      continue;
    }
    const conditional = flows.filter((f) => f.id !== gateway.defaultFlow);
    const fallback = flows.find((f) => f.id === gateway.defaultFlow);
    if (flows.length !== 2 || conditional.length !== 1 || !fallback || !conditional[0]!.condition)
      throw new NotChain('notChainBranch', current.id);
    const flow = conditional[0]!;
    const conditions = readConditions(flow.condition!.source);
    if (!conditions) throw new NotChain('notChainCondition', flow.id);
    const task = node(flow.target);
    if (task.kind !== 'userTask') throw new NotChain('notChainBranch', current.id);
    const past = node(fallback.target);
    if (past.kind === 'endEvent' && past.outgoing.length === 0) {
      // The request ends unless the condition holds: every later step is under it too.
      inherited = [...inherited, ...conditions];
      current = task;
      continue;
    }
    if (after(task).id !== past.id) throw new NotChain('notChainBranch', current.id);
    if (seen.has(task.id)) throw new NotChain('notChainLoop', task.id);
    seen.add(task.id);
    steps.push(stepOf(task, elements.get(task.id), [...inherited, ...conditions], form));
    current = past;
  }
}

/** The current version's texts the draft does not hold (kept when it is written back). */
function textsOf(graph: ProcessGraph, end: FlowNode | undefined): ProcessTexts {
  const start = graph.nodes.get(graph.startId)!;
  return {
    name: graph.name,
    names: graph.names,
    subject: graph.subject,
    subjects: graph.subjects,
    listed: graph.listed,
    startName: start.name,
    startNames: start.names,
    endName: end?.name ?? '完成',
    endNames: end?.names ?? {},
  };
}

/** Reads a version (its XML and form) into a draft, or says in `lang` why it is not a chain. */
export async function bpmnToDraft(xml: string, form: FormDefinition, lang: Language): Promise<ReadResult> {
  let graph: ProcessGraph;
  let definitions: ModdleElement;
  try {
    [definitions, graph] = await Promise.all([parseBpmn(xml), compileProcess(xml)]);
  } catch (error) {
    const reason =
      error instanceof DefinitionError ? error.problems.map(describeProblem).join('; ') : String(error);
    return { shape: 'other', reason: say(lang, 'notChainInvalid', { reason }), texts: null, graph: null };
  }
  try {
    const { steps, start, end } = walk(graph, taskElements(definitions), form);
    const startFields = start.kind === 'startEvent' ? { ...start.fields } : {};
    const draft: DesignerDraft = {
      processKey: graph.id,
      steps,
      fields: form.fields.map((field) => ({ ...field }) as DesignerDraft['fields'][number]),
      startFields,
    };
    return { shape: 'chain', draft, texts: textsOf(graph, end), graph };
  } catch (error) {
    if (!(error instanceof NotChain)) throw error;
    const ends = [...graph.nodes.values()].find((n) => n.kind === 'endEvent');
    return {
      shape: 'other',
      reason: say(lang, error.key, { element: error.element }),
      texts: textsOf(graph, ends),
      graph,
    };
  }
}
