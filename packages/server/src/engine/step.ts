import { ExpressionError } from './expression/errors.js';
import type { Scope } from './expression/evaluate.js';
import { nodeOf, type ExclusiveGatewayNode, type ProcessGraph } from './model.js';

/**
 * The engine's pure core: given where the tokens are and what happened, where are they now?
 * No database, no clock, no ids of its own (the caller passes newId), so every element's
 * behaviour is tested on fixtures alone. Tokens wait at user tasks (and at the start event when
 * a request is sent back to its starter) and at parallel joins; everything else is passed through.
 */
export interface Token {
  id: string;
  nodeId: string;
  /** The flow the token arrived on: a parallel join counts its arrivals by flow. */
  arrivedVia: string | null;
}

export type StepEvent =
  /** A new request: a token leaves the start event. */
  | { type: 'start' }
  /** The token waiting at a task (or at the start event) moves on along its outgoing flow. */
  | { type: 'leave'; tokenId: string }
  /** Every token is withdrawn and one waits at the node (reject, send back to the starter). */
  | { type: 'jump'; nodeId: string };

export interface StepContext {
  /** What conditions read: form values and `starter`. */
  scope: Scope;
  newId: () => string;
}

export interface StepResult {
  tokens: Token[];
  /** Tokens that arrived at a user task (or the start event) in this step: each needs tasks. */
  waiting: Token[];
  /** Ids of tokens of the previous state that are gone. */
  removed: string[];
  ended: false | 'completed' | 'terminated';
}

/** A condition failed to evaluate, or no flow out of an exclusive gateway applies. */
export class RoutingError extends Error {
  constructor(
    readonly elementId: string,
    message: string,
  ) {
    super(message);
    this.name = 'RoutingError';
  }
}

/** Bounds the moves of one step: a well-formed graph never comes close (loops pass a task). */
const MAX_MOVES = 10_000;

export function chooseFlow(graph: ProcessGraph, gateway: ExclusiveGatewayNode, scope: Scope): string {
  for (const flowId of gateway.outgoing) {
    const flow = graph.flows.get(flowId)!;
    if (flowId === gateway.defaultFlow) continue;
    if (!flow.condition) return flowId; // the single unconditional way out
    try {
      if (flow.condition.test(scope)) return flowId;
    } catch (error) {
      if (error instanceof ExpressionError)
        throw new RoutingError(flowId, `${flow.condition.source}: ${error.message}`);
      throw error;
    }
  }
  if (gateway.defaultFlow) return gateway.defaultFlow;
  throw new RoutingError(gateway.id, 'no outgoing flow applies and there is no default flow');
}

export function step(
  graph: ProcessGraph,
  before: readonly Token[],
  event: StepEvent,
  ctx: StepContext,
): StepResult {
  let tokens = [...before];
  const waiting: Token[] = [];
  let ended: StepResult['ended'] = false;
  const arrivals: { nodeId: string; via: string | null }[] = [];
  const leaveNode = (nodeId: string) => {
    for (const flowId of nodeOf(graph, nodeId).outgoing)
      arrivals.push({ nodeId: graph.flows.get(flowId)!.target, via: flowId });
  };

  switch (event.type) {
    case 'start':
      leaveNode(graph.startId);
      break;
    case 'leave': {
      const token = tokens.find((t) => t.id === event.tokenId);
      if (!token) throw new Error(`no token ${event.tokenId}`);
      tokens = tokens.filter((t) => t !== token);
      leaveNode(token.nodeId);
      break;
    }
    case 'jump': {
      const target = nodeOf(graph, event.nodeId);
      if (target.kind !== 'userTask' && target.kind !== 'startEvent')
        throw new Error(`cannot jump to ${target.kind}`);
      tokens = [];
      const token = { id: ctx.newId(), nodeId: target.id, arrivedVia: null };
      tokens.push(token);
      waiting.push(token);
      break;
    }
  }

  for (let moves = 0; arrivals.length && !ended; moves++) {
    if (moves > MAX_MOVES) throw new RoutingError(graph.id, 'the process does not settle');
    const { nodeId, via } = arrivals.shift()!;
    const node = nodeOf(graph, nodeId);
    switch (node.kind) {
      case 'userTask': {
        const token = { id: ctx.newId(), nodeId, arrivedVia: via };
        tokens.push(token);
        waiting.push(token);
        break;
      }
      case 'exclusiveGateway': {
        const flowId = chooseFlow(graph, node, ctx.scope);
        arrivals.push({ nodeId: graph.flows.get(flowId)!.target, via: flowId });
        break;
      }
      case 'parallelGateway': {
        if (node.incoming.length > 1) {
          tokens.push({ id: ctx.newId(), nodeId, arrivedVia: via });
          const atJoin = tokens.filter((t) => t.nodeId === nodeId);
          const complete = node.incoming.every((flowId) => atJoin.some((t) => t.arrivedVia === flowId));
          if (!complete) break;
          // One token per incoming flow is consumed; extra arrivals on a flow wait for the next round.
          const consumed = new Set(
            node.incoming.map((flowId) => atJoin.find((t) => t.arrivedVia === flowId)!),
          );
          tokens = tokens.filter((t) => !consumed.has(t));
        }
        leaveNode(nodeId);
        break;
      }
      case 'endEvent':
        if (node.terminate) {
          tokens = [];
          waiting.length = 0;
          ended = 'terminated';
        }
        break;
      case 'startEvent':
        throw new Error(`flow into the start event ${nodeId}`);
    }
  }
  if (!ended && tokens.length === 0) ended = 'completed';

  const kept = new Set(tokens.map((t) => t.id));
  return {
    tokens,
    waiting: waiting.filter((t) => kept.has(t.id)),
    removed: before.filter((t) => !kept.has(t.id)).map((t) => t.id),
    ended,
  };
}
