import type { Kysely } from 'kysely';
import type { DB, MemberKind, OrgType } from '../../db/schema.js';

/**
 * A member's place in the org tree: their own org and, walking up its path, the class, major
 * and college above it. What workflow conditions read as `starter.*` and what relations
 * (the counsellor of the student's class, the college's student-affairs staff) start from.
 */
export interface MemberProfile {
  id: string;
  account: string;
  name: string;
  kind: MemberKind;
  number: string;
  orgId: string;
  orgName: string;
  orgType: OrgType;
  classId: string | null;
  className: string | null;
  /** Path of the class ('/root/college/major/class/'), for scoping lookups. */
  classPath: string | null;
  majorId: string | null;
  majorName: string | null;
  collegeId: string | null;
  collegeName: string | null;
  collegePath: string | null;
  grade: string | null;
  roles: string[];
}

export async function memberProfile(
  db: Kysely<DB>,
  tenantId: string,
  userId: string,
): Promise<MemberProfile | undefined> {
  const member = await db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['u.id', 'u.account', 'u.fullname', 'm.kind', 'm.number', 'o.id as orgId', 'o.path'])
    .where('m.tenantId', '=', tenantId)
    .where('m.userId', '=', userId)
    .where('m.status', '=', 'active')
    .executeTakeFirst();
  if (!member) return undefined;

  const pathIds = member.path.split('/').filter(Boolean);
  const [orgs, roles] = await Promise.all([
    db
      .selectFrom('org')
      .select(['id', 'name', 'type', 'path', 'grade'])
      .where('tenantId', '=', tenantId)
      .where('id', 'in', pathIds)
      .execute(),
    memberRoleCodes(db, tenantId, userId),
  ]);
  return composeProfile(member, orgs, roles);
}

/** The codes of the roles a member holds in the school, in code order. */
export async function memberRoleCodes(db: Kysely<DB>, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberRole as mr')
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .select('r.code')
    .where('mr.tenantId', '=', tenantId)
    .where('mr.userId', '=', userId)
    .orderBy('r.code')
    .execute();
  return rows.map((r) => r.code);
}

/** The org rows a profile reads: the member's own org and those above it on its path. */
type PathOrg = { id: string; name: string; type: OrgType; path: string; grade: string | null };

/**
 * A profile from the member, the orgs on their path (in any order; others may be among them) and
 * their role codes. Pure, so that code holding the rows already (the benchmarks' data sets) builds
 * profiles exactly as the engine does.
 */
export function composeProfile(
  member: { id: string; account: string; fullname: string; kind: MemberKind; number: string; orgId: string },
  pathOrgs: readonly PathOrg[],
  roles: string[],
): MemberProfile {
  const own = pathOrgs.find((o) => o.id === member.orgId)!;
  const above = own.path.split('/').filter(Boolean);
  const ofType = (type: OrgType) => pathOrgs.find((o) => o.type === type && above.includes(o.id));
  const klass = ofType('class');
  const major = ofType('major');
  const college = ofType('college');
  return {
    id: member.id,
    account: member.account,
    name: member.fullname,
    kind: member.kind,
    number: member.number,
    orgId: own.id,
    orgName: own.name,
    orgType: own.type,
    classId: klass?.id ?? null,
    className: klass?.name ?? null,
    classPath: klass?.path ?? null,
    majorId: major?.id ?? null,
    majorName: major?.name ?? null,
    collegeId: college?.id ?? null,
    collegeName: college?.name ?? null,
    collegePath: college?.path ?? null,
    grade: klass?.grade ?? major?.grade ?? null,
    roles,
  };
}
