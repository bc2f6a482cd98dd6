import type { HealthClassRow, HealthOverview } from '@campus/contract/affairs/yqfk';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import { noticePeople } from '../../../../core/messages/notice.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { activeStudentsWithCollege } from '../../student-query.js';
import { healthSettings } from './group.js';
import { healthCharge } from './health-readers.js';

/**
 * Staff's view of the daily report over the students in their health charge (health-readers.ts):
 * per class and college who has reported on a day and how many were abnormal, who has not, the
 * last fortnight's counts; and a reminder to those who have not reported today.
 */
type Db = Kysely<DB>;
const DAYS = 14;

function dayStudents(db: Db, tenantId: string, charge: Charge, date: string) {
  return activeStudentsWithCollege(db, tenantId)
    .leftJoin('healthReport as r', (j) =>
      j.onRef('r.studentId', '=', 'm.userId').on('r.tenantId', '=', tenantId).on('r.reportDate', '=', date),
    )
    .select([
      'u.id',
      'u.fullname as name',
      'm.number',
      'o.id as classId',
      'o.name as className',
      'c.id as collegeId',
      'c.name as collegeName',
      'r.id as reportId',
      'r.abnormal',
    ])
    .where(inCharge(charge, 'o.path'))
    .orderBy('m.number');
}

function tally(
  rows: readonly { abnormal: number | null; reportId: string | null }[],
): Pick<HealthClassRow, 'total' | 'reported' | 'abnormal'> {
  return {
    total: rows.length,
    reported: rows.filter((r) => r.reportId !== null).length,
    abnormal: rows.filter((r) => Number(r.abnormal) === 1).length,
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

export async function healthOverview(
  db: Db,
  caller: AuthContext,
  date: string | undefined,
  now: number,
): Promise<HealthOverview> {
  const charge = await healthCharge(db, caller);
  const day = date ?? schoolDate(now);
  const students = await dayStudents(db, caller.tenantId, charge, day).execute();
  const byClass = [...groupBy(students, (s) => s.classId)].map(([classId, rows]) => ({
    classId,
    className: rows[0]!.className,
    collegeName: rows[0]!.collegeName ?? '',
    ...tally(rows),
  }));
  const byCollege = [...groupBy(students, (s) => s.collegeId ?? '')].map(([collegeId, rows]) => ({
    collegeId,
    collegeName: rows[0]!.collegeName ?? '',
    ...tally(rows),
  }));
  const first = addDays(day, -(DAYS - 1));
  const counts = await db
    .selectFrom('healthReport as r')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.userId', '=', 'r.studentId').on('m.tenantId', '=', caller.tenantId),
    )
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select([
      'r.reportDate',
      (eb) => eb.fn.countAll<number>().as('reported'),
      (eb) => eb.fn.sum<number>('r.abnormal').as('abnormal'),
    ])
    .where('r.tenantId', '=', caller.tenantId)
    .where('m.kind', '=', 'student')
    .where('r.reportDate', '>=', first)
    .where('r.reportDate', '<=', day)
    .where(inCharge(charge, 'o.path'))
    .groupBy('r.reportDate')
    .execute();
  const byDay = new Map(counts.map((c) => [c.reportDate, c]));
  const days = Array.from({ length: DAYS }, (_, i) => {
    const d = addDays(first, i);
    const c = byDay.get(d);
    // Counts and sums arrive as strings from PostgreSQL.
    return { date: d, reported: Number(c?.reported ?? 0), abnormal: Number(c?.abnormal ?? 0) };
  });
  return {
    date: day,
    enabled: (await healthSettings(db, caller.tenantId)).enabled,
    byClass,
    byCollege,
    missing: students
      .filter((s) => s.reportId === null)
      .map((s) => ({ id: s.id, name: s.name, number: s.number, className: s.className })),
    days,
  };
}

/**
 * An inner message and a push to each student in the caller's charge without a report today.
 * Reminding twice the same day reminds again (a second nudge is the point); the route's
 * idempotency key keeps one tap from sending twice.
 */
export async function remindMissing(db: Db, caller: AuthContext, now: number): Promise<{ reminded: number }> {
  const charge = await healthCharge(db, caller);
  const date = schoolDate(now);
  const missing = (await dayStudents(db, caller.tenantId, charge, date).execute()).filter(
    (s) => s.reportId === null,
  );
  if (missing.length === 0) return { reminded: 0 };
  await db.transaction().execute((trx) =>
    noticePeople(
      trx,
      caller.tenantId,
      {
        receivers: missing.map((s) => s.id),
        subject: 'affairs.health.remindSubject',
        content: 'affairs.health.remindContent',
        params: { date },
        sender: { id: caller.userId, name: caller.fullname },
        bizType: 'yqfk.report',
        bizId: date,
        url: 'xgxt/yqfk/healthReport',
      },
      now,
    ),
  );
  return { reminded: missing.length };
}
