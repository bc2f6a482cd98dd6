import type { GenericScreenKind } from '@campus/contract';
import type { ComponentType } from 'react';
import type { AffairScreenProps } from './affair-screen';
import type { DetailExtras, GroupScreens } from './group-screens';

/**
 * Which component a screen kind is: one of the generic screens, each its own chunk, or one of
 * a group's own (its web folder modules/<group>/screens.tsx, found without a list). The app's
 * route table asks here.
 */
type Screen = ComponentType<AffairScreenProps>;

const GENERIC: Record<GenericScreenKind, () => Promise<Screen>> = {
  schemes: async () => (await import('./schemes-page')).SchemesPage,
  apply: async () => (await import('./apply-page')).ApplyPage,
  mine: async () => (await import('./mine-page')).MinePage,
  records: async () => (await import('./records-page')).RecordsPage,
  detail: async () => (await import('./detail-page')).DetailPage,
  success: async () => (await import('./success-page')).SuccessPage,
  review: async () => (await import('./review-page')).ReviewPage,
  query: async () => (await import('./staff/query-page')).QueryPage,
  publicity: async () => (await import('./publicity-page')).PublicityPage,
  statistics: async () => (await import('./staff/statistics-page')).StatisticsPage,
  batches: async () => (await import('./staff/batches-page')).BatchesPage,
  settings: async () => (await import('./staff/settings-page')).SettingsPage,
  payouts: async () => (await import('./payouts-page')).PayoutsPage,
};

const OWN = import.meta.glob<GroupScreens>('./modules/*/screens.tsx', { import: 'default' });

async function ownOf(group: string): Promise<GroupScreens> {
  const load = OWN[`./modules/${group}/screens.tsx`];
  return load ? load() : {};
}

export async function screenComponent(group: string, kind: string): Promise<Screen> {
  if (Object.hasOwn(GENERIC, kind)) return GENERIC[kind as GenericScreenKind]();
  const own = (await ownOf(group)).screens?.[kind];
  if (!own) throw new Error(`The student-affairs group ${group} has no screen of kind ${kind}`);
  return own();
}

/** What a group shows on a module's detail screen beyond the generic parts, if anything. */
export async function detailExtrasOf(group: string, module: string): Promise<DetailExtras | undefined> {
  return (await ownOf(group)).detailExtras?.[module]?.();
}
