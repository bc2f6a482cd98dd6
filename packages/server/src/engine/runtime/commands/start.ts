import type { MemberProfile } from '../../../core/org/profile.js';
import type { BpmDefinition, BpmInstance, InstanceResult } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import type { ProcessGraph } from '../../model.js';
import { subjectsOf } from '../../subjects.js';
import { InstanceRun, type CommandContext, type FormData } from '../run.js';
import * as store from '../store.js';

export interface StartInput {
  definition: BpmDefinition;
  graph: ProcessGraph;
  starter: MemberProfile;
  data: FormData;
  /** A saved draft of the starter's to submit (instead of a new request). */
  draft?: BpmInstance;
}

export interface CommandResult {
  instanceId: string;
  status: BpmInstance['status'];
  createdTaskIds: string[];
  /** How the request ended, when this command ended it. */
  result?: InstanceResult;
}

/** The request's subject, the school's and in the other languages (engine/subjects.ts). */
const subjectOf = (input: StartInput) =>
  subjectsOf(input.graph, input.definition.name, input.starter, input.data);

function newInstance(ctx: CommandContext, input: StartInput, status: 'draft' | 'running'): BpmInstance {
  const { definition, starter, data } = input;
  return {
    id: newId(),
    tenantId: ctx.tenantId,
    defId: definition.id,
    defKey: definition.key,
    defName: definition.name,
    defVersion: definition.version,
    typeId: definition.typeId,
    ...subjectOf(input),
    status,
    result: null,
    data: JSON.stringify(data),
    starterId: starter.id,
    starterName: starter.name,
    starterAttrs: JSON.stringify(starter),
    version: 1,
    submitVersion: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    startedAt: status === 'running' ? ctx.now : null,
    endedAt: null,
    endReason: null,
    suspendedBy: null,
    suspendedAt: null,
  };
}

/** Saves a request without submitting it (a new draft, or over the starter's draft). */
export async function saveDraft(ctx: CommandContext, input: StartInput): Promise<string> {
  const { draft, starter, data } = input;
  if (!draft) {
    const instance = newInstance(ctx, input, 'draft');
    await store.insertInstance(ctx.db, instance);
    return instance.id;
  }
  await store.bumpVersion(ctx.db, draft, ctx.now);
  await store.updateInstance(ctx.db, draft.id, {
    data: JSON.stringify(data),
    ...subjectOf(input),
    starterAttrs: JSON.stringify(starter),
  });
  return draft.id;
}

/**
 * Submits a request: the token leaves the start event and the first tasks are staffed. If any
 * task finds nobody, the error rolls the whole transaction back and no instance remains.
 */
export async function startInstance(ctx: CommandContext, input: StartInput): Promise<CommandResult> {
  const { graph, draft, data } = input;
  // This submission's version is the one the starter may withdraw at (submitVersion).
  let instance: BpmInstance = { ...newInstance(ctx, input, 'running'), submitVersion: 1 };
  let run: InstanceRun;
  if (draft) {
    const version = await store.bumpVersion(ctx.db, draft, ctx.now);
    instance = { ...instance, id: draft.id, createdAt: draft.createdAt, version, submitVersion: version };
    run = new InstanceRun(ctx, graph, instance, [], version, data);
    const { subject, subjects, starterAttrs, startedAt } = instance;
    run.setInstance({
      status: 'running',
      subject,
      subjects,
      starterAttrs,
      data: instance.data,
      startedAt,
      submitVersion: version,
    });
  } else {
    await store.insertInstance(ctx.db, instance);
    run = new InstanceRun(ctx, graph, instance, [], instance.version, data);
  }

  const ended = await run.advance({ type: 'start' });
  if (ended) await run.end('end', 'agree');
  await run.history({ task: null, nodeId: graph.startId, action: 'start', opinion: null });
  return {
    instanceId: instance.id,
    status: ended ? 'end' : 'running',
    createdTaskIds: run.createdTaskIds,
    ...(ended ? { result: 'agree' as const } : {}),
  };
}
