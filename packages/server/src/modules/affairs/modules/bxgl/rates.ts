import type { InsuranceRates, MyInsurance, RateRow } from '@campus/contract/affairs/bxgl';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { studentsInClasses } from '../../student-query.js';
import { pickRows } from '../../row-where.js';
import { studentYearRequests } from '../../student-requests.js';

/**
 * Enrolment rates (参保率): of the students in the caller's charge, how many have an approved
 * enrolment of the module in the academic year, and how many one under way, per class and per
 * college (a class's college is the college on its path). The only Kysely calls of the group.
 */
type Db = Kysely<DB>;

const rowOf = (id: string, name: string, students: number, enrolled: number, pending: number): RateRow => ({
  id,
  name,
  students,
  enrolled,
  pending,
  rate: students > 0 ? Math.round((enrolled / students) * 1000) / 1000 : 0,
});

export async function enrolmentRates(
  db: Db,
  tenantId: string,
  charge: Charge,
  module: string,
  academicYear: string,
): Promise<InsuranceRates> {
  const students = studentsInClasses(db, tenantId).where(inCharge(charge, 'o.path'));
  const [classes, requests, colleges] = await Promise.all([
    students
      .select(['o.id', 'o.name', 'o.path', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['o.id', 'o.name', 'o.path'])
      .execute(),
    students
      .innerJoin('affairRequest as r', (join) =>
        join.onRef('r.studentId', '=', 'm.userId').onRef('r.tenantId', '=', 'm.tenantId'),
      )
      .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
      .where('r.moduleKey', '=', module)
      .where('r.academicYear', '=', academicYear)
      .where((eb) =>
        eb.or([
          eb('i.status', '=', 'running'),
          eb.and([eb('i.status', '=', 'end'), eb('i.result', '=', 'agree')]),
        ]),
      )
      .select(['o.id', 'i.status', (eb) => eb.fn.count<number>('m.userId').distinct().as('count')])
      .groupBy(['o.id', 'i.status'])
      .execute(),
    pickRows(db, 'org', ['id', 'name', 'sort'], { tenantId, type: 'college' }),
  ]);
  const counts = new Map<string, { enrolled: number; pending: number }>();
  for (const r of requests) {
    const c = counts.get(r.id) ?? { enrolled: 0, pending: 0 };
    if (r.status === 'running') c.pending += Number(r.count);
    else c.enrolled += Number(r.count);
    counts.set(r.id, c);
  }
  const collegeOf = (path: string) => colleges.find((c) => path.includes(`/${c.id}/`));
  const classRows = classes
    .map((c) => {
      const n = counts.get(c.id) ?? { enrolled: 0, pending: 0 };
      const college = collegeOf(c.path);
      return {
        ...rowOf(c.id, c.name, Number(c.count), n.enrolled, n.pending),
        ...(college ? { college: college.name } : {}),
        collegeId: college?.id ?? '',
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const collegeRows = colleges
    .map((college) => {
      const own = classRows.filter((c) => c.collegeId === college.id);
      const sum = (key: 'students' | 'enrolled' | 'pending') => own.reduce((n, c) => n + c[key], 0);
      return {
        sort: college.sort,
        row: rowOf(college.id, college.name, sum('students'), sum('enrolled'), sum('pending')),
      };
    })
    .filter((c) => c.row.students > 0)
    .sort((a, b) => a.sort - b.sort)
    .map((c) => c.row);
  const total = (key: 'students' | 'enrolled' | 'pending') => classRows.reduce((n, c) => n + c[key], 0);
  return {
    module,
    academicYear,
    totals: rowOf('', '', total('students'), total('enrolled'), total('pending')),
    colleges: collegeRows,
    classes: classRows.map(({ collegeId: _, ...row }) => row),
  };
}

/** The student's enrolments of the academic year, one per module (the latest). */
export async function myInsurance(
  db: Db,
  tenantId: string,
  studentId: string,
  modules: readonly string[],
  academicYear: string,
): Promise<MyInsurance> {
  const rows = await studentYearRequests(db, tenantId, studentId, academicYear)
    .select(['r.moduleKey', 'i.id', 'i.status', 'i.result', 'i.data'])
    .where('r.moduleKey', 'in', modules)
    .where('i.status', 'in', ['running', 'end'])
    .orderBy('i.createdAt', 'desc')
    .execute();
  return {
    academicYear,
    modules: modules.map((module) => {
      const row = rows.find((r) => r.moduleKey === module);
      if (!row) return { module, state: 'none' as const, id: null, payState: null };
      const payState = (JSON.parse(row.data) as { payState?: unknown }).payState;
      return {
        module,
        state: row.status === 'running' ? 'running' : row.result === 'agree' ? 'enrolled' : 'rejected',
        id: row.id,
        payState: typeof payState === 'string' && row.status === 'end' ? payState : null,
      };
    }),
  };
}
