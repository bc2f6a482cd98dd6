import type { BuildingRow, RoomRow } from '@campus/contract/api/admin/directory';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { unknownId } from './refuse.js';

/**
 * The dormitories' structure as the administrator sees it, read only: buildings with their rooms,
 * beds and occupancy, then one building's rooms and beds. The dormitory group owns these tables
 * and moves students between beds; this reads them through the table types alone, and names no
 * student (who sleeps where is the dormitory office's to show).
 */
type Db = Kysely<DB>;

export async function buildings(db: Db, tenantId: string): Promise<BuildingRow[]> {
  const rows = await db
    .selectFrom('dormBuilding as b')
    .select((eb) => [
      'b.id',
      'b.code',
      'b.name',
      'b.sex',
      'b.floors',
      eb
        .selectFrom('dormRoom as r')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('r.buildingId', '=', 'b.id')
        .as('rooms'),
      eb
        .selectFrom('dormBed as d')
        .innerJoin('dormRoom as r', 'r.id', 'd.roomId')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('r.buildingId', '=', 'b.id')
        .as('beds'),
      eb
        .selectFrom('dormBed as d')
        .innerJoin('dormRoom as r', 'r.id', 'd.roomId')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('r.buildingId', '=', 'b.id')
        .where('d.studentId', 'is not', null)
        .as('occupied'),
    ])
    .where('b.tenantId', '=', tenantId)
    .orderBy('b.sort')
    .orderBy('b.code')
    .execute();
  return rows.map((b) => ({
    ...b,
    rooms: Number(b.rooms ?? 0),
    beds: Number(b.beds ?? 0),
    occupied: Number(b.occupied ?? 0),
  }));
}

export async function rooms(db: Db, tenantId: string, buildingId: string): Promise<RoomRow[]> {
  const building = await db
    .selectFrom('dormBuilding')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', buildingId)
    .executeTakeFirst();
  if (!building) unknownId('buildingId');
  const [roomRows, beds] = await Promise.all([
    db
      .selectFrom('dormRoom')
      .select(['id', 'number', 'floor', 'sex', 'capacity', 'occupied'])
      .where('tenantId', '=', tenantId)
      .where('buildingId', '=', buildingId)
      .orderBy('floor')
      .orderBy('number')
      .execute(),
    db
      .selectFrom('dormBed as d')
      .innerJoin('dormRoom as r', 'r.id', 'd.roomId')
      .select(['d.roomId', 'd.code', 'd.studentId', 'd.reserved'])
      .where('d.tenantId', '=', tenantId)
      .where('r.buildingId', '=', buildingId)
      .orderBy('d.number')
      .execute(),
  ]);
  return roomRows.map((room) => ({
    ...room,
    beds: beds
      .filter((b) => b.roomId === room.id)
      .map((b) => ({ code: b.code, taken: b.studentId !== null, reserved: b.reserved === 'Y' })),
  }));
}
