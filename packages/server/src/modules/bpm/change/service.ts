import { ModuleState, type Language, type ListQuery } from '@campus/contract';
import type { AgentInput } from '@campus/contract/api/bpm/change';
import { membersByIds, type Person } from '../../../core/org/people.js';
import { nodeOf, STARTER_ACTIONS } from '../../../engine/model.js';
import { changeTaskHolder } from '../../../engine/runtime/commands/reassign.js';
import { checkHandOver } from '../../../engine/runtime/hand-over.js';
import { findInstance, findTask } from '../../../engine/runtime/store.js';
import { runCommand } from '../../../engine/runtime/transaction.js';
import { mainDefinition, versionById } from '../../../engine/versions.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { newId } from '../../../lib/ids.js';
import { requireHolding } from '../shared/access.js';
import { actionName } from '../shared/action-name.js';
import { actorOf } from '../shared/actor.js';
import type { Db } from '../shared/repo.js';
import * as repo from './repo.js';

/** Transfers (shift), proxies (assignee) and standing delegations (agents). */

export interface ChangeInput {
  taskId: string;
  changeType: 'shift' | 'assignee';
  comment?: string;
  executorId: string;
}

/** A delegation as its declaration reads it (contract api/bpm/change.ts). */
export type { AgentInput } from '@campus/contract/api/bpm/change';

const invalidDelegation = (
  key: 'bpm.agentSelf' | 'bpm.agentDates' | 'bpm.agentOverlap' | 'bpm.agentProcess' | 'bpm.agentNotFound',
) => new AppError(ModuleState.DELEGATION_INVALID, { key });

export function createChangeService(db: Db) {
  async function member(tenantId: string, userId: string): Promise<Person> {
    const [person] = await membersByIds(db, tenantId, [userId]);
    if (!person) throw new AppError(ModuleState.USER_NOT_FOUND);
    return person;
  }

  async function checkAgent(
    auth: AuthContext,
    agent: {
      id: string | null;
      agentType: 'all' | 'part';
      defKey: string | null;
      startDate: number;
      endDate: number;
      agenterId: string;
      agenterName: string;
    },
  ) {
    if (agent.agenterId === auth.userId) throw invalidDelegation('bpm.agentSelf');
    if (agent.endDate <= agent.startDate) throw invalidDelegation('bpm.agentDates');
    // Only staff stand in for an approver (the engine also bars every request's starter).
    await checkHandOver(db, auth.tenantId, [{ id: agent.agenterId, name: agent.agenterName }], null);
    if (
      agent.agentType === 'part' &&
      (!agent.defKey || !(await mainDefinition(db, auth.tenantId, agent.defKey)))
    ) {
      throw invalidDelegation('bpm.agentProcess');
    }
    const clash = await repo.overlappingAgent(db, auth.tenantId, { ...agent, delegatorId: auth.userId });
    if (clash) throw invalidDelegation('bpm.agentOverlap');
  }

  async function ownAgent(auth: AuthContext, id: string) {
    const agent = await repo.agentById(db, auth.tenantId, id);
    if (!agent || agent.delegatorId !== auth.userId) throw invalidDelegation('bpm.agentNotFound');
    return agent;
  }

  return {
    /**
     * The holder of a task hands it over (shift: it becomes the executor's, shown as DELIVERTO)
     * or names a proxy (assignee: the executor may act for them, shown as AGENT).
     */
    saveChange: async (auth: AuthContext, lang: Language, input: ChangeInput) => {
      const executor = await member(auth.tenantId, input.executorId);
      if (executor.id === auth.userId)
        throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.transferSelf' });
      return runCommand(db, auth, async (ctx) => {
        const { task, holding, instance } = await requireHolding(ctx.db, auth, input.taskId, ctx.now);
        if (holding.status === 'AGENT')
          throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.changeOwnerOnly' });
        const process = await versionById(ctx.db, auth.tenantId, instance.defId);
        const node = nodeOf(process.graph, task.nodeId);
        const actions = node.kind === 'userTask' ? node.actions : STARTER_ACTIONS;
        if (!actions.includes(input.changeType)) {
          throw new AppError(ModuleState.ACTION_NOT_ALLOWED, {
            key: 'bpm.actionNotAllowed',
            params: { action: actionName(lang, input.changeType) },
          });
        }
        const me = actorOf(auth);
        await repo.finishRunningChanges(ctx.db, task.id, ctx.now);
        await changeTaskHolder(ctx, {
          instance,
          graph: process.graph,
          task,
          action: input.changeType,
          comment: input.comment ?? null,
          holder: input.changeType === 'shift' ? { person: executor, delivered: true, owner: me } : undefined,
          handedTo: executor,
        });
        const id = newId();
        await repo.insertChange(ctx.db, {
          id,
          tenantId: auth.tenantId,
          taskId: task.id,
          instanceId: instance.id,
          changeType: input.changeType,
          ownerId: me.id,
          ownerName: me.name,
          executorId: executor.id,
          executorName: executor.name,
          comment: input.comment ?? null,
          status: 'running',
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        return { id };
      });
    },

    changes: (auth: AuthContext, query: ListQuery) => repo.changeList(db, auth, query),

    async change(auth: AuthContext, id: string) {
      const change = await repo.changeById(db, auth.tenantId, id);
      if (!change || (change.ownerId !== auth.userId && change.executorId !== auth.userId)) {
        throw new AppError(ModuleState.TASK_CHANGE_NOT_FOUND);
      }
      return change;
    },

    /** The one who made a running change takes it back: a transferred task returns to them. */
    withdrawChange: (auth: AuthContext, id: string) =>
      runCommand(db, auth, async (ctx) => {
        const change = await repo.changeById(ctx.db, auth.tenantId, id);
        if (!change || change.ownerId !== auth.userId) throw new AppError(ModuleState.TASK_CHANGE_NOT_FOUND);
        if (change.status !== 'running')
          throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.changeClosed' });
        const task = (await findTask(ctx.db, auth.tenantId, change.taskId))!;
        const instance = (await findInstance(ctx.db, auth.tenantId, task.instanceId))!;
        const process = await versionById(ctx.db, auth.tenantId, instance.defId);
        const me = actorOf(auth);
        await changeTaskHolder(ctx, {
          instance,
          graph: process.graph,
          task,
          action: 'withdrawChange',
          comment: null,
          holder: change.changeType === 'shift' ? { person: me, delivered: false, owner: me } : undefined,
        });
        await repo.setChangeStatus(ctx.db, id, 'cancel', ctx.now);
        return { id, status: 'cancel' as const };
      }),

    agents: (auth: AuthContext, query: ListQuery) => repo.agentList(db, auth, query),

    async agent(auth: AuthContext, id: string) {
      const agent = await repo.agentById(db, auth.tenantId, id);
      if (!agent || (agent.delegatorId !== auth.userId && agent.agenterId !== auth.userId)) {
        throw invalidDelegation('bpm.agentNotFound');
      }
      return agent;
    },

    /** Creates or updates one of the caller's delegations (checked: not to oneself, dates, overlap). */
    async saveAgent(auth: AuthContext, input: AgentInput) {
      if (input.id) await ownAgent(auth, input.id);
      const agenter = await member(auth.tenantId, input.agenterId);
      const defKey = input.agentType === 'part' ? (input.procDefKey ?? null) : null;
      const fields = {
        agenterId: agenter.id,
        agenterName: agenter.name,
        agentType: input.agentType,
        defKey,
        startDate: input.startDate,
        endDate: input.endDate,
        isEnabled: input.isEnabled ? ('Y' as const) : ('N' as const),
        title: input.title?.trim() || agenter.name,
      };
      if (input.isEnabled) await checkAgent(auth, { id: input.id ?? null, ...fields });
      else if (agenter.id === auth.userId) throw invalidDelegation('bpm.agentSelf');
      const now = Date.now();
      if (input.id) {
        await repo.updateAgent(db, input.id, { ...fields, updatedAt: now });
        return { id: input.id };
      }
      const id = newId();
      await repo.insertAgent(db, {
        id,
        tenantId: auth.tenantId,
        delegatorId: auth.userId,
        delegatorName: auth.fullname,
        ...fields,
        createdAt: now,
        updatedAt: now,
      });
      return { id };
    },

    removeAgents: (auth: AuthContext, ids: string[]) =>
      repo.deleteAgents(db, auth.tenantId, auth.userId, ids),

    async setAgentEnabled(auth: AuthContext, id: string, enabled: boolean) {
      const agent = await ownAgent(auth, id);
      if (enabled) await checkAgent(auth, { ...agent, defKey: agent.procDefKey, id });
      await repo.updateAgent(db, id, { isEnabled: enabled ? 'Y' : 'N', updatedAt: Date.now() });
      return { id, isEnabled: enabled ? ('Y' as const) : ('N' as const) };
    },
  };
}

export type ChangeService = ReturnType<typeof createChangeService>;
