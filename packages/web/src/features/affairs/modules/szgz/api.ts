import type {
  AssessmentRateInput,
  MoralAttendanceInput,
  MoralSessionInput,
} from '@campus/contract/affairs/szgz';
import { szgzEndpoints as E } from '@campus/contract/routes/affairs/szgz/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/**
 * The szgz group's own routes, by their declarations (contract affairs/modules/szgz/api.ts): the
 * screens read them with endpointQuery, and these are the commands.
 */
export { szgzEndpoints } from '@campus/contract/routes/affairs/szgz/api';

export const szgz = {
  signUp: async (sessionId: string) => dataOf(await call(E.signUp, { body: { sessionId } })),
  cancel: async (sessionId: string) => dataOf(await call(E.cancel, { body: { sessionId } })),
  create: async (input: MoralSessionInput) => dataOf(await call(E.create, { body: input })),
  attendance: async (input: MoralAttendanceInput) => dataOf(await call(E.attendance, { body: input })),
  rate: async (input: AssessmentRateInput) => dataOf(await call(E.rate, { body: input })),
};

/** What a moral-education command changes: the sessions, their rosters, the students' records. */
export const MORAL_QUERIES = [E.sessions, E.manage, E.roster, E.record];
/** What a rating changes: the student's tasks and the results. */
export const ASSESSMENT_QUERIES = [E.tasks, E.results];
