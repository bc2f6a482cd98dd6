import type { FormValues } from '@campus/contract';
import type { MemberProfile } from '../core/org/profile.js';
import type { BpmInstance } from '../db/schema.js';
import { applyFormData } from './forms.js';
import { nodeOf } from './model.js';
import { saveDraft, startInstance, type CommandResult } from './runtime/commands/start.js';
import type { CommandContext } from './runtime/run.js';
import type { ProcessVersion } from './versions.js';

export interface SubmitInput {
  process: ProcessVersion;
  starter: MemberProfile;
  /** What the starter sent; merged over the draft's values when a draft is submitted. */
  submitted: unknown;
  draft?: BpmInstance;
  /** Save without submitting: required fields may still be missing. */
  asDraft?: boolean;
}

/**
 * A starter submits a request (or saves it as a draft): the form is validated at the start node,
 * then the request starts. Every way in (the BPM API, the student-affairs modules) goes through
 * here, so a request follows the same rules whichever screen it came from.
 */
export async function submitRequest(ctx: CommandContext, input: SubmitInput): Promise<CommandResult> {
  const { process, starter, draft, asDraft = false } = input;
  const start = nodeOf(process.graph, process.graph.startId);
  const current = draft ? (JSON.parse(draft.data) as FormValues) : {};
  const data = await applyFormData(ctx.db, ctx.tenantId, process.form, start, current, input.submitted, {
    checkRequired: !asDraft,
    now: ctx.now,
    writerId: ctx.actor.id,
  });
  const args = { definition: process.definition, graph: process.graph, starter, data, draft };
  if (asDraft) return { instanceId: await saveDraft(ctx, args), status: 'draft', createdTaskIds: [] };
  return startInstance(ctx, args);
}
