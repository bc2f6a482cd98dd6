import { ModuleState, translate, type Language } from '@campus/contract';
import type { FlowImage, FlowStep, HistoryItem } from '@campus/contract/api/bpm/history';
import { membersByIds } from '../../../core/org/people.js';
import { memberProfile, type MemberProfile } from '../../../core/org/profile.js';
import type { BpmInstance } from '../../../db/schema.js';
import { graphOf } from '../../../engine/cache.js';
import { sendCopies } from '../../../engine/copies.js';
import { diagramIn } from '../../../engine/diagram.js';
import { nameIn, type ProcessGraph } from '../../../engine/model.js';
import { approvalRoute } from '../../../engine/route.js';
import { findInstance } from '../../../engine/runtime/store.js';
import { definitionById } from '../../../engine/versions.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { knownInstance, knownTask } from '../shared/access.js';
import { actionName } from '../shared/action-name.js';
import { actorOf } from '../shared/actor.js';
import type { Db } from '../shared/repo.js';
import * as repo from './repo.js';

/** Diagram colours by status; `current` marks the nodes waiting now. */
const STATUS_COLORS: Record<string, string> = {
  current: '#1890ff',
  start: '#52c41a',
  agree: '#52c41a',
  oppose: '#f5222d',
  abandon: '#faad14',
  reject: '#fa8c16',
  rejectToPrevious: '#fa8c16',
  rejectToStart: '#fa8c16',
  endProcess: '#8c8c8c',
};

/** One approval step of the route, for the step list phones show instead of the diagram. */
export type { FlowStep } from '@campus/contract/api/bpm/history';

/**
 * The route as steps in the reader's language: a request's own (its form decides the branches),
 * or before submitting every step the form may bring in, each with its condition.
 */
function flowSteps(
  graph: ProcessGraph,
  starter: MemberProfile,
  values: Record<string, unknown> | undefined,
  styleMap: Record<string, { status: string }>,
  lang: Language,
): FlowStep[] {
  return approvalRoute(graph, starter, values).map(({ node, condition }) => {
    const step: FlowStep = { nodeId: node.id, name: nameIn(node, lang) };
    if (condition) step.condition = nameIn(condition, lang) || (condition.condition?.source ?? '');
    const status = styleMap[node.id]?.status;
    if (status) step.status = status;
    return step;
  });
}

export interface InstanceRef {
  instId?: string;
  taskId?: string;
  bizKey?: string;
}

export function createHistoryService(db: Db) {
  /** The request a call names (by instance or by one of its tasks), if the caller may read it. */
  async function readable(auth: AuthContext, ref: InstanceRef): Promise<BpmInstance> {
    const byId = ref.instId ?? ref.bizKey;
    if (byId) return knownInstance(db, auth, byId, Date.now());
    // Named by a task id: answered as an unknown task (shared/access.ts knownTask).
    const task = ref.taskId ? await knownTask(db, auth, ref.taskId, Date.now()) : undefined;
    const instance = task && (await findInstance(db, auth.tenantId, task.instanceId));
    if (!instance) throw new AppError(ModuleState.TASK_NOT_FOUND);
    return instance;
  }

  return {
    /** The approval timeline: every action, then who is handling the request now. */
    async flowHistory(auth: AuthContext, lang: Language, ref: InstanceRef): Promise<HistoryItem[]> {
      const instance = await readable(auth, ref);
      const [history, open, definition] = await Promise.all([
        repo.historyOf(db, instance.id),
        repo.openTasksWithHandlers(db, instance.id),
        definitionById(db, auth.tenantId, instance.defId),
      ]);
      // Step names as the process names them in the reader's language (the rows keep the school's);
      // a row named otherwise (a signer added on the way) keeps its own.
      const graph = definition ? await graphOf(db, definition) : undefined;
      const stepName = (nodeId: string, stored: string) => {
        const node = graph?.nodes.get(nodeId);
        return node && node.name === stored ? nameIn(node, lang) : stored;
      };
      const done = history.map((h) => ({
        id: h.id,
        taskId: h.taskId,
        nodeId: h.nodeId,
        taskName: stepName(h.nodeId, h.nodeName),
        auditor: h.actorId,
        auditorName: h.actorName,
        onBehalfOf: h.onBehalfOfId,
        onBehalfOfName: h.onBehalfOfName,
        status: h.action,
        statusName: actionName(lang, h.action),
        opinion: h.opinion,
        createTime: h.taskCreatedAt,
        completeTime: h.createdAt,
      }));
      const waiting = open.map((t) => ({
        id: t.id,
        taskId: t.id,
        nodeId: t.nodeId,
        taskName: stepName(t.nodeId, t.name),
        auditor: t.handlers.map((p) => p.id).join(','),
        auditorName: t.handlers.map((p) => p.name).join(','),
        onBehalfOf: null,
        onBehalfOfName: null,
        status: 'pending',
        statusName: actionName(lang, 'pending'),
        opinion: null,
        createTime: t.createdAt,
        completeTime: null,
      }));
      return [...done, ...waiting];
    },

    /** The BPMN XML to draw, with done and current nodes coloured (for an instance). */
    async flowImage(
      auth: AuthContext,
      lang: Language,
      ref: InstanceRef & { defId?: string },
    ): Promise<FlowImage> {
      const statusColorList = Object.entries(STATUS_COLORS).map(([status, color]) => ({
        status,
        color,
        name: status === 'current' ? translate(lang, 'bpm.diagram.current') : actionName(lang, status),
      }));
      if (ref.defId && !ref.instId && !ref.taskId) {
        const definition = await definitionById(db, auth.tenantId, ref.defId);
        if (!definition) throw new AppError(ModuleState.PROCESS_NOT_FOUND);
        const me = await memberProfile(db, auth.tenantId, auth.userId);
        const graph = await graphOf(db, definition);
        const steps = me ? flowSteps(graph, me, undefined, {}, lang) : [];
        const xml = await diagramIn(definition, graph, lang);
        return { xml, styleMap: {}, statusColorList, steps, ended: false };
      }
      const instance = await readable(auth, ref);
      const definition = (await definitionById(db, auth.tenantId, instance.defId))!;
      const [history, open] = await Promise.all([
        repo.historyOf(db, instance.id),
        repo.openTasksWithHandlers(db, instance.id),
      ]);
      const styleMap: Record<string, { status: string; color: string }> = {};
      for (const h of history) {
        const color = STATUS_COLORS[h.action];
        if (color) styleMap[h.nodeId] = { status: h.action, color };
      }
      for (const t of open) styleMap[t.nodeId] = { status: 'current', color: STATUS_COLORS.current! };
      const starter = JSON.parse(instance.starterAttrs) as MemberProfile;
      const values = JSON.parse(instance.data) as Record<string, unknown>;
      const graph = await graphOf(db, definition);
      const steps = flowSteps(graph, starter, values, styleMap, lang);
      const xml = await diagramIn(definition, graph, lang);
      return { xml, styleMap, statusColorList, steps, ended: instance.endedAt !== null };
    },

    /** Sends a copy of a request to colleagues: they get a message and may read it. */
    async copyTo(auth: AuthContext, input: { instId: string; receiverIds: string[]; opinion?: string }) {
      const instance = await readable(auth, input);
      const receivers = (await membersByIds(db, auth.tenantId, input.receiverIds)).filter(
        (p) => p.id !== auth.userId,
      );
      if (receivers.length !== new Set(input.receiverIds.filter((id) => id !== auth.userId)).size) {
        throw new AppError(ModuleState.USER_NOT_FOUND);
      }
      const sender = actorOf(auth);
      const now = Date.now();
      return db.transaction().execute(async (trx) => {
        const added = await sendCopies(trx, {
          tenantId: auth.tenantId,
          instance,
          sender,
          receivers,
          opinion: input.opinion ?? null,
          now,
          version: instance.version,
        });
        return { copied: added.length };
      });
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
