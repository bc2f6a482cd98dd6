import type {
  CheckinCode,
  CheckinPoint,
  CheckinPointInput,
  CheckinResult,
  CheckinScan,
} from '@campus/contract';
import type { OnboardingJourney, OnboardingStatistics } from '@campus/contract/affairs/yxxt';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** Onboarding's own routes and the mechanism's check-in under /yxxt/v3 (contract affairs/checkin.ts). */
const get = async <T>(url: string) => dataOf(await http.request<T>({ service: 'yxxt', url }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'yxxt', url, data }));

export const onboarding = {
  journey: () => get<OnboardingJourney>('/onboarding/journey'),
  statistics: () => get<OnboardingStatistics>('/onboarding/statistics'),
  points: () => get<CheckinPoint[]>('/checkin/points'),
  openPoint: (input: CheckinPointInput) => post<CheckinPoint>('/checkin/points', input),
  pointCode: (id: string) => get<CheckinCode>(`/checkin/points/${encodeURIComponent(id)}/code`),
  scan: (input: CheckinScan) => post<CheckinResult>('/checkin/scan', input),
  myCode: () => get<CheckinCode>('/checkin/myCode'),
  scanStudent: (pointId: string, code: string) =>
    post<CheckinResult>(`/checkin/points/${encodeURIComponent(pointId)}/scanStudent`, { code }),
};
