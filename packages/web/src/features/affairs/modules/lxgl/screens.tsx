import type { ComponentType } from 'react';
import type { AffairScreenProps } from '../../affair-screen';
import type { GroupScreens } from '../../group-screens';
import { LeaveCancelPage } from './cancel-page';
import { DestinationCheckPage, ReturnCheckPage } from './check-pages';
import { DestinationIndexPage } from './destination-index-page';
import { DestinationSignPage } from './destination-sign-page';
import { LeaveDetailExtras } from './leave-detail-extras';
import type { LeaveScreenProps } from './leave-screen';
import { ReturnRegistrationPage } from './return-page';
import { LeaveTodayPage } from './today-page';

/** Leave's screens live in a route group (/xgxt/leave or the cjxy variant's): they get its base. */
const inGroup =
  (Screen: ComponentType<LeaveScreenProps>): ComponentType<AffairScreenProps> =>
  ({ routes }) => <Screen base={routes.basePath} />;

/**
 * What leave does beyond the generic screens (contract affairs/modules/lxgl names the kinds):
 * who is away today, 销假, destination and return registrations, and the return on a leave's
 * detail. One chunk, loaded with the first of them.
 */
export default {
  screens: {
    today: inGroup(LeaveTodayPage),
    cancel: inGroup(LeaveCancelPage),
    destination: inGroup(DestinationIndexPage),
    destinationSign: DestinationSignPage,
    destinationCheck: DestinationCheckPage,
    returnRegistration: inGroup(ReturnRegistrationPage),
    returnCheck: ReturnCheckPage,
  },
  detailExtras: { leave: LeaveDetailExtras },
} satisfies GroupScreens;
