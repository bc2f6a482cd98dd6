import type { GroupExtension } from '../../extension.js';
import { configOf } from './config.js';
import { onboardingRoutes } from './routes.js';
import { seedOnboarding } from './seed.js';

/**
 * Onboarding beyond the mechanism: the freshman's journey over other groups' records (read
 * through facts.ts), the statistics online, the mechanism's QR check-in for its points, and its
 * demo (the 2026 cohort, seeded before the dormitory's so they have beds).
 */
export default {
  routes: onboardingRoutes,
  // The workbench's onboarding entry opens the variant the school runs (issue 30 item 16).
  basePath: async (db, tenantId) => (await configOf(db, tenantId)).basePath,
  seedOrder: 5,
  async seed({ db, tenantId, now, accounts }) {
    await seedOnboarding(db, tenantId, now, accounts.student[0], accounts.counsellor);
  },
} satisfies GroupExtension;
