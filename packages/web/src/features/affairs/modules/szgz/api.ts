import type {
  AssessmentRateInput,
  AssessmentResults,
  AssessmentTask,
  MoralAttendanceInput,
  MoralRecord,
  MoralRoster,
  MoralSessionInput,
  MoralSessionView,
} from '@campus/contract/affairs/szgz';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The szgz group's own routes (/szgz/v3; contract affairs/modules/szgz). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'szgz', url, params }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'szgz', url, data }));

export const szgz = {
  sessions: () => get<MoralSessionView[]>('/moral/sessions'),
  signUp: (sessionId: string) => post<MoralSessionView>('/moral/signup', { sessionId }),
  cancel: (sessionId: string) => post<MoralSessionView>('/moral/cancel', { sessionId }),
  record: () => get<MoralRecord>('/moral/record'),
  manage: () => get<MoralSessionView[]>('/moral/manage'),
  create: (input: MoralSessionInput) => post<MoralSessionView>('/moral/session', input),
  roster: (sessionId: string) => get<MoralRoster>('/moral/roster', { sessionId }),
  attendance: (input: MoralAttendanceInput) => post<MoralRoster>('/moral/attendance', input),

  tasks: () => get<AssessmentTask[]>('/rating/tasks'),
  rate: (input: AssessmentRateInput) => post<AssessmentTask>('/rating/rate', input),
  results: (roundId?: string) => get<AssessmentResults>('/rating/results', roundId ? { roundId } : undefined),
};
