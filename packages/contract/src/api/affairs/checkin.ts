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
import { endpointsOf } from '../endpoints-of.js';

/**
 * The mechanism's check-in (contract affairs/checkin.ts) as a group mounts it: under the group's
 * service, below `base` when the group keeps it apart (activities: '/activity'). The point's code
 * and staff's scan of a student name the point in the path (`points/:id/...`).
 */
export type CheckinBase = '' | `/${string}`;

function declare(service: ServicePrefix, base: CheckinBase) {
  const api = endpointsOf({ service, access: 'signedIn' });

  return {
    /** Staff open a point. */
    openPoint: api.post(`${base}/checkin/points`, {
      body: checkinPointInputSchema,
      reply: checkinPointSchema,
    }),
    /** Staff: the group's points. */
    points: api.get(`${base}/checkin/points`, { reply: z.array(checkinPointSchema) }),
    /** A student scanned a point's code. */
    scan: api.post(`${base}/checkin/scan`, { body: checkinScanSchema, reply: checkinResultSchema }),
    /** Staff: a point's rotating code, to show at the point. */
    pointCode: api.get(`${base}/checkin/points/:id/code`, {
      params: z.object({ id: recordId }),
      reply: checkinCodeSchema,
    }),
    /** Staff scan a student's personal code at a point. */
    scanStudent: api.post(`${base}/checkin/points/:id/scanStudent`, {
      params: z.object({ id: recordId }),
      body: checkinStudentScanSchema,
      reply: checkinResultSchema,
    }),
    /** Staff check a student in by hand at a point (no code: the organiser's list of participants). */
    checkInStudent: api.post(`${base}/checkin/points/:id/checkInStudent`, {
      params: z.object({ id: recordId }),
      body: z.object({ studentId: recordId }),
      reply: checkinResultSchema,
    }),
    /** A student's personal code, for staff to scan. */
    myCode: api.get(`${base}/checkin/myCode`, { reply: checkinCodeSchema }),
  };
}

export type CheckinEndpoints = ReturnType<typeof declare>;

const declaredAt = declaredOnce((service: ServicePrefix, base: CheckinBase) => `${service}${base}`, declare);

/** The check-in endpoints of a group's use (the same objects on every call). */
export function checkinEndpoints(service: ServicePrefix, base: CheckinBase = ''): CheckinEndpoints {
  return declaredAt(service, base);
}
