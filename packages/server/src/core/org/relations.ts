import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { usersWithDuty, usersWithRole, type Person } from './people.js';
import type { MemberProfile } from './profile.js';

/**
 * The people related to a member (usually a request's starter) the way schools route
 * approvals. A relation that does not apply (a staff member has no class) names nobody.
 */
export const RELATIONS = ['counsellor', 'classTeacher', 'classMonitor', 'collegeAffairs', 'office'] as const;
export type Relation = (typeof RELATIONS)[number];

export function relatedPeople(
  db: Kysely<DB>,
  tenantId: string,
  member: MemberProfile,
  relation: Relation,
): Promise<Person[]> {
  switch (relation) {
    case 'counsellor':
      return member.classId ? usersWithDuty(db, tenantId, member.classId, 'counsellor') : Promise.resolve([]);
    case 'classTeacher':
      return member.classId ? usersWithDuty(db, tenantId, member.classId, 'teacher') : Promise.resolve([]);
    case 'classMonitor':
      // The class's monitor (班长): the student holding the class's `head` duty.
      return member.classId ? usersWithDuty(db, tenantId, member.classId, 'head') : Promise.resolve([]);
    case 'collegeAffairs':
      return member.collegeId
        ? usersWithDuty(db, tenantId, member.collegeId, 'student_affairs')
        : Promise.resolve([]);
    case 'office':
      // The school's student-affairs office (学生工作处): whoever holds its role.
      return usersWithRole(db, tenantId, 'office_staff');
  }
}
