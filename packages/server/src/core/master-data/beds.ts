// The dormitory's table types (their declaration adds them to the database's type); not the module.
import type {} from '../../modules/affairs/modules/ssgl/tables.js';
import { newId } from '../../lib/ids.js';
import { logChange, updateDiffering, type MasterWrite, type Outcome } from './context.js';

/**
 * The dormitory's buildings, rooms and beds by their natural key (building code, room number,
 * bed number), through the dormitory's table types: a bed new to the school is added (its
 * building and room with it), a room's capacity, floor, gender and fee follow the file, a bed
 * already there is left as it is (whoever sleeps in it stays). Nothing is removed.
 */
export interface BedInput {
  buildingCode: string;
  buildingName: string;
  sex: 'male' | 'female';
  floor: number;
  room: string;
  bed: number;
  capacity: number;
  /** Yuan a year. */
  fee: number;
}

/** A bed's code, as the dormitory names beds (db seed: M1-101-1). */
export const bedCode = (input: Pick<BedInput, 'buildingCode' | 'room' | 'bed'>) =>
  `${input.buildingCode}-${input.room}-${input.bed}`;

async function building(w: MasterWrite, input: BedInput): Promise<{ id: string; changed: boolean }> {
  const found = await w.trx
    .selectFrom('dormBuilding')
    .select(['id', 'name', 'sex', 'floors'])
    .where('tenantId', '=', w.tenantId)
    .where('code', '=', input.buildingCode)
    .executeTakeFirst();
  const label = `${input.buildingName} (${input.buildingCode})`;
  if (!found) {
    const id = newId();
    const values = { name: input.buildingName, sex: input.sex, floors: input.floor };
    await w.trx
      .insertInto('dormBuilding')
      .values({
        id,
        tenantId: w.tenantId,
        code: input.buildingCode,
        ...values,
        managerName: null,
        managerPhone: null,
        sort: 0,
        createdAt: w.now,
      })
      .execute();
    await logChange(w, {
      kind: 'dorm',
      objectId: id,
      label,
      action: 'create',
      after: values,
    });
    return { id, changed: true };
  }
  const changed = await updateDiffering(
    w,
    { kind: 'dorm', objectId: found.id, label },
    { name: found.name, sex: found.sex, floors: found.floors },
    { name: input.buildingName, sex: input.sex, floors: Math.max(found.floors, input.floor) },
    (set) => w.trx.updateTable('dormBuilding').set(set).where('id', '=', found.id).execute(),
  );
  return { id: found.id, changed };
}

async function room(w: MasterWrite, buildingId: string, input: BedInput) {
  const found = await w.trx
    .selectFrom('dormRoom')
    .select(['id', 'floor', 'sex', 'capacity', 'fee'])
    .where('tenantId', '=', w.tenantId)
    .where('buildingId', '=', buildingId)
    .where('number', '=', input.room)
    .executeTakeFirst();
  const label = `${input.buildingCode}-${input.room}`;
  const wanted = { floor: input.floor, sex: input.sex, capacity: input.capacity, fee: input.fee };
  if (!found) {
    const id = newId();
    await w.trx
      .insertInto('dormRoom')
      .values({
        id,
        tenantId: w.tenantId,
        buildingId,
        number: input.room,
        ...wanted,
        occupied: 0,
        createdAt: w.now,
      })
      .execute();
    await logChange(w, {
      kind: 'dorm',
      objectId: id,
      label,
      action: 'create',
      after: wanted,
    });
    return { id, changed: true };
  }
  const changed = await updateDiffering(
    w,
    { kind: 'dorm', objectId: found.id, label },
    { floor: found.floor, sex: found.sex, capacity: found.capacity, fee: Number(found.fee) },
    wanted,
    (set) => w.trx.updateTable('dormRoom').set(set).where('id', '=', found.id).execute(),
  );
  return { id: found.id, changed };
}

export async function upsertBed(w: MasterWrite, input: BedInput): Promise<{ id: string; outcome: Outcome }> {
  const b = await building(w, input);
  const r = await room(w, b.id, input);
  const code = bedCode(input);
  const found = await w.trx
    .selectFrom('dormBed')
    .select('id')
    .where('tenantId', '=', w.tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (found) return { id: found.id, outcome: b.changed || r.changed ? 'updated' : 'unchanged' };
  const id = newId();
  await w.trx
    .insertInto('dormBed')
    .values({
      id,
      tenantId: w.tenantId,
      roomId: r.id,
      number: input.bed,
      code,
      studentId: null,
      since: null,
      reserved: 'N',
    })
    .execute();
  await logChange(w, {
    kind: 'dorm',
    objectId: id,
    label: code,
    action: 'create',
    after: { bed: code },
  });
  return { id, outcome: 'added' };
}
