import {
  localize,
  ModuleState,
  type AffairGroupDescriptor,
  type GroupSchemes,
  type Language,
  type SchemeCard,
} from '@campus/contract';
import { memberProfile } from '../../core/org/profile.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { schoolDate } from '../../lib/school-date.js';
import { mayApply } from './audience.js';
import { toBatch } from './batches/repo.js';
import type { AffairsContext } from './context.js';
import { applyStanding } from './meta.js';
import type { LoadedModule } from './registry/registry.js';
import { moduleSettings } from './settings/settings.js';
import { statusOf } from './rows.js';
import * as repo from './repo.js';

/**
 * What a student may apply for in a group now, and why not (applicationList): each module with
 * the school's amount, its batch (open, next or last), the verdict of its rules, and the
 * student's own request in that batch when there is one.
 */
function amountText(module: LoadedModule, settings: Record<string, unknown>): string | null {
  const source = module.descriptor.outcome?.amount;
  if (!source || 'field' in source) return null;
  if ('setting' in source) {
    const value = Number(settings[source.setting]);
    return Number.isFinite(value) ? String(value) : null;
  }
  const values = Object.values((settings[source.settingByOutcome] as Record<string, number>) ?? {})
    .map(Number)
    .filter((v) => Number.isFinite(v) && v > 0);
  if (values.length === 0) return null;
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? String(low) : `${low}-${high}`;
}

export async function groupSchemes(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  group: AffairGroupDescriptor,
): Promise<GroupSchemes> {
  const student = await memberProfile(ctx.db, caller.tenantId, caller.userId);
  if (!student) throw new AppError(ModuleState.EMPLOYEE_NOT_FOUND);
  const today = schoolDate(Date.now());
  const modules = ctx.registry
    .modulesOf(group.key)
    .filter((m) => m.descriptor.listed !== false && mayApply(m.descriptor, caller));
  const schemes = await Promise.all(
    modules.map(async (module): Promise<SchemeCard> => {
      const [standing, settings] = await Promise.all([
        applyStanding(ctx, caller, module, student, lang),
        moduleSettings(ctx.db, caller.tenantId, module.descriptor),
      ]);
      const own = standing.batch
        ? await repo
            .requestsOf(ctx.db, caller.tenantId, [module.descriptor.processKey])
            .selectAll('i')
            .select(repo.STANDING)
            .where('i.starterId', '=', caller.userId)
            .where('r.batchId', '=', standing.batch.id)
            .where('r.slot', 'is not', null)
            .orderBy('i.createdAt', 'desc')
            .executeTakeFirst()
        : undefined;
      return {
        module: module.descriptor.key,
        title: localize(module.descriptor.title, lang),
        summary: localize(module.descriptor.summary, lang),
        amount: amountText(module, settings),
        batch: standing.batch ? toBatch(standing.batch, today) : null,
        eligibility: standing.eligibility,
        applied: own ? { id: own.id, status: statusOf(own as repo.RequestInstance) } : null,
      };
    }),
  );
  return { schemes };
}
