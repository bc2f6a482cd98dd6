import {
  localize,
  type AffairCatalogueEntry,
  type AffairGroupDescriptor,
  type Language,
  type ScreenAudience,
} from '@campus/contract';
import type { AuthContext } from '../../http/auth.js';
import { actableTaskIds } from '../../engine/queries.js';
import { mayApplyGroup, mayManage, mayReview, mayReviewGroup } from './audience.js';
import type { AffairsContext } from './context.js';

/**
 * The caller's one way into each group (the workbench tiles and the More menu, issue 30 item 15):
 * staff whose staff screen opens for them land there with their count of open tasks, everyone
 * else who applies on the student screen; the other screens are one tap away in the group's
 * header. A group the caller has nothing to do with is not listed. A school running a variant of
 * the group (onboarding's cjxy_yxxt) is sent to the variant's base.
 */
/** Everyday matters first, then living, arriving, money and the rest. */
const CATEGORY_ORDER: readonly AffairCatalogueEntry['category'][] = [
  'daily',
  'dormitory',
  'onboarding',
  'funding',
  'other',
];

/**
 * Whether the group's staff screen opens for the caller as the web app decides it (a review list
 * only for those who review its module, or any module, or are in the group's review audience;
 * the other staff screens for its readers and managers): a manager of campus services who handles
 * no repairs would otherwise be sent to "this page is for reviewers only".
 */
function staffScreenOpens(
  group: AffairGroupDescriptor,
  caller: AuthContext,
  reviewed: readonly string[],
): boolean {
  const screen = group.screens.find((s) => s.route === group.default.review);
  if (screen?.kind !== 'review') return mayReviewGroup(group, caller);
  if (screen.module) return reviewed.includes(screen.module);
  return reviewed.length > 0 || caller.roles.some((r) => group.audience?.review.includes(r));
}

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
    const manages = mayManage(group, caller);
    const reads = mayReviewGroup(group, caller);
    const base = { group: group.key, title: localize(group.title, lang), category: group.category };
    const basePath =
      (await ctx.registry.groupExtension(group.key).basePath?.(ctx.db, caller.tenantId)) ?? group.basePath;
    const staff =
      (reviewed.length > 0 || manages || reads) &&
      staffScreenOpens(
        group,
        caller,
        reviewed.map((m) => m.descriptor.key),
      );
    if (staff) {
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
      const audience: ScreenAudience = reviewed.length || !manages ? 'review' : 'manage';
      entries.push({
        ...base,
        path: `${basePath}/${group.default.review}`,
        audience,
        pending: Number(pending?.count ?? 0),
      });
    } else if (applies)
      entries.push({ ...base, path: `${basePath}/${group.default.apply}`, audience: 'apply', pending: 0 });
  }
  return entries;
}
