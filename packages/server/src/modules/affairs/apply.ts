import { ModuleState, type AffairApplied, type FormValues } from '@campus/contract';
import { memberProfile } from '../../core/org/profile.js';
import { submitRequest } from '../../engine/requests.js';
import { findInstance } from '../../engine/runtime/store.js';
import { runCommand } from '../../engine/runtime/transaction.js';
import { startableVersionOf } from '../../engine/versions.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { AffairsContext } from './context.js';
import type { LoadedModule } from './registry/registry.js';
import { schoolDate } from '../../lib/school-date.js';
import { requestYear, systemValues } from './system-fields.js';
import { withSystemValues } from './system-values-check.js';

export interface ApplyInput {
  data?: FormValues;
  /** A draft of the caller's of this process to submit instead of a new request. */
  draftId?: string;
}

/**
 * Submits a request of the module's process, on the version new requests start on: the same
 * rules as the BPM API's start (the form validated at the start node, the first step staffed
 * or nothing left behind, and the mechanism's batch, eligibility and one-per-batch checks, which
 * run on every submission: standing/listener.ts), for the module's applicants only (the route's
 * `moduleAccess.applicant`).
 */
export async function applyFor(
  ctx: AffairsContext,
  module: LoadedModule,
  caller: AuthContext,
  input: ApplyInput,
): Promise<AffairApplied> {
  const { descriptor } = module;
  const starter = await memberProfile(ctx.db, caller.tenantId, caller.userId);
  if (!starter) throw new AppError(ModuleState.EMPLOYEE_NOT_FOUND);
  return runCommand(ctx.db, caller, async (command) => {
    const draft = input.draftId ? await findInstance(command.db, caller.tenantId, input.draftId) : undefined;
    if (
      input.draftId &&
      (!draft ||
        draft.starterId !== caller.userId ||
        draft.status !== 'draft' ||
        draft.defKey !== descriptor.processKey)
    ) {
      throw new AppError(ModuleState.DRAFT_NOT_FOUND);
    }
    const process = await startableVersionOf(command.db, caller.tenantId, descriptor.processKey);
    // The fields the system fills (the year, the ID number, the evaluation's figures) take its
    // values, whatever was sent: the form shows them read-only and may send none.
    const year = await requestYear(command.db, caller.tenantId, descriptor, starter, schoolDate(command.now));
    const held = await systemValues(ctx.registry, command.db, caller.tenantId, module, starter.id, year);
    const submitted = withSystemValues(input.data, held);
    const started = await submitRequest(command, { process, starter, submitted, draft });
    const instance = (await findInstance(command.db, caller.tenantId, started.instanceId))!;
    return { proInstId: instance.id, subject: instance.subject };
  });
}
