// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/statistics.js';

export type * from '../../../api/bpm/statistics.js';

export const BPM_STATISTICS_READER: typeof declared.BPM_STATISTICS_READER = 'bpm.statisticsReader';
export const statisticsEndpoints: RoutesOf<typeof declared.statisticsEndpoints> = {
  figures: { service: 'business', method: 'GET', path: '/bpm/statistics/figures' },
  options: { service: 'business', method: 'GET', path: '/bpm/statistics/options' },
  export: { service: 'business', method: 'GET', path: '/bpm/statistics/export' },
};
