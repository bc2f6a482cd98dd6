import type {
  CounsellorProfile,
  CounsellorProfileInput,
  RecordStatus,
  StaffRecord,
  StaffRecordDecision,
  StaffRecordInput,
  TalkInput,
  TalkRecord,
  TalkStudent,
  TalkView,
  TeamView,
  WorkLog,
  WorkLogInput,
  WorkLogView,
} from '@campus/contract/affairs/zgdw';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The zgdw group's own routes (/zgdw/v3; contract affairs/modules/zgdw). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'zgdw', url, params }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'zgdw', url, data }));

export const zgdw = {
  team: () => get<TeamView>('/team/profiles'),
  saveProfile: (input: CounsellorProfileInput) => post<CounsellorProfile>('/team/profile', input),
  logs: (authorId?: string) => get<WorkLogView>('/team/logs', authorId ? { authorId } : undefined),
  writeLog: (input: WorkLogInput) => post<WorkLog>('/team/logs', input),
  talks: () => get<TalkView>('/team/talks'),
  talkStudents: () => get<TalkStudent[]>('/team/talks/students'),
  writeTalk: (input: TalkInput) => post<TalkRecord>('/team/talks', input),
  mine: () => get<StaffRecord[]>('/team/training/mine'),
  addRecord: (input: StaffRecordInput) => post<StaffRecord>('/team/training', input),
  review: (status: RecordStatus) => get<StaffRecord[]>('/team/training/review', { status }),
  decide: (input: StaffRecordDecision) => post<StaffRecord>('/team/training/decide', input),
};
