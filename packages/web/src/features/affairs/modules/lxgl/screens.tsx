import type { ComponentType } from 'react';
import type { AffairScreenProps } from '../../affair-screen';
import type { GroupScreens } from '../../group-screens';
import type { LeaveScreenProps } from './leave-screen';

/** Leave's screens live in a route group (/xgxt/leave or the cjxy variant's): they get its base. */
const inGroup =
  (Screen: ComponentType<LeaveScreenProps>): ComponentType<AffairScreenProps> =>
  ({ routes }) => <Screen base={routes.basePath} />;

/**
 * What leave does beyond the generic screens (contract affairs/modules/lxgl names the kinds):
 * who is away today, 销假, destination and return registrations, and the return on a leave's
 * detail. Each its own chunk.
 */
export default {
  screens: {
    today: () => import('./today-page').then((m) => inGroup(m.LeaveTodayPage)),
    cancel: () => import('./cancel-page').then((m) => inGroup(m.LeaveCancelPage)),
    destination: () => import('./destination-index-page').then((m) => inGroup(m.DestinationIndexPage)),
    destinationSign: () => import('./destination-sign-page').then((m) => m.DestinationSignPage),
    destinationCheck: () => import('./check-pages').then((m) => m.DestinationCheckPage),
    returnRegistration: () => import('./return-page').then((m) => inGroup(m.ReturnRegistrationPage)),
    returnCheck: () => import('./check-pages').then((m) => m.ReturnCheckPage),
  },
  detailExtras: { leave: () => import('./leave-detail-extras').then((m) => m.LeaveDetailExtras) },
} satisfies GroupScreens;
