import type { FlowNode, SequenceFlow } from '../model.js';

interface Reporter {
  problem(elementId: string | null, message: string): void;
}

/** Deepest parallel nesting tracked; deeper (or unstructured) graphs are refused. */
const MAX_PARALLEL_DEPTH = 16;

function checkFlowCounts(node: FlowNode, flows: ReadonlyMap<string, SequenceFlow>, report: Reporter): void {
  const { id, incoming, outgoing } = node;
  switch (node.kind) {
    case 'startEvent':
      if (incoming.length) report.problem(id, 'a start event has no incoming flow');
      if (outgoing.length !== 1) report.problem(id, 'a start event needs exactly one outgoing flow');
      break;
    case 'endEvent':
      if (outgoing.length) report.problem(id, 'an end event has no outgoing flow');
      if (!incoming.length) report.problem(id, 'the end event is never reached (no incoming flow)');
      break;
    case 'userTask':
      if (!incoming.length) report.problem(id, 'the task is never reached (no incoming flow)');
      if (outgoing.length !== 1)
        report.problem(id, 'a user task needs exactly one outgoing flow (branch with a gateway)');
      break;
    case 'exclusiveGateway': {
      if (!incoming.length || !outgoing.length)
        report.problem(id, 'a gateway needs incoming and outgoing flows');
      if (node.defaultFlow && !outgoing.includes(node.defaultFlow)) {
        report.problem(id, `the default flow ${node.defaultFlow} does not leave this gateway`);
      }
      for (const flowId of outgoing) {
        const flow = flows.get(flowId)!;
        const isDefault = flowId === node.defaultFlow;
        if (isDefault && flow.condition) report.problem(flowId, 'the default flow must not have a condition');
        if (!isDefault && !flow.condition && outgoing.length > 1) {
          report.problem(
            flowId,
            'a flow leaving a branching exclusive gateway needs a condition or must be the default',
          );
        }
      }
      break;
    }
    case 'parallelGateway':
      if (!incoming.length || !outgoing.length)
        report.problem(id, 'a gateway needs incoming and outgoing flows');
      break;
  }
}

function reachable(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set<string>(from);
  const queue = [...from];
  while (queue.length) {
    for (const id of next(queue.shift()!)) {
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return seen;
}

/** A loop through gateways alone would spin forever without waiting for anyone. */
function findGatewayLoop(
  nodes: ReadonlyMap<string, FlowNode>,
  successors: (id: string) => string[],
): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): string | null => {
    if (nodes.get(id)?.kind === 'userTask') return null;
    if (state.get(id) === 'open') return id;
    if (state.get(id) === 'done') return null;
    state.set(id, 'open');
    for (const next of successors(id)) {
      const loop = visit(next);
      if (loop) return loop;
    }
    state.set(id, 'done');
    return null;
  };
  for (const id of nodes.keys()) {
    const loop = visit(id);
    if (loop) return loop;
  }
  return null;
}

/**
 * Marks the user tasks inside parallel fork/join blocks by walking the graph with a nesting
 * depth (+1 after a fork, -1 at a join). Reject targets must lie outside such blocks.
 */
function markParallelBlocks(
  nodes: ReadonlyMap<string, FlowNode>,
  startId: string,
  successors: (id: string) => string[],
  report: Reporter,
) {
  const seen = new Set<string>();
  const queue: { id: string; depth: number }[] = [{ id: startId, depth: 0 }];
  while (queue.length) {
    const { id, depth: arriving } = queue.shift()!;
    const node = nodes.get(id)!;
    let depth = arriving;
    if (node.kind === 'parallelGateway') {
      if (node.incoming.length > 1) depth -= 1;
      if (node.outgoing.length > 1) depth += 1;
    }
    if (depth < 0 || depth > MAX_PARALLEL_DEPTH) {
      report.problem(id, 'parallel gateways must open and close blocks in pairs (fork, then join)');
      return;
    }
    if (node.kind === 'userTask' && depth > 0) node.inParallelBlock = true;
    const key = `${id}@${arriving}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const next of successors(id)) queue.push({ id: next, depth });
  }
}

/** Flow-level checks of a whole process; reports each problem with the element at fault. */
export function checkStructure(
  nodes: ReadonlyMap<string, FlowNode>,
  flows: ReadonlyMap<string, SequenceFlow>,
  startId: string,
  report: Reporter,
): void {
  for (const flow of flows.values()) {
    if (flow.condition && nodes.get(flow.source)?.kind !== 'exclusiveGateway') {
      report.problem(flow.id, 'conditions are only supported on flows leaving an exclusive gateway');
    }
  }
  for (const node of nodes.values()) checkFlowCounts(node, flows, report);
  if (![...nodes.values()].some((n) => n.kind === 'endEvent'))
    report.problem(null, 'the process has no end event');

  const successors = (id: string) => nodes.get(id)!.outgoing.map((f) => flows.get(f)!.target);
  const predecessors = (id: string) => nodes.get(id)!.incoming.map((f) => flows.get(f)!.source);

  const fromStart = reachable([startId], successors);
  for (const id of nodes.keys())
    if (!fromStart.has(id)) report.problem(id, 'cannot be reached from the start event');
  const ends = [...nodes.values()].filter((n) => n.kind === 'endEvent').map((n) => n.id);
  const toEnd = reachable(ends, predecessors);
  for (const id of nodes.keys())
    if (!toEnd.has(id)) report.problem(id, 'no path leads from here to an end event');

  const loop = findGatewayLoop(nodes, successors);
  if (loop) report.problem(loop, 'a loop must pass through a user task');

  markParallelBlocks(nodes, startId, successors, report);
}
