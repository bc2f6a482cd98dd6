import type { CheckinPointInput, CheckinScan, ServicePrefix } from '@campus/contract';
import { checkinEndpoints, type CheckinBase } from '@campus/contract/routes/api/affairs/checkin';
import { dataOf } from '../../../api/core/reply-data';
import { call } from '../../../api/http';

/**
 * The mechanism's check-in routes as a group mounts them (contract api/affairs/checkin.ts): under
 * its service, below `base` when the group keeps them apart (activities: '/activity').
 */
export function checkinApi(service: ServicePrefix, base: CheckinBase = '') {
  const endpoints = checkinEndpoints(service, base);
  return {
    points: async () => dataOf(await call(endpoints.points)),
    openPoint: async (input: CheckinPointInput) => dataOf(await call(endpoints.openPoint, { body: input })),
    pointCode: async (id: string) => dataOf(await call(endpoints.pointCode, { params: { id } })),
    scan: async (input: CheckinScan) => dataOf(await call(endpoints.scan, { body: input })),
    myCode: async () => dataOf(await call(endpoints.myCode)),
    scanStudent: async (pointId: string, code: string) =>
      dataOf(await call(endpoints.scanStudent, { params: { id: pointId }, body: { code } })),
    checkInStudent: async (pointId: string, studentId: string) =>
      dataOf(await call(endpoints.checkInStudent, { params: { id: pointId }, body: { studentId } })),
  };
}
