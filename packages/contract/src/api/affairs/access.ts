import type { EndpointAccess } from '../endpoint.js';

/**
 * Who may call a student-affairs endpoint, where it follows from the caller's relation to the
 * group or module the route is mounted for (the server registers these checks once, in
 * modules/affairs/relations.ts, and finds the group or module from the route's scope). Groups'
 * own endpoints use them too.
 */
export const groupAccess = {
  /** Uses the group's student screens (applies to one of its modules, or is its audience). */
  applicant: { relation: 'groupApplicant' },
  /** Reviews one of its modules, reads its staff screens, or manages it. */
  reviewer: { relation: 'groupReviewer' },
  /** Opens batches, sets quotas and the school's figures. */
  manager: { relation: 'groupManager' },
} as const satisfies Record<string, EndpointAccess>;

export const moduleAccess = {
  /** May apply to the module. */
  applicant: { relation: 'moduleApplicant' },
  /** Reviews the module's requests. */
  reviewer: { relation: 'moduleReviewer' },
} as const satisfies Record<string, EndpointAccess>;
