import { academicYearOf, type AffairGroupDescriptor, type StaffOptions } from '@campus/contract';
import type { AuthContext } from '../../http/auth.js';
import { schoolDate } from '../../lib/school-date.js';
import { collegesInCharge } from './colleges.js';
import type { AffairsContext } from './context.js';

/**
 * What the staff screens of a group choose from: the colleges the caller answers for, the
 * school's grades (enrolment years of its classes) and the academic years the group has batches
 * or requests in, with the current one. Reviewers and managers of the group only (the route's
 * `groupAccess.reviewer`).
 */
export async function staffOptions(
  ctx: AffairsContext,
  caller: AuthContext,
  group: AffairGroupDescriptor,
): Promise<StaffOptions> {
  const modules = ctx.registry.modulesOf(group.key).map((m) => m.descriptor.key);
  const [colleges, grades, batchYears, requestYears] = await Promise.all([
    collegesInCharge(ctx, caller, group),
    ctx.db
      .selectFrom('org')
      .select('grade')
      .distinct()
      .where('tenantId', '=', caller.tenantId)
      .where('grade', 'is not', null)
      .execute(),
    ctx.db
      .selectFrom('affairBatch')
      .select('academicYear')
      .distinct()
      .where('tenantId', '=', caller.tenantId)
      .where('moduleKey', 'in', modules.length ? modules : ['-'])
      .execute(),
    ctx.db
      .selectFrom('affairRequest')
      .select('academicYear')
      .distinct()
      .where('tenantId', '=', caller.tenantId)
      .where('moduleKey', 'in', modules.length ? modules : ['-'])
      .where('academicYear', 'is not', null)
      .execute(),
  ]);
  const years = new Set([
    academicYearOf(schoolDate(Date.now())),
    ...batchYears.map((r) => r.academicYear),
    ...requestYears.map((r) => r.academicYear ?? ''),
  ]);
  years.delete('');
  const newestFirst = (a: string, b: string) => b.localeCompare(a);
  return {
    colleges: colleges.map(({ id, name }) => ({ id, name })),
    grades: grades
      .map((r) => r.grade ?? '')
      .filter((g) => /^\d{4}$/.test(g))
      .sort(newestFirst),
    academicYears: [...years].sort(newestFirst),
  };
}
