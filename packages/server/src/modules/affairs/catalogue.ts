import { localize, type AffairCatalogueEntry, type Language, type ScreenAudience } from '@campus/contract';
import type { AuthContext } from '../../http/auth.js';
import { actableTaskIds } from '../../engine/queries.js';
import { mayApplyGroup, mayManage, mayReview, mayReviewGroup } from './audience.js';
import type { AffairsContext } from './context.js';

/**
 * The caller's way into each group (the workbench tiles and the More menu): applicants land on
 * the group's student screen, reviewers and managers on its review screen with their count of
 * open tasks. A group the caller has nothing to do with is not listed.
 */
/** Everyday matters first, then living, arriving, money and the rest. */
const CATEGORY_ORDER: readonly AffairCatalogueEntry['category'][] = [
  'daily',
  'dormitory',
  'onboarding',
  'funding',
  'other',
];

export async function catalogue(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
): Promise<AffairCatalogueEntry[]> {
  const now = Date.now();
  const entries: AffairCatalogueEntry[] = [];
  const groups = [...ctx.registry.groups].sort(
    (a, b) =>
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || a.key.localeCompare(b.key),
  );
  for (const group of groups) {
    const modules = ctx.registry.modulesOf(group.key);
    const applies = mayApplyGroup(group, caller);
    const reviewed = modules.filter((m) => mayReview(m.descriptor, caller));
    // A group without modules (onboarding) is reviewed by its own screens' staff.
    const manages = mayManage(group, caller) || (modules.length === 0 && mayReviewGroup(group, caller));
    const base = { group: group.key, title: localize(group.title, lang), category: group.category };
    if (applies)
      entries.push({
        ...base,
        path: `${group.basePath}/${group.default.apply}`,
        audience: 'apply',
        pending: 0,
      });
    if (reviewed.length || manages) {
      const pending = reviewed.length
        ? await ctx.db
            .selectFrom('bpmTask as t')
            .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where(
              'i.defKey',
              'in',
              reviewed.map((m) => m.descriptor.processKey),
            )
            .where('t.id', 'in', actableTaskIds(ctx.db, caller.tenantId, caller.userId, now))
            .executeTakeFirst()
        : undefined;
      const audience: ScreenAudience = reviewed.length || modules.length === 0 ? 'review' : 'manage';
      entries.push({
        ...base,
        path: `${group.basePath}/${group.default.review}`,
        audience,
        pending: Number(pending?.count ?? 0),
      });
    }
  }
  return entries;
}
