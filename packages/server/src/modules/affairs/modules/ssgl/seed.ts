import type { DormSex } from '@campus/contract/affairs/ssgl';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { DormBedTable, DormMoveTable, DormRoomTable } from './tables.js';
import { newId } from '../../../../lib/ids.js';
import { tenantStudents } from '../../student-query.js';
import { graduatesLast } from '../../demo/graduates-last.js';

/**
 * A demo school's dormitories: two buildings for men (梅园) and two for women (兰园), rooms of four
 * beds on as many floors as the school's students need (about four beds in five taken), and every
 * student in a bed: classmates together, room after room, every third room with a bed to spare,
 * the second building's top floor left for newcomers and two beds held back by the office.
 */
interface BuildingSpec {
  code: string;
  name: string;
  sex: DormSex;
  fee: number;
  manager: [string, string];
}

const BUILDINGS: BuildingSpec[] = [
  { code: 'M1', name: '梅园1栋', sex: 'male', fee: 1200, manager: ['王建国', '13812340001'] },
  { code: 'M2', name: '梅园2栋', sex: 'male', fee: 1000, manager: ['刘德明', '13812340002'] },
  { code: 'L1', name: '兰园1栋', sex: 'female', fee: 1200, manager: ['陈桂兰', '13812340003'] },
  { code: 'L2', name: '兰园2栋', sex: 'female', fee: 1000, manager: ['赵秀英', '13812340004'] },
];
const ROOMS_PER_FLOOR = 6;
const BEDS_PER_ROOM = 4;
/** The share of beds the school's students fill. */
const FILL = 0.8;

interface Student {
  id: string;
  sex: DormSex;
  number: string;
  grade: string | null;
}

async function studentsOf(db: Kysely<DB>, tenantId: string): Promise<Student[]> {
  const rows = await tenantStudents(db, tenantId)
    .select(['u.id', 'u.gender', 'm.number', 'o.grade'])
    .orderBy('m.number')
    .execute();
  // Students of unknown sex are housed with the men's buildings' spare rooms (none in the demo).
  return (await graduatesLast(db, tenantId, rows)).map((r) => ({
    id: r.id,
    sex: r.gender === 'female' ? 'female' : 'male',
    number: r.number,
    grade: r.grade,
  }));
}

/** When a student of this enrolment year moved in: their first September, 9 a.m. China time. */
const movedIn = (grade: string | null, now: number) =>
  grade ? Math.min(Date.parse(`${grade}-09-01T09:00:00+08:00`), now) : now;

export async function seedDormitories(db: Kysely<DB>, tenantId: string, now: number): Promise<void> {
  const students = await studentsOf(db, tenantId);
  const rooms: Insertable<DormRoomTable>[] = [];
  const beds: Insertable<DormBedTable>[] = [];
  const moves: Insertable<DormMoveTable>[] = [];
  /** The log's line for a student placed in a bed when they moved in (no request, no operator). */
  const checkedIn = (studentId: string, toBedId: string, at: number) =>
    moves.push({
      id: newId(),
      tenantId,
      studentId,
      kind: 'checkIn',
      fromBedId: null,
      toBedId,
      instanceId: null,
      operatorId: null,
      createdAt: at,
    });

  for (const sex of ['male', 'female'] as const) {
    const ours = students.filter((s) => s.sex === sex);
    const specs = BUILDINGS.filter((b) => b.sex === sex);
    const perBuilding = Math.ceil(ours.length / FILL / specs.length);
    const floors = Math.max(2, Math.ceil(perBuilding / (ROOMS_PER_FLOOR * BEDS_PER_ROOM)));
    let next = 0;
    for (const [index, spec] of specs.entries()) {
      const buildingId = newId();
      await db
        .insertInto('dormBuilding')
        .values({
          id: buildingId,
          tenantId,
          code: spec.code,
          name: spec.name,
          sex,
          floors,
          managerName: spec.manager[0],
          managerPhone: spec.manager[1],
          sort: BUILDINGS.indexOf(spec),
          createdAt: now,
        })
        .execute();
      const last = index === specs.length - 1;
      let roomIndex = 0;
      for (let floor = 1; floor <= floors; floor++) {
        for (let r = 1; r <= ROOMS_PER_FLOOR; r++, roomIndex++) {
          const roomId = newId();
          const number = `${floor}${String(r).padStart(2, '0')}`;
          const forNewcomers = last && floor === floors;
          const fill = forNewcomers ? 0 : roomIndex % 3 === 2 ? BEDS_PER_ROOM - 1 : BEDS_PER_ROOM;
          let occupied = 0;
          for (let b = 1; b <= BEDS_PER_ROOM; b++) {
            const student = b <= fill ? ours[next] : undefined;
            if (student) next++;
            const bedId = newId();
            const since = student ? movedIn(student.grade, now) : null;
            beds.push({
              id: bedId,
              tenantId,
              roomId,
              number: b,
              code: `${spec.code}-${number}-${b}`,
              studentId: student?.id ?? null,
              since,
              reserved: forNewcomers && r === ROOMS_PER_FLOOR && b <= 2 ? 'Y' : 'N',
            });
            if (student) {
              occupied++;
              checkedIn(student.id, bedId, since!);
            }
          }
          rooms.push({
            id: roomId,
            tenantId,
            buildingId,
            number,
            floor,
            sex,
            capacity: BEDS_PER_ROOM,
            occupied,
            fee: spec.fee,
            createdAt: now,
          });
        }
      }
    }
    // Whoever is left (a lopsided school) goes to the newcomers' floor, never without a bed.
    for (const bed of beds) {
      if (next >= ours.length) break;
      const room = rooms.find((r) => r.id === bed.roomId)!;
      if (bed.studentId || bed.reserved === 'Y' || room.sex !== sex) continue;
      const student = ours[next++]!;
      bed.studentId = student.id;
      bed.since = movedIn(student.grade, now);
      room.occupied = (room.occupied ?? 0) + 1;
      checkedIn(student.id, bed.id!, bed.since);
    }
    if (next < ours.length)
      throw new Error(`Demo dormitories: ${ours.length - next} ${sex} students have no bed`);
  }
  for (let i = 0; i < rooms.length; i += 200)
    await db
      .insertInto('dormRoom')
      .values(rooms.slice(i, i + 200))
      .execute();
  for (let i = 0; i < beds.length; i += 200)
    await db
      .insertInto('dormBed')
      .values(beds.slice(i, i + 200))
      .execute();
  for (let i = 0; i < moves.length; i += 200)
    await db
      .insertInto('dormMove')
      .values(moves.slice(i, i + 200))
      .execute();
}
