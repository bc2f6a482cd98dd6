import { ModuleState, type TaskVia } from '@campus/contract';
import type { Person } from '../../core/org/people.js';
import type { MemberProfile } from '../../core/org/profile.js';
import type { Updateable } from 'kysely';
import type { BpmExecution, BpmInstance, BpmTask, DB, InstanceResult } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';
import { taskDeadline } from '../deadlines.js';
import { emitInstanceEvent, hasInstanceListener } from '../events.js';
import { renderTemplate } from '../expression/template.js';
import { nodeOf, starterActsAt, type ProcessGraph, type UserTaskNode } from '../model.js';
import { RoutingError, step, type StepEvent, type StepResult, type Token } from '../step.js';
import { resolveAssignees } from './assign.js';
import { flushWrites, type Write } from './deferred.js';
import { queueTaskPush } from './push-outbox.js';
import type { CommandContext, FormData } from './context.js';
import * as store from './store.js';

// The command's context lives in its own module, which the instance events read too.
export type { CommandContext, FormData } from './context.js';

/** What a revoke restores: the executions and form values before the action. */
export interface Snapshot {
  executions: BpmExecution[];
  data: string;
}

/** How to staff the tasks a step creates, beyond each node's own rules. */
export interface Staffing {
  /** People to give a node's task instead of resolving its rules (a reject returns it to them). */
  assignees?: ReadonlyMap<string, Person[]>;
  /** After a reject with backHandMode 'direct': agreeing jumps straight back to this node. */
  backToNode?: string | null;
}

/**
 * Someone a task goes to, with how the process's rules named them; without `via` (a reject
 * returning the task to its last approver, an added signer, the starter) they were named
 * personally.
 */
export type Staffed = Person & { via?: TaskVia };

/** The voters of a countersign (with how each was named, when a rule named them). */
export const parseVoters = (execution: BpmExecution): Staffed[] =>
  execution.miUsers ? (JSON.parse(execution.miUsers) as Staffed[]) : [];

/**
 * One command on one instance: holds what was read, applies step results (tokens become
 * execution rows, waiting tokens become tasks) and writes the history row. Changes to the
 * instance row itself (its end, its form values, a resubmission) are gathered and written in
 * one UPDATE just before the history row, which every command writes last.
 */
export class InstanceRun {
  readonly snapshot: Snapshot;
  readonly createdTaskIds: string[] = [];
  private executions: BpmExecution[];
  private instancePatch: Updateable<DB['bpmInstance']> = {};
  /** A terminate end removed tokens whose tasks are still open. */
  private tasksOrphaned = false;
  /** The command's version bump while queued (beginRun): the instance's patch joins it. */
  bump: Write | null = null;

  constructor(
    readonly ctx: CommandContext,
    readonly graph: ProcessGraph,
    readonly instance: BpmInstance,
    executions: BpmExecution[],
    /** The version this command produces. */
    readonly version: number,
    public data: FormData,
  ) {
    this.executions = executions;
    this.snapshot = { executions, data: instance.data };
  }

  get starter(): MemberProfile {
    return JSON.parse(this.instance.starterAttrs) as MemberProfile;
  }

  scope(): Record<string, unknown> {
    return { ...this.data, starter: this.starter };
  }

  /** Whether a token of this id is live in the command (a task's token moves on when it is handled). */
  hasToken(id: string): boolean {
    return this.executions.some((e) => e.id === id);
  }

  execution(id: string): BpmExecution {
    const execution = this.executions.find((e) => e.id === id);
    if (!execution) throw new Error(`instance ${this.instance.id} has no execution ${id}`);
    return execution;
  }

  /** Runs the pure step and persists its outcome; returns how the flow ended, if it did. */
  async advance(event: StepEvent, staffing: Staffing = {}): Promise<StepResult['ended']> {
    const tokens: Token[] = this.executions.map((e) => ({
      id: e.id,
      nodeId: e.nodeId,
      arrivedVia: e.arrivedVia,
    }));
    let result: StepResult;
    try {
      result = step(this.graph, tokens, event, { scope: this.scope(), newId });
    } catch (error) {
      if (error instanceof RoutingError) {
        throw new AppError(ModuleState.CONDITION_ERROR, {
          key: 'bpm.conditionError',
          params: { element: error.elementId },
          cause: error.message,
        });
      }
      throw error;
    }
    const { db } = this.ctx;
    // A jump replaces every token, so every open task goes with them.
    if (event.type === 'jump') await store.cancelOpenTasks(db, this.instance.id, this.version);
    const known = new Set(this.executions.map((e) => e.id));
    const added: BpmExecution[] = result.tokens
      .filter((t) => !known.has(t.id))
      .map((t) => ({
        id: t.id,
        tenantId: this.ctx.tenantId,
        instanceId: this.instance.id,
        nodeId: t.nodeId,
        arrivedVia: t.arrivedVia,
        miUsers: null,
        createdAt: this.ctx.now,
      }));
    if (result.removed.length === 1 && added.length === 1) {
      // A token moving from one node to the next: one statement instead of a delete and an insert.
      await store.replaceExecution(db, result.removed[0]!, added[0]!);
    } else {
      await store.deleteExecutions(db, this.instance.id, result.removed);
      await store.insertExecutions(db, added);
    }
    if (result.ended === 'terminated') this.tasksOrphaned = true;
    this.executions = this.executions.filter((e) => !result.removed.includes(e.id)).concat(added);
    for (const token of result.waiting) await this.staff(this.execution(token.id), staffing);
    return result.ended;
  }

  /** Creates the tasks of a token that arrived at a task (or back at the start event). */
  private async staff(execution: BpmExecution, staffing: Staffing): Promise<void> {
    const node = nodeOf(this.graph, execution.nodeId);
    const backToNode = staffing.backToNode ?? null;
    if (node.kind === 'startEvent') {
      const starter = this.starter;
      await this.createTask(
        execution,
        node.name,
        { id: starter.id, name: starter.name },
        [],
        null,
        backToNode,
        null,
      );
      return;
    }
    if (node.kind !== 'userTask') throw new Error(`cannot staff ${node.kind} ${node.id}`);
    // resolveAssignees leaves the starter out where they do not act; so does a reject's return.
    const people = (
      staffing.assignees?.get(node.id) ??
      (await resolveAssignees(this.ctx.db, this.ctx.tenantId, node.assignment, this.starter, this.data))
    ).filter((person) => starterActsAt(node) || person.id !== this.instance.starterId);
    if (people.length === 0) {
      // Rolls the whole command back: no request is left waiting for nobody.
      throw new AppError(ModuleState.NO_ASSIGNEE, { key: 'bpm.noAssignee', params: { node: node.name } });
    }
    if (node.multiInstance) {
      await store.setVoters(this.ctx.db, execution.id, people);
      execution.miUsers = JSON.stringify(people);
      const first = node.multiInstance.sequential ? people.slice(0, 1) : people;
      for (const person of first) {
        await this.createTask(execution, node.name, person, [], people.indexOf(person), backToNode, node);
      }
      return;
    }
    if (people.length === 1)
      await this.createTask(execution, node.name, people[0]!, [], null, backToNode, node);
    else await this.createTask(execution, node.name, null, people, null, backToNode, node);
  }

  async createTask(
    execution: BpmExecution,
    name: string,
    assignee: Staffed | null,
    candidates: Staffed[],
    miIndex: number | null,
    backToNode: string | null,
    node: UserTaskNode | null,
  ): Promise<void> {
    const id = newId();
    const subject = node?.subject ? renderTemplate(node.subject, this.scope()) : this.instance.subject;
    await store.insertTask(
      this.ctx.db,
      {
        id,
        tenantId: this.ctx.tenantId,
        instanceId: this.instance.id,
        executionId: execution.id,
        nodeId: execution.nodeId,
        name,
        subject: subject || this.instance.subject,
        status: 'pending',
        assigneeId: assignee?.id ?? null,
        assigneeName: assignee?.name ?? null,
        ownerId: assignee?.id ?? null,
        ownerName: assignee?.name ?? null,
        delivered: 'N',
        via: assignee?.via ?? 'user',
        // The start event's task (node null) and "starter confirms" steps are the starter's own.
        barredId: node && !starterActsAt(node) ? this.instance.starterId : null,
        miIndex,
        backToNode,
        createdVersion: this.version,
        remindTimes: 0,
        // The step's deadline runs from the moment its task is created (the step is reached).
        ...taskDeadline(node?.deadline ?? null, this.ctx.now),
        createdAt: this.ctx.now,
      },
      candidates.map((c) => ({ userId: c.id, via: c.via ?? 'user' })),
    );
    this.createdTaskIds.push(id);
    // A reviewer's phone is told a task arrived; the starter's own resubmission task (node null)
    // comes with the "returned" message instead.
    if (node) {
      await queueTaskPush(this.ctx.db, {
        tenantId: this.ctx.tenantId,
        receiverIds: assignee ? [assignee.id] : candidates.map((c) => c.id),
        title: 'bpm.message.taskSubject',
        body: 'bpm.message.taskContent',
        params: { subject: subject || this.instance.subject, node: name },
        url: `bpmn/task?taskId=${id}`,
        now: this.ctx.now,
      });
    }
  }

  /** Changes to the instance row, written with the history row (see history()). */
  setInstance(patch: Updateable<DB['bpmInstance']>): void {
    Object.assign(this.instancePatch, patch);
  }

  /**
   * Ends the instance: open tasks are cancelled and no token remains. When the flow reached its
   * end on its own, neither is there to do: `executions` mirrors the table within the command,
   * and every open task belongs to a live token (a token leaving a task closes or cancels its
   * tasks first), except after a terminate end, which drops the other branches' tokens as they are.
   */
  async end(
    status: 'end' | 'manualend',
    result: InstanceResult,
    reason: string | null = null,
  ): Promise<void> {
    if (this.executions.length > 0 || this.tasksOrphaned) {
      await store.cancelOpenTasks(this.ctx.db, this.instance.id, this.version);
    }
    if (this.executions.length > 0) {
      await store.deleteExecutions(this.ctx.db, this.instance.id);
      this.executions = [];
    }
    this.setInstance({ status, result, endedAt: this.ctx.now, endReason: reason });
  }

  /** Saves the form values (when they changed) with the command. */
  saveData(): void {
    const data = JSON.stringify(this.data);
    if (data !== this.instance.data) this.setInstance({ data });
  }

  async history(entry: {
    task: BpmTask | null;
    nodeId: string;
    action: string;
    opinion: string | null;
    onBehalfOf?: Person | null;
    revocable?: boolean;
  }): Promise<void> {
    const status = (this.instancePatch.status ?? this.instance.status) as BpmInstance['status'];
    const result = (
      'result' in this.instancePatch ? this.instancePatch.result : this.instance.result
    ) as InstanceResult | null;
    if (Object.keys(this.instancePatch).length > 0) {
      const { instance, version, bump } = this;
      const lock = bump ? { instance, version, now: this.ctx.now, bump } : undefined;
      await store.updateInstance(this.ctx.db, this.instance.id, this.instancePatch, lock);
      this.instancePatch = {};
    }
    const node = this.graph.nodes.get(entry.nodeId);
    await store.insertHistory(this.ctx.db, {
      id: newId(),
      tenantId: this.ctx.tenantId,
      instanceId: this.instance.id,
      taskId: entry.task?.id ?? null,
      nodeId: entry.nodeId,
      nodeName: entry.task?.name ?? node?.name ?? entry.nodeId,
      action: entry.action,
      opinion: entry.opinion,
      actorId: this.ctx.actor.id,
      actorName: this.ctx.actor.name,
      onBehalfOfId: entry.onBehalfOf?.id ?? null,
      onBehalfOfName: entry.onBehalfOf?.name ?? null,
      taskCreatedAt: entry.task?.createdAt ?? this.ctx.now,
      createdAt: this.ctx.now,
      version: this.version,
      snapshot: entry.revocable ? JSON.stringify(this.snapshot) : null,
    });
    // The command's writes go out before a listener runs (deferred.ts; they would before any
    // statement anyway): a refusal they carry is the command's answer, not something a listener
    // runs into. Without a listener they wait: at the commit of a transaction that has not begun
    // yet they go as one statement without BEGIN and COMMIT (runCommand's lazy begin).
    if (hasInstanceListener(this.instance.defKey)) await flushWrites(this.ctx.db);
    await emitInstanceEvent(this.ctx, {
      instance: this.instance,
      action: entry.action,
      nodeId: entry.nodeId,
      task: entry.task,
      status,
      result,
      data: this.data,
    });
  }
}

/** Reads an instance for a command and takes the optimistic lock on it. */
export async function beginRun(
  ctx: CommandContext,
  instance: BpmInstance,
  graph: ProcessGraph,
  options: { evenIfSuspended?: boolean } = {},
): Promise<InstanceRun> {
  const { version, executions, bump } = await store.lockInstance(ctx.db, instance, ctx.now, options);
  const run = new InstanceRun(
    ctx,
    graph,
    instance,
    executions,
    version,
    JSON.parse(instance.data) as FormData,
  );
  run.bump = bump;
  return run;
}
