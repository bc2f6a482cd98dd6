import { LEAVING_STEPS, type LeavingState } from '@campus/contract/affairs/jczy';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import type { DemoClock } from '../../demo/clock.js';
import { OFFICES } from './seed-staff.js';
import { FINANCE_STEP } from './leaving-finance.js';
import { tenantStudents } from '../../student-query.js';
import { graduatingGrade } from '../../cohort.js';

/**
 * Demo leaving school: the cohort whose programme ends this academic year (the first school's
 * small 2023 class, with the `graduate` account) graduates, its clearance open for two weeks
 * and partly done: the library far along (a few blocked with the reason), the dormitory,
 * counsellors and colleges behind, finance as each graduate's bills say; a handful of graduates
 * cleared but for what they owe. The demo graduate has two steps passed.
 */
type Db = Kysely<DB>;

const BLOCKED: Record<string, string> = {
  library: '《数据库系统概论》逾期未还，请到图书馆一楼归还并缴纳滞纳金',
  dormitory: '退宿验房：书桌损坏需照价赔偿，请联系宿管中心',
  counsellor: '毕业生去向登记未填写，请先在就业系统登记',
  college: '学生证未交回，请交到学院学工办',
};

/** How far each step has got, in tenths of the cohort (passed, then blocked). */
const PROGRESS: Record<string, [number, number]> = {
  library: [7, 1],
  dormitory: [4, 0],
  counsellor: [3, 1],
  college: [2, 0],
};

export async function seedLeaving(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  demoStudent: string | undefined,
): Promise<void> {
  const grade = await graduatingGrade(db, tenantId, clock.year);
  const graduates = await tenantStudents(db, tenantId)
    .select(['u.id', 'u.account', 'o.path'])
    .where('o.grade', '=', grade)
    .orderBy('m.number')
    .execute();
  // A school with nobody in their last year has no leaving round this year.
  if (graduates.length === 0) return;
  const graduationYear = clock.year.slice(5);
  const batchId = newId();
  await db
    .insertInto('leavingBatch')
    .values({
      id: batchId,
      tenantId,
      name: `${graduationYear}届毕业生离校手续`,
      graduationYear,
      grade,
      startDate: clock.day(-14),
      endDate: `${graduationYear}-06-30`,
      createdAt: clock.at(-15),
    })
    .execute();

  const staff = await db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .innerJoin('memberRole as mr', (j) =>
      j.onRef('mr.userId', '=', 'u.id').onRef('mr.tenantId', '=', 'm.tenantId'),
    )
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .select(['u.id', 'u.fullname', 'r.code'])
    .where('m.tenantId', '=', tenantId)
    .where('r.code', 'in', ['dorm_staff', 'finance_staff', ...OFFICES.map((o) => o.role)])
    .execute();
  const duties = await db
    .selectFrom('orgDuty as d')
    .innerJoin('org as o', 'o.id', 'd.orgId')
    .innerJoin('appUser as u', 'u.id', 'd.userId')
    .select(['u.id', 'u.fullname', 'd.duty', 'o.path'])
    .where('d.tenantId', '=', tenantId)
    .where('d.duty', 'in', ['counsellor', 'student_affairs'])
    .execute();

  const markerOf = (step: (typeof LEAVING_STEPS)[number], path: string) =>
    'role' in step.owner
      ? staff.find((s) => s.code === (step.owner as { role: string }).role)
      : duties.find((d) => d.duty === (step.owner as { duty: string }).duty && path.startsWith(d.path));

  const rows = [];
  for (const [gi, graduate] of graduates.entries()) {
    const demo = graduate.account === demoStudent;
    for (const [si, step] of LEAVING_STEPS.entries()) {
      // Finance is read from the bills (leaving-finance.ts), never marked.
      if (step.key === FINANCE_STEP) continue;
      const [passed, blocked] = PROGRESS[step.key]!;
      const slot = (gi * 7 + si * 3) % 10;
      // The first graduates of the list are fully cleared; the demo student is two steps in.
      const state: LeavingState = demo
        ? si < 2
          ? 'passed'
          : 'todo'
        : gi % 12 === 5
          ? 'passed'
          : slot < passed
            ? 'passed'
            : slot < passed + blocked
              ? 'blocked'
              : 'todo';
      const marker = markerOf(step, graduate.path);
      if (state === 'todo' || !marker) continue;
      rows.push({
        tenantId,
        batchId,
        studentId: graduate.id,
        step: step.key,
        state,
        note: state === 'blocked' ? BLOCKED[step.key]! : null,
        byId: marker.id,
        byName: marker.fullname,
        at: clock.at(-((gi + si) % 12), 9 + si, 10),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('leavingStep')
      .values(rows.slice(i, i + 200))
      .execute();
}
