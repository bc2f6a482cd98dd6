import type { ProcessStatisticsFilter } from '@campus/contract/routes/api/bpm/statistics';
import { statisticsEndpoints } from '@campus/contract/routes/api/bpm/statistics';
import { download } from '../../../api/http';

/** Process statistics' calls (contract api/bpm/statistics.ts): the figures, the filters' choices, the workbook. */

/** Only the filters set travel (an empty choice means "all"). */
export const given = (filter: ProcessStatisticsFilter): ProcessStatisticsFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

export { statisticsEndpoints };

export const statisticsApi = {
  workbook: (filter: ProcessStatisticsFilter) =>
    download(statisticsEndpoints.export, { query: given(filter) }, { loading: true }),
};
