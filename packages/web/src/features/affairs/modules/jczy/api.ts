import type {
  AttendanceRates,
  ClassRef,
  LeavingMarkInput,
  LeavingQueue,
  LeavingStepState,
  MyAttendance,
  MyLeaving,
  RegisterEntry,
  RegisterInput,
  RegisterView,
  RollInput,
  RollSheet,
} from '@campus/contract/affairs/jczy';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** Campus services' own routes besides the generic module API (/jczy/v3; contract affairs/modules/jczy). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'jczy', url, params }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'jczy', url, data }));

const defined = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => !!e[1]));

export const campus = {
  register: (classId?: string) => get<RegisterView>('/class/register', defined({ classId })),
  saveRegister: (input: RegisterInput) => post<RegisterEntry>('/class/register/save', input),
  comment: (id: string, comment: string) => post<RegisterEntry>('/class/register/comment', { id, comment }),

  classes: () => get<ClassRef[]>('/attendance/classes'),
  roll: (classId: string, date: string, period: number) =>
    get<RollSheet>('/attendance/roll', { classId, date, period: String(period) }),
  saveRoll: (input: RollInput) => post<RollSheet>('/attendance/roll/save', input),
  mine: () => get<MyAttendance>('/attendance/mine'),
  rates: () => get<AttendanceRates>('/attendance/rates'),

  leaving: () => get<MyLeaving>('/leaving/mine'),
  queue: (step?: string, q?: string) => get<LeavingQueue>('/leaving/queue', defined({ step, q })),
  mark: (input: LeavingMarkInput) => post<LeavingStepState>('/leaving/mark', input),
};
