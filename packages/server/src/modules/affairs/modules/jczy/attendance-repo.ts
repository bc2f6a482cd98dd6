import type { AttendanceMark, MarkCounts } from '@campus/contract/affairs/jczy';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { ClassRollMarkTable, ClassRollTable } from './tables.js';
import { rowWhere, rowsWhere } from '../../row-where.js';

/** Roll calls and their marks (migration 0090): one roll per class, day and period. */
type Db = Kysely<DB>;

export function rollOf(db: Db, tenantId: string, classId: string, date: string, period: number) {
  return rowWhere(db, 'classRoll', { tenantId, classId, date, period });
}

export function marksOf(db: Db, tenantId: string, rollId: string) {
  return rowsWhere(db, 'classRollMark', { tenantId, rollId });
}

/**
 * Saves a lesson's roll: the roll row once (the unique index keeps it one under a race), its
 * course updated, and its marks replaced. Saving the same roll twice leaves one roll with the
 * last marks.
 */
export async function saveRoll(
  db: Db,
  roll: ClassRollTable,
  marks: readonly Omit<ClassRollMarkTable, 'rollId' | 'tenantId'>[],
): Promise<string> {
  await db
    .insertInto('classRoll')
    .values(roll)
    .onConflict((oc) =>
      oc.columns(['tenantId', 'classId', 'date', 'period']).doUpdateSet({
        course: roll.course,
        teacherId: roll.teacherId,
        teacherName: roll.teacherName,
        updatedAt: roll.updatedAt,
      }),
    )
    .execute();
  const saved = (await rollOf(db, roll.tenantId, roll.classId, roll.date, roll.period))!;
  await db.deleteFrom('classRollMark').where('rollId', '=', saved.id).execute();
  if (marks.length)
    await db
      .insertInto('classRollMark')
      .values(marks.map((m) => ({ ...m, rollId: saved.id, tenantId: roll.tenantId })))
      .execute();
  return saved.id;
}

export function studentMarks(db: Db, tenantId: string, studentId: string) {
  return db
    .selectFrom('classRollMark as m')
    .innerJoin('classRoll as r', 'r.id', 'm.rollId')
    .select(['r.date', 'r.period', 'r.course', 'r.teacherName', 'm.mark'])
    .where('m.tenantId', '=', tenantId)
    .where('m.studentId', '=', studentId)
    .orderBy('r.date', 'desc')
    .orderBy('r.period', 'desc')
    .execute();
}

/** Per class: rolls taken and marks by kind. */
export async function classFigures(db: Db, tenantId: string, classIds: readonly string[]) {
  if (classIds.length === 0) return new Map<string, { rolls: number; counts: MarkCounts }>();
  const [rolls, marks] = await Promise.all([
    db
      .selectFrom('classRoll')
      .select(['classId', (eb) => eb.fn.countAll<number>().as('count')])
      .where('tenantId', '=', tenantId)
      .where('classId', 'in', classIds)
      .groupBy('classId')
      .execute(),
    db
      .selectFrom('classRollMark as m')
      .innerJoin('classRoll as r', 'r.id', 'm.rollId')
      .select(['r.classId', 'm.mark', (eb) => eb.fn.countAll<number>().as('count')])
      .where('m.tenantId', '=', tenantId)
      .where('r.classId', 'in', classIds)
      .groupBy(['r.classId', 'm.mark'])
      .execute(),
  ]);
  const figures = new Map(
    classIds.map(
      (id) => [id, { rolls: 0, counts: emptyCounts() }] as [string, { rolls: number; counts: MarkCounts }],
    ),
  );
  for (const r of rolls) figures.get(r.classId)!.rolls = Number(r.count);
  for (const m of marks) figures.get(m.classId)!.counts[m.mark as AttendanceMark] = Number(m.count);
  return figures;
}

export const emptyCounts = (): MarkCounts => ({ present: 0, late: 0, absent: 0, leave: 0 });

/** (present + late) / all marks; null without marks. */
export function rateOf(counts: MarkCounts): number | null {
  const total = counts.present + counts.late + counts.absent + counts.leave;
  return total ? (counts.present + counts.late) / total : null;
}
