import { resolveGroup } from '@campus/contract';
import lxgl from '@campus/contract/affairs/lxgl';

/** The leave module's descriptor (its API key and service, its reviewers). */
export const LEAVE = resolveGroup(lxgl).modules.find((m) => m.key === 'leave')!;

/** Leave's own screens are given their route group: /xgxt/leave, or the cjxy variant's. */
export interface LeaveScreenProps {
  base: string;
}

/** Paths inside the group (lxgl's screens, contract affairs/modules/lxgl). */
export const leavePaths = (base: string) => ({
  detail: (id: string) => `${base}/detail?module=leave&id=${encodeURIComponent(id)}`,
  mine: `${base}/mine`,
  destinationSign: `${base}/destination/sign`,
  destinationCheck: `${base}/destination/check`,
  returnCheck: `${base}/return/check`,
});

/** Leave's screens for staff are the reviewers' (counsellors, college and office staff). */
export function isLeaveStaff(roleCodes: readonly string[]): boolean {
  return roleCodes.some((code) => LEAVE.audience.review.includes(code));
}
