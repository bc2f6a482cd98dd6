import type { GroupExtension } from '../../extension.js';
import { holdActivity } from './publish.js';
import { activityRoutes } from './routes.js';
import { seedActivities } from './seed.js';

/**
 * Activities beyond the mechanism: an approved `holdActivity` request publishes the activity
 * (publish.ts); sign-up with capacity and waiting list, the sign-in on the mechanism's check-in,
 * summary, works and credits are the group's own API (routes.ts).
 */
export default {
  modules: { holdActivity },
  routes: activityRoutes,
  seed: seedActivities,
} satisfies GroupExtension;
