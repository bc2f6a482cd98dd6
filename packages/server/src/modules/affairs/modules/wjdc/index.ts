import type { GroupExtension } from '../../extension.js';
import { surveyRoutes } from './routes.js';
import { seedSurveys } from './seed.js';

/** Surveys: a group without requests, its own API (routes.ts) and demo (seed.ts). */
export default {
  routes: surveyRoutes,
  seed: seedSurveys,
} satisfies GroupExtension;
