import type {
  WorkStudyHours,
  WorkStudyHoursInput,
  WorkStudyHoursSheet,
  WorkStudyIndex,
  WorkStudyMine,
  WorkStudyPerson,
  WorkStudyPost,
  WorkStudyPostInput,
  WorkStudyStaffPosts,
} from '@campus/contract/affairs/zzgl';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** Work-study's own API (/api/zzgl/v3/workStudy/; contract affairs/zzgl work-study.ts). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'zzgl', url: `/workStudy${url}`, params }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'zzgl', url: `/workStudy${url}`, data }));

export const workStudy = {
  index: () => get<WorkStudyIndex>('/index'),
  mine: () => get<WorkStudyMine>('/mine'),
  posts: () => get<WorkStudyStaffPosts>('/posts'),
  supervisors: (orgId: string) => get<WorkStudyPerson[]>('/staff', { orgId }),
  savePost: (input: WorkStudyPostInput) => post<WorkStudyPost>('/post/save', input),
  closePost: (id: string) => post<WorkStudyPost>('/post/close', { id }),
  hours: (month: string) => get<WorkStudyHoursSheet>('/hours', { month }),
  logHours: (input: WorkStudyHoursInput) => post<WorkStudyHours>('/hours/log', input),
  confirmHours: (ids: string[]) => post<WorkStudyHours[]>('/hours/confirm', { ids }),
};

/** Query keys: every work-study screen reloads after a command (useCommand invalidates all). */
export const WS_KEY = ['affairs', 'zzgl', 'workStudy'] as const;
