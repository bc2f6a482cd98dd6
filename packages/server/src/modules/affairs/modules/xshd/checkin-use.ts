import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { requireGroupReviewer } from '../../audience.js';
import { checkinRefusal } from '../../checkin/refusals.js';
import type { CheckinUse } from '../../checkin/service.js';
import { ACTIVITY_PURPOSE, XSHD } from './group.js';
import * as repo from './repo.js';

/**
 * Activities' use of the mechanism's check-in: each activity's point is opened when it is
 * published; its organiser (or the group's staff) shows the code and scans students; only
 * students with a place (not waiting, not cancelled) sign in.
 */
export function checkinUse(db: Kysely<DB>): CheckinUse {
  return {
    db,
    purpose: ACTIVITY_PURPOSE,
    requireStaff(caller, point) {
      if (point && point.createdBy === caller.userId) return;
      requireGroupReviewer(XSHD, caller);
    },
    audienceGrade: async () => null,
    async admits(point, studentId) {
      const activity = await repo.activityByPoint(db, point.tenantId, point.id);
      const signup = activity ? await repo.signupOf(db, activity.id, studentId) : undefined;
      if (signup?.status !== 'accepted') throw checkinRefusal('notSignedUp');
    },
  };
}
