import { ModuleState } from '@campus/contract';
import type { InspectionKind, RoundScore, StudentDormRecord } from '@campus/contract/affairs/ssgl';
import type { Kysely } from 'kysely';
import { inCharge, studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { mayReviewGroup } from '../../audience.js';
import * as beds from './beds-repo.js';
import { disciplineList } from './discipline.js';
import { SSGL } from './group.js';
import { scoreOf } from './inspection.js';
import { tenantStudents } from '../../student-query.js';

/**
 * A student's dormitory record (the students' check index, PersonalInspection): their room's scores
 * and their own in every published round, and the discipline records naming them. A student reads
 * their own; staff read a student in their charge.
 */
type Db = Kysely<DB>;

export async function studentRecord(
  db: Db,
  caller: AuthContext,
  studentId?: string,
): Promise<StudentDormRecord> {
  const id = studentId ?? caller.userId;
  const own = id === caller.userId;
  if (!own && !mayReviewGroup(SSGL, caller)) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const charge = own
    ? ({ all: true } as const)
    : await studentsInCharge(db, caller.tenantId, caller, SSGL.seesAllStudents);
  const student = await tenantStudents(db, caller.tenantId)
    .select(['u.id', 'u.fullname', 'm.number', 'o.name as className'])
    .where('m.userId', '=', id)
    .where(inCharge(charge, 'o.path'))
    .executeTakeFirst();
  if (!student) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const bed = await beds.bedOfStudent(db, caller.tenantId, id);

  const scores = await db
    .selectFrom('dormInspectionScore as s')
    .innerJoin('dormInspectionRound as r', 'r.id', 's.roundId')
    .innerJoin('dormRoom as m', 'm.id', 's.roomId')
    .innerJoin('dormBuilding as g', 'g.id', 'm.buildingId')
    .selectAll('s')
    .select([
      'r.name as roundName',
      'r.kind',
      'r.startDate',
      'r.endDate',
      'r.items',
      'm.number as roomNumber',
      'g.name as buildingName',
    ])
    .where('s.tenantId', '=', caller.tenantId)
    .where('r.state', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('s.studentId', '=', id),
        ...(bed ? [eb.and([eb('s.roomId', '=', bed.roomId), eb('s.studentId', '=', '')])] : []),
      ]),
    )
    .orderBy('r.startDate', 'desc')
    .limit(60)
    .execute();
  const toRound = (row: (typeof scores)[number]): RoundScore => ({
    round: {
      id: row.roundId,
      name: row.roundName,
      kind: row.kind as InspectionKind,
      startDate: row.startDate,
      endDate: row.endDate,
      items: JSON.parse(row.items) as RoundScore['round']['items'],
    },
    score: scoreOf(row),
    room: `${row.buildingName} ${row.roomNumber}`,
  });
  return {
    student: { id: student.id, name: student.fullname, number: student.number, className: student.className },
    place: bed ? beds.placeOf(bed) : null,
    rooms: scores.filter((s) => s.studentId === '').map(toRound),
    personal: scores.filter((s) => s.studentId !== '').map(toRound),
    discipline: await disciplineList(db, caller, { studentId: id, charge }),
  };
}
