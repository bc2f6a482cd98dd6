import type { WorkStudyHoursInput, WorkStudyPostInput } from '@campus/contract/affairs/zzgl';
import { workStudyEndpoints as E } from '@campus/contract/routes/affairs/zzgl/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/**
 * Work-study's own routes, by their declarations (contract affairs/modules/zzgl/api.ts): the
 * screens read them with endpointQuery, and these are the commands.
 */
export { workStudyEndpoints } from '@campus/contract/routes/affairs/zzgl/api';

export const workStudy = {
  savePost: async (input: WorkStudyPostInput) => dataOf(await call(E.savePost, { body: input })),
  closePost: async (id: string) => dataOf(await call(E.closePost, { body: { id } })),
  logHours: async (input: WorkStudyHoursInput) => dataOf(await call(E.logHours, { body: input })),
  confirmHours: async (ids: string[]) => dataOf(await call(E.confirmHours, { body: { ids } })),
};

/** What a work-study command changes: the posts (places, status), the hours sheets, the students' records. */
export const WORK_STUDY_QUERIES = [E.index, E.mine, E.posts, E.hours];
