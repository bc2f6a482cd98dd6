import type { MemberProfile } from '../core/org/profile.js';
import { nodeOf, type ProcessGraph, type SequenceFlow, type UserTaskNode } from './model.js';
import { chooseFlow, RoutingError } from './step.js';

/**
 * The approval route an applicant will go through, before they submit (ANCHORS: "showing the
 * student the approval route"). Branches decided by who the applicant is are followed as they
 * will be taken; branches that depend on the form are all shown, each step with the flow whose
 * condition brings the request there (its name says the condition in words).
 */
export interface RouteStep {
  node: UserTaskNode;
  /** The form-dependent flow that leads to this step; null when every request comes here. */
  condition: SequenceFlow | null;
}

const readsForm = (flow: SequenceFlow) => flow.condition?.reads.some((name) => name !== 'starter') ?? false;

export function approvalRoute(
  graph: ProcessGraph,
  starter: MemberProfile,
  /** A submitted request's form: every branch is then decided, and the route is the one it takes. */
  values?: Readonly<Record<string, unknown>>,
): RouteStep[] {
  const steps: RouteStep[] = [];
  const seen = new Set<string>();
  const arrivals = new Map<string, number>();
  const scope = { ...values, starter };

  const walk = (nodeId: string, condition: SequenceFlow | null): void => {
    const node = nodeOf(graph, nodeId);
    // A parallel join goes on once every branch has arrived, so the steps after it come last.
    if (node.kind === 'parallelGateway' && node.incoming.length > 1) {
      const arrived = (arrivals.get(nodeId) ?? 0) + 1;
      arrivals.set(nodeId, arrived);
      if (arrived < node.incoming.length) return;
    }
    if (seen.has(nodeId)) return;
    seen.add(nodeId);
    if (node.kind === 'userTask') steps.push({ node, condition });
    const flows = node.outgoing.map((id) => graph.flows.get(id)!);
    if (node.kind !== 'exclusiveGateway' || flows.length < 2) {
      for (const flow of flows) walk(flow.target, condition);
      return;
    }
    if (!values && flows.some(readsForm)) {
      for (const flow of flows)
        walk(flow.target, flow.condition || flow.id === node.defaultFlow ? flow : condition);
      return;
    }
    try {
      const chosen = graph.flows.get(chooseFlow(graph, node, scope))!;
      // A request's own route says why a step is on it ("请假超过2天"), as the applicant's does.
      walk(chosen.target, values && readsForm(chosen) ? chosen : condition);
    } catch (error) {
      // No way out for this applicant: the route they would see ends here.
      if (!(error instanceof RoutingError)) throw error;
    }
  };
  walk(graph.startId, null);
  return steps;
}
