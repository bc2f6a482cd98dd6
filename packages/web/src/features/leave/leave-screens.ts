/** Leave's own screens (what leave does differently from the generic module screens), one chunk. */
export { LeaveCancelPage } from './cancel-page';
export { DestinationCheckPage, ReturnCheckPage } from './check-pages';
export { DestinationIndexPage } from './destination-index-page';
export { DestinationSignPage } from './destination-sign-page';
export { LeaveDetailExtras } from './leave-detail-extras';
export { ReturnRegistrationPage } from './return-page';
export { LeaveTodayPage } from './today-page';
