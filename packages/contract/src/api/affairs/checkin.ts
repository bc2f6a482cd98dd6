import { z } from 'zod';
import type { ServicePrefix } from '../../constants.js';
import {
  checkinCodeSchema,
  checkinPointInputSchema,
  checkinPointSchema,
  checkinResultSchema,
  checkinScanSchema,
  checkinStudentScanSchema,
} from '../../affairs/checkin.js';
import { recordId } from '../inputs.js';
import { declaredOnce } from './declared-once.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * The mechanism's check-in (contract affairs/checkin.ts) as a group mounts it: under the group's
 * service, below `base` when the group keeps it apart (activities: '/activity'). The point's code
 * and staff's scan of a student name the point in the path (`points/:id/...`).
 */
export type CheckinBase = '' | `/${string}`;

function declare(service: ServicePrefix, base: CheckinBase) {
  return {
    /** Staff open a point. */
    openPoint: defineEndpoint({
      service,
      method: 'POST',
      path: `${base}/checkin/points`,
      body: checkinPointInputSchema,
      reply: checkinPointSchema,
      access: 'signedIn',
    }),
    /** Staff: the group's points. */
    points: defineEndpoint({
      service,
      method: 'GET',
      path: `${base}/checkin/points`,
      reply: z.array(checkinPointSchema),
      access: 'signedIn',
    }),
    /** A student scanned a point's code. */
    scan: defineEndpoint({
      service,
      method: 'POST',
      path: `${base}/checkin/scan`,
      body: checkinScanSchema,
      reply: checkinResultSchema,
      access: 'signedIn',
    }),
    /** Staff: a point's rotating code, to show at the point. */
    pointCode: defineEndpoint({
      service,
      method: 'GET',
      path: `${base}/checkin/points/:id/code`,
      params: z.object({ id: recordId }),
      reply: checkinCodeSchema,
      access: 'signedIn',
    }),
    /** Staff scan a student's personal code at a point. */
    scanStudent: defineEndpoint({
      service,
      method: 'POST',
      path: `${base}/checkin/points/:id/scanStudent`,
      params: z.object({ id: recordId }),
      body: checkinStudentScanSchema,
      reply: checkinResultSchema,
      access: 'signedIn',
    }),
    /** A student's personal code, for staff to scan. */
    myCode: defineEndpoint({
      service,
      method: 'GET',
      path: `${base}/checkin/myCode`,
      reply: checkinCodeSchema,
      access: 'signedIn',
    }),
  };
}

export type CheckinEndpoints = ReturnType<typeof declare>;

const declaredAt = declaredOnce((service: ServicePrefix, base: CheckinBase) => `${service}${base}`, declare);

/** The check-in endpoints of a group's use (the same objects on every call). */
export function checkinEndpoints(service: ServicePrefix, base: CheckinBase = ''): CheckinEndpoints {
  return declaredAt(service, base);
}
