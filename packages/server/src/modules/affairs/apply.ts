import {
  ModuleState,
  type AffairApplied,
  type AffairModuleDescriptor,
  type FormValues,
} from '@campus/contract';
import { memberProfile } from '../../core/org/profile.js';
import { submitRequest } from '../../engine/requests.js';
import { findInstance } from '../../engine/runtime/store.js';
import { runCommand } from '../../engine/runtime/transaction.js';
import { startableVersionOf } from '../../engine/versions.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { requireApplicant } from './audience.js';
import type { Db } from './repo.js';

export interface ApplyInput {
  data?: FormValues;
  /** A draft of the caller's of this process to submit instead of a new request. */
  draftId?: string;
}

/**
 * Submits a request of the module's process, on the version new requests start on: the same
 * rules as the BPM API's start (the form validated at the start node, the first step staffed
 * or nothing left behind), for the module's applicants only.
 */
export async function applyFor(
  db: Db,
  module: AffairModuleDescriptor,
  caller: AuthContext,
  input: ApplyInput,
): Promise<AffairApplied> {
  requireApplicant(module, caller);
  const starter = await memberProfile(db, caller.tenantId, caller.userId);
  if (!starter) throw new AppError(ModuleState.EMPLOYEE_NOT_FOUND);
  return runCommand(db, caller, async (ctx) => {
    const draft = input.draftId ? await findInstance(ctx.db, caller.tenantId, input.draftId) : undefined;
    if (
      input.draftId &&
      (!draft ||
        draft.starterId !== caller.userId ||
        draft.status !== 'draft' ||
        draft.defKey !== module.processKey)
    ) {
      throw new AppError(ModuleState.DRAFT_NOT_FOUND);
    }
    const process = await startableVersionOf(ctx.db, caller.tenantId, module.processKey);
    const started = await submitRequest(ctx, { process, starter, submitted: input.data, draft });
    const instance = (await findInstance(ctx.db, caller.tenantId, started.instanceId))!;
    return { proInstId: instance.id, subject: instance.subject };
  });
}
