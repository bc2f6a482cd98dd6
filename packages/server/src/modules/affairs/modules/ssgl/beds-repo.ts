import type {
  BedFigures,
  BedPlace,
  BuildingRooms,
  DormBed,
  DormBuilding,
  DormRoom,
  DormSex,
  FreeRoom,
  Roommate,
  StudentPlacement,
} from '@campus/contract/affairs/ssgl';
import { sql, type Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import { keywordFilter } from '../../../../db/like.js';
import type { DB } from '../../../../db/schema.js';
import { tenantStudents } from '../../student-query.js';
import type { QueryRow } from '../../query-row.js';

/**
 * The dormitory's reads (the only Kysely calls of the group besides moves.ts and the seed):
 * where a student sleeps, who shares the room, the buildings' figures, a building's rooms and beds,
 * the free beds of a sex, and students found by name or number.
 */
type Db = Kysely<DB>;

const figures = (beds: number, occupied: number, reserved: number): BedFigures => {
  const offered = beds - reserved;
  return {
    beds,
    occupied,
    reserved,
    free: Math.max(0, offered - occupied),
    rate: offered > 0 ? Math.round((occupied / offered) * 1000) / 1000 : 0,
  };
};

export const sumFigures = (all: readonly BedFigures[]): BedFigures =>
  figures(
    all.reduce((n, f) => n + f.beds, 0),
    all.reduce((n, f) => n + f.occupied, 0),
    all.reduce((n, f) => n + f.reserved, 0),
  );

/** Selects a bed with its room and building, as a BedPlace. */
function placeQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('dormBed as b')
    .innerJoin('dormRoom as r', 'r.id', 'b.roomId')
    .innerJoin('dormBuilding as g', 'g.id', 'r.buildingId')
    .select([
      'b.id as bedId',
      'b.code',
      'b.number as bedNumber',
      'b.studentId',
      'b.since',
      'b.reserved',
      'r.id as roomId',
      'r.number as roomNumber',
      'r.floor',
      'r.sex',
      'r.capacity',
      'r.occupied',
      'r.fee',
      'g.id as buildingId',
      'g.name as buildingName',
      'g.managerName',
      'g.managerPhone',
    ])
    .where('b.tenantId', '=', tenantId);
}

export type PlaceRow = QueryRow<typeof placeQuery>;

export const placeOf = (row: PlaceRow): BedPlace => ({
  bedId: row.bedId,
  code: row.code,
  bedNumber: row.bedNumber,
  roomId: row.roomId,
  roomNumber: row.roomNumber,
  floor: row.floor,
  buildingId: row.buildingId,
  buildingName: row.buildingName,
  fee: Number(row.fee),
});

/** "梅园1栋 305-2": how lists name a bed. */
export const bedLabel = (place: Pick<BedPlace, 'buildingName' | 'roomNumber' | 'bedNumber'>) =>
  `${place.buildingName} ${place.roomNumber}-${place.bedNumber}`;

export function bedOfStudent(db: Db, tenantId: string, studentId: string) {
  return placeQuery(db, tenantId).where('b.studentId', '=', studentId).executeTakeFirst();
}

export function bedsOfStudents(db: Db, tenantId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return placeQuery(db, tenantId).where('b.studentId', 'in', studentIds).execute();
}

export function bedByCode(db: Db, tenantId: string, code: string) {
  return placeQuery(db, tenantId).where('b.code', '=', code).executeTakeFirst();
}

export function bedsByIds(db: Db, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return placeQuery(db, tenantId).where('b.id', 'in', ids).execute();
}

export function bedsByCodes(db: Db, tenantId: string, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return placeQuery(db, tenantId).where('b.code', 'in', codes).execute();
}

/** The sex the app knows a member by, or null. */
export async function sexOf(db: Db, userId: string): Promise<DormSex | null> {
  const row = await db.selectFrom('appUser').select('gender').where('id', '=', userId).executeTakeFirst();
  return row?.gender === 'male' || row?.gender === 'female' ? row.gender : null;
}

/** Occupants of beds with their class, from the members' rows. */
function occupantQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('dormBed as b')
    .innerJoin('appUser as u', 'u.id', 'b.studentId')
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.userId', '=', 'b.studentId').on('m.tenantId', '=', tenantId),
    )
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select([
      'b.id as bedId',
      'b.roomId',
      'b.number as bedNumber',
      'b.since',
      'u.id as studentId',
      'u.fullname as name',
      'm.number',
      'o.name as className',
      'o.path as orgPath',
    ])
    .where('b.tenantId', '=', tenantId);
}

/** Whether the caller answers for a student of this org path (names of others are not shown). */
export const chargeCovers = (charge: Charge, orgPath: string) =>
  charge.all || charge.orgPaths.some((path) => orgPath.startsWith(path));

export async function roommatesOf(
  db: Db,
  tenantId: string,
  roomId: string,
  studentId: string,
): Promise<Roommate[]> {
  const rows = await occupantQuery(db, tenantId)
    .where('b.roomId', '=', roomId)
    .where('b.studentId', '!=', studentId)
    .orderBy('b.number')
    .execute();
  return rows.map((r) => ({ name: r.name, className: r.className, bedNumber: r.bedNumber }));
}

interface FigureRow {
  key: string;
  beds: number;
  occupied: number;
  reserved: number;
}

/** Beds, occupied and reserved beds per building (or per room, or per sex). */
async function bedCounts(
  db: Db,
  tenantId: string,
  by: 'r.buildingId' | 'r.id' | 'r.sex',
  buildingId?: string,
): Promise<Map<string, BedFigures>> {
  let query = db
    .selectFrom('dormBed as b')
    .innerJoin('dormRoom as r', 'r.id', 'b.roomId')
    .select((eb) => [
      sql.ref<string>(by).as('key'),
      eb.fn.countAll<number>().as('beds'),
      eb.fn.count<number>('b.studentId').as('occupied'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('b.reserved', '=', 'Y'), eb('b.studentId', 'is', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('reserved'),
    ])
    .where('b.tenantId', '=', tenantId)
    .groupBy(by);
  if (buildingId) query = query.where('r.buildingId', '=', buildingId);
  const rows = (await query.execute()) as FigureRow[];
  return new Map(
    rows.map((r) => [r.key, figures(Number(r.beds), Number(r.occupied), Number(r.reserved ?? 0))]),
  );
}

export async function buildings(db: Db, tenantId: string, sex?: DormSex): Promise<DormBuilding[]> {
  let query = db.selectFrom('dormBuilding').selectAll().where('tenantId', '=', tenantId);
  if (sex) query = query.where('sex', '=', sex);
  const [rows, counts] = await Promise.all([
    query.orderBy('sort').orderBy('code').execute(),
    bedCounts(db, tenantId, 'r.buildingId'),
  ]);
  return rows.map((g) => ({
    id: g.id,
    code: g.code,
    name: g.name,
    sex: g.sex as DormSex,
    floors: g.floors,
    managerName: g.managerName,
    managerPhone: g.managerPhone,
    ...(counts.get(g.id) ?? figures(0, 0, 0)),
  }));
}

export async function figuresBySex(db: Db, tenantId: string): Promise<Map<string, BedFigures>> {
  return bedCounts(db, tenantId, 'r.sex');
}

/** A building's floors, rooms and beds, with who sleeps in each bed. */
export async function buildingRooms(
  db: Db,
  tenantId: string,
  buildingId: string,
  charge: Charge,
): Promise<BuildingRooms | undefined> {
  const building = (await buildings(db, tenantId)).find((b) => b.id === buildingId);
  if (!building) return undefined;
  const [rooms, beds, occupants] = await Promise.all([
    db
      .selectFrom('dormRoom')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('buildingId', '=', buildingId)
      .orderBy('floor')
      .orderBy('number')
      .execute(),
    db
      .selectFrom('dormBed as b')
      .innerJoin('dormRoom as r', 'r.id', 'b.roomId')
      .select(['b.id', 'b.roomId', 'b.code', 'b.number', 'b.reserved'])
      .where('b.tenantId', '=', tenantId)
      .where('r.buildingId', '=', buildingId)
      .orderBy('b.number')
      .execute(),
    occupantQuery(db, tenantId)
      .innerJoin('dormRoom as r', 'r.id', 'b.roomId')
      .where('r.buildingId', '=', buildingId)
      .execute(),
  ]);
  const occupantOf = new Map(occupants.map((o) => [o.bedId, o]));
  const bedsOf = new Map<string, DormBed[]>();
  for (const bed of beds) {
    const o = occupantOf.get(bed.id);
    const list = bedsOf.get(bed.roomId) ?? [];
    list.push({
      id: bed.id,
      code: bed.code,
      number: bed.number,
      reserved: bed.reserved === 'Y',
      taken: o !== undefined,
      occupant:
        o && chargeCovers(charge, o.orgPath)
          ? { studentId: o.studentId, name: o.name, number: o.number, className: o.className, since: o.since }
          : null,
    });
    bedsOf.set(bed.roomId, list);
  }
  const floors = new Map<number, DormRoom[]>();
  for (const room of rooms) {
    const list = floors.get(room.floor) ?? [];
    list.push({
      id: room.id,
      number: room.number,
      floor: room.floor,
      sex: room.sex as DormSex,
      capacity: room.capacity,
      occupied: room.occupied,
      fee: Number(room.fee),
      beds: bedsOf.get(room.id) ?? [],
    });
    floors.set(room.floor, list);
  }
  return {
    building,
    floors: [...floors.entries()].map(([floor, list]) => ({
      floor,
      rooms: list,
      figures: sumFigures(
        list.map((room) =>
          figures(
            room.beds.length,
            room.beds.filter((b) => b.taken).length,
            room.beds.filter((b) => b.reserved && !b.taken).length,
          ),
        ),
      ),
    })),
  };
}

/** Rooms of a building of the given sex with at least one free, unreserved bed and room to spare. */
export async function freeRooms(
  db: Db,
  tenantId: string,
  buildingId: string,
  sex: DormSex,
): Promise<FreeRoom[]> {
  const rows = await db
    .selectFrom('dormBed as b')
    .innerJoin('dormRoom as r', 'r.id', 'b.roomId')
    .select([
      'r.id as roomId',
      'r.number as roomNumber',
      'r.floor',
      'r.capacity',
      'r.occupied',
      'r.fee',
      'b.id',
      'b.code',
      'b.number',
    ])
    .where('b.tenantId', '=', tenantId)
    .where('r.buildingId', '=', buildingId)
    .where('r.sex', '=', sex)
    .where('b.studentId', 'is', null)
    .where('b.reserved', '=', 'N')
    .whereRef('r.occupied', '<', 'r.capacity')
    .orderBy('r.floor')
    .orderBy('r.number')
    .orderBy('b.number')
    .execute();
  const rooms = new Map<string, FreeRoom>();
  for (const row of rows) {
    const room = rooms.get(row.roomId) ?? {
      roomId: row.roomId,
      number: row.roomNumber,
      floor: row.floor,
      capacity: row.capacity,
      occupied: row.occupied,
      fee: Number(row.fee),
      freeBeds: [],
    };
    room.freeBeds.push({ id: row.id, code: row.code, number: row.number });
    rooms.set(row.roomId, room);
  }
  return [...rooms.values()];
}

/** Students in the charge whose name or number contains the words, with their beds (at most 30). */
export async function searchStudents(
  db: Db,
  tenantId: string,
  words: string,
  charge: Charge,
): Promise<StudentPlacement[]> {
  const students = await tenantStudents(db, tenantId)
    .select(['u.id', 'u.fullname', 'u.gender', 'm.number', 'o.name as className'])
    .where((eb) => keywordFilter(eb, ['u.fullname', 'm.number'], words))
    .where(inCharge(charge, 'o.path'))
    .orderBy('m.number')
    .limit(30)
    .execute();
  const beds = new Map(
    (
      await bedsOfStudents(
        db,
        tenantId,
        students.map((s) => s.id),
      )
    ).map((b) => [b.studentId!, placeOf(b)]),
  );
  return students.map((s) => ({
    studentId: s.id,
    name: s.fullname,
    number: s.number,
    className: s.className,
    sex: s.gender === 'male' || s.gender === 'female' ? s.gender : null,
    place: beds.get(s.id) ?? null,
  }));
}
