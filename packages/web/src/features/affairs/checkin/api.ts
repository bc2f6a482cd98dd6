import type {
  CheckinCode,
  CheckinPoint,
  CheckinPointInput,
  CheckinResult,
  CheckinScan,
  ServicePrefix,
} from '@campus/contract';
import { dataOf } from '../../../api/core/reply-data';
import { http } from '../../../api/http';

/**
 * The mechanism's check-in routes as a group mounts them (contract affairs/checkin.ts): under its
 * service, below `base` when the group keeps them apart (activities: '/activity').
 */
export function checkinApi(service: ServicePrefix, base = '') {
  const get = async <T>(url: string) => dataOf(await http.request<T>({ service, url: `${base}${url}` }));
  const post = async <T>(url: string, data: unknown) =>
    dataOf(await http.request<T>({ method: 'POST', service, url: `${base}${url}`, data }));
  return {
    points: () => get<CheckinPoint[]>('/checkin/points'),
    openPoint: (input: CheckinPointInput) => post<CheckinPoint>('/checkin/points', input),
    pointCode: (id: string) => get<CheckinCode>(`/checkin/points/${encodeURIComponent(id)}/code`),
    scan: (input: CheckinScan) => post<CheckinResult>('/checkin/scan', input),
    myCode: () => get<CheckinCode>('/checkin/myCode'),
    scanStudent: (pointId: string, code: string) =>
      post<CheckinResult>(`/checkin/points/${encodeURIComponent(pointId)}/scanStudent`, { code }),
  };
}
