import {
  type CollegeRatio,
  type CounsellorProfile,
  type CounsellorProfileInput,
  type Education,
  type Political,
  type TeamView,
} from '@campus/contract/affairs/zgdw';
import type { Kysely, Selectable } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { CounsellorProfileTable } from './tables.js';
import type { AuthContext } from '../../../../http/auth.js';
import { counsellorsInCharge, type CounsellorLine } from '../../counsellors.js';
import { isCounsellor, isSupervisor } from './group.js';
import { refuse } from './refusals.js';

/**
 * Counsellors' profiles (辅导员档案): each counsellor keeps their own; the college's staff read
 * their college's, the office every one, with each college's students per full-time counsellor
 * against the national 1:200.
 */
type Db = Kysely<DB>;

const profileOf = (
  line: CounsellorLine,
  row: Selectable<CounsellorProfileTable> | undefined,
): CounsellorProfile => ({
  userId: line.counsellorId,
  name: line.counsellorName,
  number: line.number,
  collegeName: line.collegeName,
  classes: line.classes,
  students: line.students,
  filled: !!row,
  ...(row
    ? {
        education: row.education as Education,
        degree: row.degree,
        major: row.major,
        political: row.political as Political,
        title: row.title,
        started: row.started,
        fullTime: row.fullTime === 1,
        certificates: row.certificates,
      }
    : {}),
});

function ratios(profiles: CounsellorProfile[]): CollegeRatio[] {
  const colleges = new Map<string, CollegeRatio>();
  for (const p of profiles) {
    const c = colleges.get(p.collegeName) ?? {
      collegeName: p.collegeName,
      students: 0,
      fullTime: 0,
      perCounsellor: null,
    };
    c.students += p.students;
    // An unfilled profile counts as full-time (most counsellors are).
    if (p.fullTime !== false) c.fullTime += 1;
    colleges.set(p.collegeName, c);
  }
  return [...colleges.values()].map((c) => ({
    ...c,
    perCounsellor: c.fullTime ? Math.round(c.students / c.fullTime) : null,
  }));
}

export async function teamView(db: Db, caller: AuthContext): Promise<TeamView> {
  const counsellor = isCounsellor(caller);
  if (!counsellor && !isSupervisor(caller)) throw refuse('notTeam');
  const charge = await studentsInCharge(db, caller.tenantId, caller);
  const lines = await counsellorsInCharge(db, caller.tenantId, charge);
  const rows = lines.length
    ? await db
        .selectFrom('counsellorProfile')
        .selectAll()
        .where('tenantId', '=', caller.tenantId)
        .where(
          'userId',
          'in',
          lines.map((l) => l.counsellorId),
        )
        .execute()
    : [];
  const profiles = lines.map((l) =>
    profileOf(
      l,
      rows.find((r) => r.userId === l.counsellorId),
    ),
  );
  const own = profiles.find((p) => p.userId === caller.userId) ?? null;
  return {
    own,
    profiles: isSupervisor(caller) ? profiles : own ? [own] : [],
    ratios: isSupervisor(caller) ? ratios(profiles) : [],
  };
}

export async function saveProfile(
  db: Db,
  caller: AuthContext,
  input: CounsellorProfileInput,
): Promise<CounsellorProfile> {
  if (!isCounsellor(caller)) throw refuse('notCounsellor');
  const row = {
    tenantId: caller.tenantId,
    userId: caller.userId,
    education: input.education,
    degree: input.degree.trim(),
    major: input.major.trim(),
    political: input.political,
    title: input.title.trim(),
    started: input.started,
    fullTime: input.fullTime ? 1 : 0,
    certificates: input.certificates.trim(),
    updatedAt: Date.now(),
  };
  const { tenantId: _t, userId: _u, ...set } = row;
  await db
    .insertInto('counsellorProfile')
    .values(row)
    .onConflict((oc) => oc.columns(['tenantId', 'userId']).doUpdateSet(set))
    .execute();
  const view = await teamView(db, caller);
  return view.own!;
}
