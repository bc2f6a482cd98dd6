import type { AffairMeta, AffairModuleDescriptor, ApprovalStep, Language } from '@campus/contract';
import { ModuleState } from '@campus/contract';
import { memberProfile } from '../../core/org/profile.js';
import { localizeForm } from '../../engine/forms.js';
import { nameIn } from '../../engine/model.js';
import { approvalRoute } from '../../engine/route.js';
import { resolveAssignees } from '../../engine/runtime/assign.js';
import { startableVersionOf } from '../../engine/versions.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { mayApply, mayReview } from './audience.js';
import type { Db } from './repo.js';

/**
 * What a module's screens need before anything else: the descriptor, the form in the caller's
 * language, and the approval route this caller would go through, each step with the people who
 * would act for them and, where the form decides, the condition in words.
 */
export async function moduleMeta(
  db: Db,
  module: AffairModuleDescriptor,
  caller: AuthContext,
  lang: Language,
): Promise<AffairMeta> {
  const [process, applicant] = await Promise.all([
    startableVersionOf(db, caller.tenantId, module.processKey),
    memberProfile(db, caller.tenantId, caller.userId),
  ]);
  if (!applicant) throw new AppError(ModuleState.EMPLOYEE_NOT_FOUND);
  const route = await Promise.all(
    approvalRoute(process.graph, applicant).map(async ({ node, condition }): Promise<ApprovalStep> => {
      const people = await resolveAssignees(db, caller.tenantId, node.assignment, applicant);
      const step: ApprovalStep = {
        nodeId: node.id,
        name: nameIn(node, lang),
        assignees: people.map((p) => p.name),
      };
      if (condition) step.condition = nameIn(condition, lang) || (condition.condition?.source ?? '');
      return step;
    }),
  );
  return {
    module,
    form: localizeForm(process.form, lang),
    defId: process.definition.id,
    route,
    mayApply: mayApply(module, caller),
    mayReview: mayReview(module, caller),
  };
}
