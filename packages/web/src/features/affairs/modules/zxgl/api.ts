import type {
  BookInput,
  BookingView,
  CounsellingStats,
  CourseView,
  RecordInput,
  ScheduleSlot,
  SessionRecord,
  SlotInput,
  SlotView,
  StatDimension,
} from '@campus/contract/affairs/zxgl';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The counselling group's own routes (/zxgl/v3/counselling; contract affairs/modules/zxgl). */
const call = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  params?: Record<string, string>,
) => dataOf(await http.request<T>({ method, service: 'zxgl', url: `/counselling${url}`, data, params }));

export const counselling = {
  slots: () => call<SlotView[]>('GET', '/slots'),
  mine: () => call<BookingView[]>('GET', '/bookings/mine'),
  book: (input: BookInput) => call<BookingView>('POST', '/bookings', input),
  cancel: (id: string) => call<BookingView>('POST', `/bookings/${id}/cancel`, {}),
  reveal: (id: string) => call<BookingView>('POST', `/bookings/${id}/reveal`, {}),
  schedule: () => call<ScheduleSlot[]>('GET', '/schedule'),
  addSlot: (input: SlotInput) => call<ScheduleSlot>('POST', '/slots', input),
  record: (id: string) => call<SessionRecord>('GET', `/bookings/${id}/record`),
  writeRecord: (id: string, input: RecordInput) =>
    call<SessionRecord>('PUT', `/bookings/${id}/record`, input),
  courses: () => call<CourseView[]>('GET', '/courses'),
  statistics: (by: StatDimension) => call<CounsellingStats>('GET', '/statistics', undefined, { by }),
};
