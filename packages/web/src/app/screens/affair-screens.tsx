import { affairModule } from '@campus/contract';
import type { ComponentType } from 'react';
import type { ModuleLink } from '../../features/affairs/affair-screen';
import type { DetailExtras } from '../../features/affairs/detail-extras';

/**
 * The student-affairs screens, each its own chunk, bound to their module and route group. The
 * route table reaches them through this one module (see workflow-screens.ts for why).
 */

export type GenericScreen = 'apply' | 'mine' | 'review' | 'detail' | 'success' | 'publicity' | 'statistics';

/** Leave's own screens (what it does differently from the generic ones). */
export type LeaveScreen =
  'today' | 'cancel' | 'destination' | 'destinationSign' | 'destinationCheck' | 'return' | 'returnCheck';

const leaveFeature = () => import('../../features/leave/leave-screens');

const genericScreens = {
  apply: async () => (await import('../../features/affairs/apply-page')).AffairApplyPage,
  mine: async () => (await import('../../features/affairs/mine-page')).AffairMinePage,
  review: async () => (await import('../../features/affairs/review-page')).AffairReviewPage,
  detail: async () => (await import('../../features/affairs/detail-page')).AffairDetailPage,
  success: async () => (await import('../../features/affairs/success-page')).AffairSuccessPage,
  publicity: async () => (await import('../../features/affairs/publicity-page')).AffairPublicityPage,
  statistics: async () => (await import('../../features/affairs/statistics-page')).AffairStatisticsPage,
} satisfies Record<GenericScreen, () => Promise<ComponentType<never>>>;

const leaveScreens: Record<LeaveScreen, () => Promise<ComponentType<{ base: string }>>> = {
  today: async () => (await leaveFeature()).LeaveTodayPage,
  cancel: async () => (await leaveFeature()).LeaveCancelPage,
  destination: async () => (await leaveFeature()).DestinationIndexPage,
  destinationSign: async () => (await leaveFeature()).DestinationSignPage,
  destinationCheck: async () => (await leaveFeature()).DestinationCheckPage,
  return: async () => (await leaveFeature()).ReturnRegistrationPage,
  returnCheck: async () => (await leaveFeature()).ReturnCheckPage,
};

/** Extras a module shows on the generic detail screen, by module key. */
const detailExtras: Readonly<Record<string, () => Promise<DetailExtras>>> = {
  leave: async () => (await leaveFeature()).LeaveDetailExtras,
};

/** A generic screen of a module in a route group, with the module's own links and extras. */
export async function genericScreen(
  screen: GenericScreen,
  moduleKey: string,
  base: string,
  links: readonly ModuleLink[],
): Promise<ComponentType> {
  const module = affairModule(moduleKey);
  if (!module) throw new Error(`No student-affairs module ${moduleKey}`);
  const [Screen, extras] = await Promise.all([
    genericScreens[screen](),
    screen === 'detail' ? detailExtras[moduleKey]?.() : undefined,
  ]);
  return function GenericScreen() {
    return <Screen module={module} base={base} links={links} extras={extras} />;
  };
}

/** One of leave's own screens in a route group. */
export async function leaveScreen(screen: LeaveScreen, base: string): Promise<ComponentType> {
  const Screen = await leaveScreens[screen]();
  return function LeaveScreen() {
    return <Screen base={base} />;
  };
}
