import type { Insertable, Kysely } from 'kysely';
import type { DB, OrgTable } from '../../../../db/schema.js';
import { demoAccountRow, demoMembershipRow } from '../../../../db/seed/account-rows.js';
import { GIVEN_FEMALE, GIVEN_MALE, SURNAMES } from '../../../../db/seed/names.js';
import { pick, seededRandom } from '../../../../db/seed/random.js';
import { SCHOOLS } from '../../../../db/seed/world.js';
import { newId } from '../../../../lib/ids.js';
import { checkIn } from '../../checkin/repo.js';
import { ONBOARDING_PURPOSE } from './group.js';
import { saveConfig } from './config.js';
import { seedOnboardingRecords } from './seed-records.js';

/**
 * Onboarding's demo in each school: the 2026 cohort (a class of FRESHMEN_PER_CLASS per major,
 * with the major's counsellor; the named freshman first, not yet checked in), the school's
 * variant (the first school generic, the second cjxy's), a check-in point open this week at the
 * gymnasium and about two in three freshmen already checked in there, some of them today; their
 * forms, standings and questions (seed-records.ts).
 * Runs before the dormitory's demo, so the freshmen get beds as every student does.
 */
export const COHORT = '2026';
const FRESHMEN_PER_CLASS = 5;
/** Named freshmen of a school, the first student of its first majors in turn (never checked in). */
const NAMED_FRESHMEN: Record<
  string,
  { account: string; fullname: string; pinyin: string; mobile: string; gender: 'male' | 'female' }[]
> = {
  jnlg: [
    { account: 'freshman', fullname: '陈思远', pinyin: 'csy', mobile: '13900000020', gender: 'male' },
    // The records journey's own freshman (e2e onboarding-records), so it never meets the check-in's.
    { account: 'yxfreshman', fullname: '林晓雨', pinyin: 'lxy', mobile: '13900001301', gender: 'female' },
  ],
  hbsf: [
    { account: 'hbfreshman', fullname: '许嘉怡', pinyin: 'xjy', mobile: '13900000021', gender: 'female' },
  ],
};
const HOUR = 3_600_000;

export async function seedOnboarding(
  db: Kysely<DB>,
  tenantId: string,
  now: number,
  namedStudent: string | undefined,
  namedCounsellor: string | null,
): Promise<void> {
  const tenant = await db
    .selectFrom('tenant')
    .select('code')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const spec = SCHOOLS.find((s) => s.code === tenant.code);
  if (!spec) return;
  const random = seededRandom(spec.seed + 2026);
  const hash = namedStudent
    ? await db
        .selectFrom('appUser')
        .select('passwordHash')
        .where('account', '=', namedStudent)
        .executeTakeFirst()
    : undefined;
  const anyHash = await db.selectFrom('appUser').select('passwordHash').limit(1).executeTakeFirstOrThrow();
  const passwordHash = (hash ?? anyHash).passwordHash;
  const taken = new Set(
    (await db.selectFrom('appUser').select('mobile').where('mobile', 'is not', null).execute()).map(
      (u) => u.mobile,
    ),
  );
  const mobile = () => {
    for (;;) {
      const m = `18${Math.floor(random() * 10)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
      if (!taken.has(m) && !m.startsWith('1390000')) {
        taken.add(m);
        return m;
      }
    }
  };

  const majors = await db
    .selectFrom('org as mj')
    .innerJoin('org as col', 'col.id', 'mj.parentId')
    .select(['mj.id', 'mj.code', 'mj.name', 'mj.path', 'mj.sort', 'col.sort as collegeSort'])
    .where('mj.tenantId', '=', tenantId)
    .where('mj.type', '=', 'major')
    .orderBy('col.sort')
    .orderBy('mj.sort')
    .execute();
  const studentRole = await db
    .selectFrom('role')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', 'student')
    .executeTakeFirstOrThrow();

  const namedOnes = NAMED_FRESHMEN[spec.code] ?? [];
  const freshmen: { id: string; first: boolean }[] = [];
  for (const [mi, major] of majors.entries()) {
    const classId = newId();
    const klass: Insertable<OrgTable> = {
      id: classId,
      tenantId,
      parentId: major.id,
      code: `${major.code}-${COHORT}-1`,
      name: `${major.name}${COHORT}级1班`,
      type: 'class',
      path: `${major.path}${classId}/`,
      sort: 10_000 + mi,
      grade: COHORT,
      createdAt: now,
    };
    await db.insertInto('org').values(klass).execute();
    // The major's counsellor receives its freshmen too (teachers come with the timetable, later);
    // the named demo counsellor keeps the two classes README describes: another of the college's.
    const duties = await db
      .selectFrom('orgDuty as d')
      .innerJoin('org as c', 'c.id', 'd.orgId')
      .innerJoin('appUser as u', 'u.id', 'd.userId')
      .select(['d.userId', 'd.duty'])
      .distinct()
      .where('d.tenantId', '=', tenantId)
      .where('c.parentId', '=', major.id)
      .where('d.duty', '=', 'counsellor')
      .where('u.account', '!=', namedCounsellor ?? '')
      .execute();
    if (!duties.some((d) => d.duty === 'counsellor')) {
      // Every class has a counsellor (the chains of approval start there): another of the college's.
      const other = await db
        .selectFrom('orgDuty as d')
        .innerJoin('org as c', 'c.id', 'd.orgId')
        .innerJoin('appUser as u', 'u.id', 'd.userId')
        .select('d.userId')
        .where('d.tenantId', '=', tenantId)
        .where('d.duty', '=', 'counsellor')
        .where('c.path', 'like', `${major.path.split('/').slice(0, -2).join('/')}/%`)
        .where('u.account', '!=', namedCounsellor ?? '')
        .orderBy('c.sort')
        .executeTakeFirstOrThrow();
      duties.push({ userId: other.userId, duty: 'counsellor' });
    }
    for (const d of duties)
      await db
        .insertInto('orgDuty')
        .values({ tenantId, orgId: classId, userId: d.userId, duty: d.duty })
        .execute();

    for (let s = 1; s <= FRESHMEN_PER_CLASS; s++) {
      const number = `${COHORT}${spec.numberPrefix}${major.code.slice(-2)}${String(s).padStart(2, '0')}`;
      const named = s === 1 ? namedOnes[mi] : undefined;
      const first = named !== undefined;
      const gender = random() < 0.5 ? 'male' : 'female';
      const [surname, sp] = pick(random, SURNAMES);
      const given = Array.from({ length: random() < 0.7 ? 2 : 1 }, () =>
        pick(random, gender === 'male' ? GIVEN_MALE : GIVEN_FEMALE),
      );
      const id = newId();
      const user = demoAccountRow(
        {
          id,
          account: named ? named.account : number,
          passwordHash,
          fullname: named ? named.fullname : surname + given.map(([c]) => c).join(''),
          pinyin: named ? named.pinyin : [sp, ...given.map(([, p]) => p)].map((p) => p[0]).join(''),
          mobile: named ? named.mobile : mobile(),
          email: null,
          gender: named ? named.gender : gender,
        },
        tenantId,
        now,
      );
      const member = demoMembershipRow(
        { tenantId, userId: id, kind: 'student', number, orgId: classId, title: null },
        now,
      );
      await db.insertInto('appUser').values(user).execute();
      await db.insertInto('tenantMember').values(member).execute();
      await db.insertInto('memberRole').values({ tenantId, userId: id, roleId: studentRole.id }).execute();
      freshmen.push({ id, first });
    }
  }

  await saveConfig(db, tenantId, spec === SCHOOLS[0] ? 'yxxt' : 'cjxy_yxxt', COHORT, now);
  const office = await db
    .selectFrom('memberRole as mr')
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .select('mr.userId')
    .where('mr.tenantId', '=', tenantId)
    .where('r.code', '=', 'office_staff')
    .executeTakeFirstOrThrow();
  await seedOnboardingRecords(db, tenantId, now, freshmen, office.userId, spec.seed + 77);
  const pointId = newId();
  await db
    .insertInto('checkinPoint')
    .values({
      id: pointId,
      tenantId,
      purpose: ONBOARDING_PURPOSE,
      name: '新生报到点（体育馆）',
      place: '体育馆一楼大厅',
      latitude: null,
      longitude: null,
      radius: null,
      audienceGrade: COHORT,
      startsAt: now - 48 * HOUR,
      endsAt: now + 7 * 24 * HOUR,
      createdBy: office.userId,
      createdAt: now - 48 * HOUR,
    })
    .execute();
  // About two in three have arrived: half of them yesterday, the rest today (never the named one).
  const arrived = freshmen.filter((f, i) => !f.first && i % 3 !== 0);
  for (const [i, f] of arrived.entries())
    await checkIn(db, {
      tenantId,
      pointId,
      purpose: ONBOARDING_PURPOSE,
      studentId: f.id,
      method: i % 4 === 0 ? 'staff' : 'scan',
      scannedBy: i % 4 === 0 ? office.userId : f.id,
      latitude: null,
      longitude: null,
      createdAt: i % 2 === 0 ? now - 24 * HOUR - i * 60_000 : now - Math.min(i, 60) * 60_000,
    });
}
