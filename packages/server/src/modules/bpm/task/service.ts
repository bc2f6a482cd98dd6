import { ModuleState, stateMessage, type Language } from '@campus/contract';
import type { RejectActionInput, TaskActionInput } from '@campus/contract/api/bpm/task';
import { membersByIds, type Person } from '../../../core/org/people.js';
import type { BpmInstance, BpmTask } from '../../../db/schema.js';
import { applyFormData, editableValues, type FormValues } from '../../../engine/forms.js';
import { nodeOf, STARTER_ACTIONS, type FlowNode, type TaskAction } from '../../../engine/model.js';
import { canRead } from '../../../engine/queries.js';
import { completeTask, type Vote } from '../../../engine/runtime/commands/complete.js';
import { endInstance } from '../../../engine/runtime/commands/end.js';
import { rejectTargets, rejectTask, type RejectMode } from '../../../engine/runtime/commands/reject.js';
import { revokeTask } from '../../../engine/runtime/commands/revoke.js';
import { addSigners } from '../../../engine/runtime/commands/sign.js';
import { parseVoters, type CommandContext } from '../../../engine/runtime/run.js';
import { executionsOf, findInstance, findTask, suspendedError } from '../../../engine/runtime/store.js';
import { runCommand } from '../../../engine/runtime/transaction.js';
import { versionById, type ProcessVersion } from '../../../engine/versions.js';
import type { AuthContext } from '../../../http/auth.js';
import { appErrorText } from '../../../http/error-funnel.js';
import { subjectIn } from '../../../engine/subjects.js';
import { AppError } from '../../../http/errors.js';
import { knownTask, requireHolding } from '../shared/access.js';
import { actionName } from '../shared/action-name.js';
import { formView, withReferences } from '../shared/form-view.js';
import { notifyStarter } from '../shared/notify.js';
import { actableTask, runningProxy, type Db } from '../shared/repo.js';
import * as repo from './repo.js';

/** A decision on a task as its declaration reads it (contract api/bpm/task.ts). */
export type TaskInput = TaskActionInput;
export type RejectInput = RejectActionInput;

/** A pending task the caller may act on, with everything a command on it needs. */
interface Acting {
  ctx: CommandContext;
  task: BpmTask;
  instance: BpmInstance;
  process: ProcessVersion;
  node: FlowNode;
  actions: readonly TaskAction[];
  /** Whose task it is when a delegate or proxy acts. */
  onBehalfOf: Person | null;
}

const actionsAt = (node: FlowNode): readonly TaskAction[] =>
  node.kind === 'userTask' ? node.actions : STARTER_ACTIONS;

function describeError(lang: Language, error: unknown): { state: number; message: string } {
  if (!(error instanceof AppError)) throw error;
  return { state: error.state, message: appErrorText(lang, error).message };
}

export function createTaskService(db: Db) {
  async function acting(ctx: CommandContext, auth: AuthContext, taskId: string): Promise<Acting> {
    const { task, holding, instance } = await requireHolding(ctx.db, auth, taskId, ctx.now);
    // Nothing is done on a suspended request, saving included (commands that move it are refused
    // again by the engine's bumpVersion, whatever path reaches them).
    if (instance.status === 'suspend') throw suspendedError();
    const process = await versionById(ctx.db, auth.tenantId, instance.defId);
    const node = nodeOf(process.graph, task.nodeId);
    let onBehalfOf: Person | null = null;
    if (holding.status === 'AGENT') {
      const proxy = await runningProxy(ctx.db, task.id, auth.userId);
      onBehalfOf = proxy
        ? { id: proxy.ownerId, name: proxy.ownerName }
        : { id: task.assigneeId!, name: task.assigneeName ?? '' };
    }
    return { ctx, task, instance, process, node, actions: actionsAt(node), onBehalfOf };
  }

  function allow(lang: Language, a: Acting, action: TaskAction): void {
    if (!a.actions.includes(action)) {
      throw new AppError(ModuleState.ACTION_NOT_ALLOWED, {
        key: 'bpm.actionNotAllowed',
        params: { action: actionName(lang, action) },
      });
    }
  }

  /** The instance's values with this task's edits (saved earlier, then submitted now) applied. */
  function valuesAfter(a: Acting, submitted: FormValues | undefined, checkRequired: boolean) {
    const saved = a.task.savedData ? (JSON.parse(a.task.savedData) as FormValues) : {};
    const current = JSON.parse(a.instance.data) as FormValues;
    return applyFormData(
      a.ctx.db,
      a.ctx.tenantId,
      a.process.form,
      a.node,
      current,
      { ...saved, ...(submitted ?? {}) },
      { checkRequired, now: a.ctx.now, writerId: a.ctx.actor.id },
    );
  }

  function refuseNodeUsers(input: TaskInput): void {
    if (input.nodeUsers.length)
      throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.nodeUsersUnsupported' });
  }

  const withTask = <T>(auth: AuthContext, taskId: string, fn: (a: Acting) => Promise<T>) =>
    runCommand(db, auth, async (ctx) => fn(await acting(ctx, auth, taskId)));

  async function vote(auth: AuthContext, lang: Language, input: TaskInput, choice: Vote) {
    refuseNodeUsers(input);
    return withTask(auth, input.taskId, async (a) => {
      allow(lang, a, choice);
      const result = await completeTask(a.ctx, {
        instance: a.instance,
        graph: a.process.graph,
        task: a.task,
        vote: choice,
        opinion: input.opinion ?? null,
        // Only agreeing needs the step's required fields: a refusal asks nothing of the approver.
        data: await valuesAfter(a, input.data, choice === 'agree'),
        onBehalfOf: a.onBehalfOf,
      });
      // The message reads the request's id, subject and starter, which the vote did not change.
      if (result.status === 'end')
        await notifyStarter(a.ctx.db, a.instance, result.result === 'agree' ? 'approved' : 'opposed');
      return result;
    });
  }

  return {
    agree: (auth: AuthContext, lang: Language, input: TaskInput) => vote(auth, lang, input, 'agree'),
    oppose: (auth: AuthContext, lang: Language, input: TaskInput) => vote(auth, lang, input, 'oppose'),
    abandon: (auth: AuthContext, lang: Language, input: TaskInput) => vote(auth, lang, input, 'abandon'),

    /** Agrees to each task on its own; one refusal does not stop the others. */
    async agreeBatch(auth: AuthContext, lang: Language, taskIds: string[], opinion: string | undefined) {
      const results = [];
      for (const taskId of taskIds) {
        try {
          await vote(auth, lang, { taskId, data: undefined, opinion, nodeUsers: [] }, 'agree');
          results.push({ taskId, state: 200, message: stateMessage(lang, 200) });
        } catch (error) {
          results.push({ taskId, ...describeError(lang, error) });
        }
      }
      return results;
    },

    async reject(auth: AuthContext, lang: Language, input: RejectInput, mode: RejectMode) {
      refuseNodeUsers(input);
      return withTask(auth, input.taskId, async (a) => {
        allow(lang, a, mode);
        const targets = await rejectTargets(a.ctx.db, a.process.graph, a.task);
        const startId = a.process.graph.startId;
        const wanted =
          mode === 'rejectToStart' || input.rejectMode === 'starter'
            ? startId
            : mode === 'reject' && input.destination
              ? input.destination
              : targets[0]!;
        if (!targets.includes(wanted) || a.node.kind === 'startEvent') {
          throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.rejectTarget' });
        }
        const result = await rejectTask(a.ctx, {
          instance: a.instance,
          graph: a.process.graph,
          task: a.task,
          mode,
          destination: wanted,
          direct: input.backHandMode === 'direct',
          opinion: input.opinion ?? null,
          data: await valuesAfter(a, input.data, false),
          onBehalfOf: a.onBehalfOf,
        });
        if (wanted === startId) await notifyStarter(a.ctx.db, a.instance, 'returned', input.opinion ?? null);
        return result;
      });
    },

    /** Where a task can be sent back to (for "reject to any earlier node"). */
    rejectNodes: (auth: AuthContext, taskId: string) =>
      withTask(auth, taskId, async (a) => {
        const targets = await rejectTargets(a.ctx.db, a.process.graph, a.task);
        return targets.map((nodeId) => ({ nodeId, nodeName: nodeOf(a.process.graph, nodeId).name }));
      }),

    endProcess: (auth: AuthContext, lang: Language, taskId: string, reason: string | null) =>
      withTask(auth, taskId, async (a) => {
        allow(lang, a, 'endProcess');
        const result = await endInstance(a.ctx, {
          instance: a.instance,
          graph: a.process.graph,
          task: a.task,
          reason,
          onBehalfOf: a.onBehalfOf,
        });
        if (a.instance.starterId !== auth.userId) await notifyStarter(a.ctx.db, a.instance, 'ended', reason);
        return result;
      }),

    /** Keeps the task's form edits and opinion without completing it. */
    save: (auth: AuthContext, lang: Language, input: TaskInput) =>
      withTask(auth, input.taskId, async (a) => {
        allow(lang, a, 'save');
        const values = await valuesAfter(a, input.data, false);
        const editable = editableValues(a.process.form, a.node, values);
        await repo.saveTaskData(
          a.ctx.db,
          a.task.id,
          JSON.stringify(editable),
          input.opinion ?? a.task.opinion,
        );
        return { taskId: a.task.id };
      }),

    /** The task's form as this approver sees it; read-only for someone who may only read the request. */
    async formData(auth: AuthContext, lang: Language, taskId: string) {
      const task = await findTask(db, auth.tenantId, taskId);
      if (!task) throw new AppError(ModuleState.TASK_NOT_FOUND);
      const now = Date.now();
      const found =
        task.status === 'pending'
          ? await actableTask(db, auth.tenantId, taskId, auth.userId, now)
          : undefined;
      const holding = found?.taskStatus === 'pending' ? found : undefined;
      // Whoever may not read the request is told what an unknown id tells (shared/access.ts).
      if (!holding && !(await canRead(db, auth.tenantId, task.instanceId, auth.userId, now))) {
        throw new AppError(ModuleState.TASK_NOT_FOUND);
      }
      const instance = (await findInstance(db, auth.tenantId, task.instanceId))!;
      const process = await versionById(db, auth.tenantId, instance.defId);
      const node = nodeOf(process.graph, task.nodeId);
      const saved = holding && task.savedData ? (JSON.parse(task.savedData) as FormValues) : {};
      const values = { ...(JSON.parse(instance.data) as FormValues), ...saved };
      // A suspended request's task is shown, not handled: no buttons until it is recovered.
      const acts = holding !== undefined && instance.status !== 'suspend';
      const view = formView(lang, process, node, values, {
        buttons: acts ? actionsAt(node) : [],
        readOnly: !acts,
        attributes: {
          taskId: task.id,
          proInstId: instance.id,
          subject: task.subject === instance.subject ? subjectIn(instance, lang) : task.subject,
          taskStatus: task.status,
          status: holding?.status ?? null,
          instStatus: instance.status,
          lockedBy: task.lockedBy,
          opinion: holding ? task.opinion : null,
          isCountersign: node.kind === 'userTask' && node.multiInstance !== null,
          creatorId: instance.starterId,
          creatorName: instance.starterName,
          createTime: task.createdAt,
          remindTimes: task.remindTimes,
        },
      });
      return withReferences(db, auth, lang, instance.id, view);
    },

    /**
     * Before a decision (the stock dialog's `agreeData/vo`): refused as the decision itself would be
     * (the holder only, never the starter, an action the step allows); nothing is written.
     */
    checkDecision: (auth: AuthContext, lang: Language, taskId: string, choice: Vote) =>
      withTask(auth, taskId, async (a) => {
        allow(lang, a, choice);
      }),

    /** What adding signers to a countersign looks like now: its voters and whether it is allowed. */
    toAddSign: (auth: AuthContext, taskId: string) =>
      withTask(auth, taskId, async (a) => {
        const voters = parseVoters(
          (await executionsOf(a.ctx.db, a.instance.id)).find((e) => e.id === a.task.executionId)!,
        );
        const multi = a.node.kind === 'userTask' ? a.node.multiInstance : null;
        return {
          taskId: a.task.id,
          nodeId: a.node.id,
          nodeName: a.node.name,
          allowed: a.actions.includes('addSign'),
          sequential: multi?.sequential ?? false,
          completion: multi?.completion ?? null,
          signers: voters,
        };
      }),

    addSign: (
      auth: AuthContext,
      lang: Language,
      input: { taskId: string; userIds: string[]; reason?: string },
    ) =>
      withTask(auth, input.taskId, async (a) => {
        allow(lang, a, 'addSign');
        const signers = await membersByIds(a.ctx.db, auth.tenantId, input.userIds);
        if (signers.length !== new Set(input.userIds).size) throw new AppError(ModuleState.USER_NOT_FOUND);
        return addSigners(a.ctx, {
          instance: a.instance,
          graph: a.process.graph,
          task: a.task,
          signers,
          reason: input.reason ?? null,
        });
      }),

    /** An approver takes back their completion while nothing has happened since. */
    revoke: (auth: AuthContext, taskId: string, opinion: string | null) =>
      runCommand(db, auth, async (ctx) => {
        const task = await knownTask(ctx.db, auth, taskId, ctx.now);
        if (task.completedBy !== auth.userId) throw new AppError(ModuleState.TASK_NOT_ASSIGNEE);
        const instance = (await findInstance(ctx.db, auth.tenantId, task.instanceId))!;
        const process = await versionById(ctx.db, auth.tenantId, instance.defId);
        return revokeTask(ctx, { instance, graph: process.graph, task, opinion });
      }),
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
