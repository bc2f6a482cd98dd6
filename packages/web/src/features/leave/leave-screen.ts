import { LEAVE_MODULE } from '@campus/contract';

/** Leave's own screens are given their route group: /xgxt/leave, or the cjxy variant's. */
export interface LeaveScreenProps {
  base: string;
}

/** Paths inside the group: the generic screens' names come from the leave descriptor. */
export const leavePaths = (base: string) => ({
  detail: (id: string) => `${base}/${LEAVE_MODULE.routes.detail}?id=${encodeURIComponent(id)}`,
  mine: `${base}/${LEAVE_MODULE.routes.mine}`,
  destinationSign: `${base}/destination/sign`,
  destinationCheck: `${base}/destination/check`,
  returnCheck: `${base}/return/check`,
});

/** Leave's screens for staff are the reviewers' (counsellors, college and office staff). */
export function isLeaveStaff(roleCodes: readonly string[]): boolean {
  return roleCodes.some((code) => LEAVE_MODULE.audience.review.includes(code));
}
