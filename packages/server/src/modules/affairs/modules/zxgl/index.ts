import type { GroupExtension } from '../../extension.js';
import { counsellingRoutes } from './routes.js';
import { seedCounselling } from './seed.js';

/**
 * Counselling has no approval flow: its own API (routes.ts) serves slots and bookings
 * (slots.ts), the confidential session records (records.ts), the courses and the counts
 * (statistics.ts); its demo adds the counselling centre with two counsellors (seed.ts).
 */
export default {
  routes: counsellingRoutes,
  seed: seedCounselling,
} satisfies GroupExtension;
