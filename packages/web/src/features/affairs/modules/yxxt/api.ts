import type { OnboardingJourney, OnboardingStatistics } from '@campus/contract/affairs/yxxt';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';
import { checkinApi } from '../../checkin/api';

/** Onboarding's own routes and the mechanism's check-in under /yxxt/v3 (contract affairs/checkin.ts). */
const get = async <T>(url: string) => dataOf(await http.request<T>({ service: 'yxxt', url }));

export const onboarding = {
  journey: () => get<OnboardingJourney>('/onboarding/journey'),
  statistics: () => get<OnboardingStatistics>('/onboarding/statistics'),
  ...checkinApi('yxxt'),
};
