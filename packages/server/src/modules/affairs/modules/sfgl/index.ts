import type { GroupExtension } from '../../extension.js';
import { feeRoutes } from './routes.js';
import { seedFees } from './seed.js';

/**
 * Fees beyond the mechanism (the group has no requests): bills, payments and deferrals
 * (bills.ts, repo.ts), the bill import on the mechanism's import (bills-import.ts), the API
 * (routes.ts), and the demo: every student's bills for this year and last, after the green
 * channel's requests (zzgl) so a deferral shows on a bill.
 */
export default {
  routes: feeRoutes,
  seed: seedFees,
  seedOrder: 60,
} satisfies GroupExtension;
