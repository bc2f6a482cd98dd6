import type { FormValues, PrefillSource } from '@campus/contract';
import type { MemberProfile } from '../../core/org/profile.js';
import type { AffairsContext } from './context.js';
import type { LoadedModule } from './registry/registry.js';
import type { SystemValues } from './system-fields.js';
import { studentYearRequests } from './student-requests.js';

/**
 * The first values of a module's form for a student (MODULES.md: "requested tier defaults from
 * the level", "hardship level shown automatically"): from their records on file, the school's
 * settings, their profile and the batch's academic year.
 */
async function outcomeOnRecord(
  ctx: AffairsContext,
  tenantId: string,
  studentId: string,
  kind: string,
  academicYear: string,
): Promise<string | null> {
  const modules = ctx.registry.outcomeModules(kind).map((m) => m.descriptor.key);
  if (modules.length === 0) return null;
  const row = await studentYearRequests(ctx.db, tenantId, studentId, academicYear)
    .select('r.outcome')
    .where('r.moduleKey', 'in', modules)
    .where('r.outcome', 'is not', null)
    .where('i.status', '=', 'end')
    .where('i.result', '=', 'agree')
    .orderBy('i.endedAt', 'desc')
    .executeTakeFirst();
  return row?.outcome ?? null;
}

/** The form's first values: what is on record, and the system's own fields (system-fields.ts). */
export async function prefill(
  ctx: AffairsContext,
  tenantId: string,
  module: LoadedModule,
  student: MemberProfile,
  academicYear: string,
  settings: Record<string, unknown>,
  system: SystemValues,
): Promise<FormValues> {
  const entries = Object.entries(module.descriptor.prefill ?? {}) as [string, PrefillSource][];
  const values: FormValues = {};
  for (const [field, source] of entries) {
    // The system's own fields come from system-fields.ts, whatever the prefill says.
    if ('academicYear' in source || 'idNumber' in source) continue;
    let value: unknown;
    if ('profile' in source) value = student[source.profile] ?? undefined;
    else if ('setting' in source) value = settings[source.setting];
    else if ('settingByOutcome' in source) {
      const outcome = await outcomeOnRecord(ctx, tenantId, student.id, source.outcome, academicYear);
      value =
        outcome === null
          ? undefined
          : (settings[source.settingByOutcome] as Record<string, unknown>)[outcome];
    } else
      value = (await outcomeOnRecord(ctx, tenantId, student.id, source.outcome, academicYear)) ?? undefined;
    if (value !== undefined && value !== null) values[field] = value;
  }
  for (const [field, { value }] of system) values[field] = value;
  return values;
}
