// The dormitory's table types (their declaration adds them to the database's type); not the module.
import type {} from '../../modules/affairs/modules/ssgl/tables.js';
import type { Change } from '../change-log/record.js';
import { newId } from '../../lib/ids.js';
import { bedCode, type BedInput } from './beds.js';
import { differing, logChange, pick, type MasterWrite, type Outcome } from './context.js';

/**
 * Beds in file order, as upsertBed would write them one by one (the same rows, outcomes and
 * change-log entries, in the same order), a few hundred at a time: the buildings are read once,
 * each building's rooms once, the part's beds in one query; new rows go in with one insert per
 * table and the entries with one more. A school's 30,000 beds are one import (docs/PERFORMANCE.md).
 */
const PART = 500;

interface Building {
  id: string;
  name: string;
  sex: string;
  floors: number;
}
interface Room {
  id: string;
  floor: number;
  sex: string;
  capacity: number;
  fee: number;
}
type Row = Record<string, unknown>;

export async function upsertBeds(
  w: MasterWrite,
  inputs: readonly BedInput[],
  progress: (done: number) => void = () => undefined,
): Promise<Outcome[]> {
  const buildings = new Map<string, Building>(
    (
      await w.trx
        .selectFrom('dormBuilding')
        .select(['id', 'code', 'name', 'sex', 'floors'])
        .where('tenantId', '=', w.tenantId)
        .execute()
    ).map((b) => [b.code, { id: b.id, name: b.name, sex: b.sex, floors: b.floors }]),
  );
  const rooms = new Map<string, Room>();
  const roomsRead = new Set<string>();
  /** Rows inserted at the next flush, by table (a pending row takes later updates in place). */
  let pending = { buildings: [] as Row[], rooms: [] as Row[], beds: [] as Row[] };
  const pendingRow = new Map<string, Row>();
  let changes: Change[] = [];
  const flush = async () => {
    if (pending.buildings.length)
      await w.trx
        .insertInto('dormBuilding')
        .values(pending.buildings as never)
        .execute();
    if (pending.rooms.length)
      await w.trx
        .insertInto('dormRoom')
        .values(pending.rooms as never)
        .execute();
    if (pending.beds.length)
      await w.trx
        .insertInto('dormBed')
        .values(pending.beds as never)
        .execute();
    await logChange(w, changes);
    pending = { buildings: [], rooms: [], beds: [] };
    pendingRow.clear();
    changes = [];
  };
  /** Brings a known row to `wanted`: in place when not yet inserted, else one update; logs it. */
  async function follow<T extends Row>(
    table: 'dormBuilding' | 'dormRoom',
    id: string,
    label: string,
    state: T,
    wanted: T,
  ): Promise<boolean> {
    const changed = differing(state, wanted);
    if (Object.keys(changed).length === 0) return false;
    const row = pendingRow.get(id);
    if (row) Object.assign(row, changed);
    else await w.trx.updateTable(table).set(changed).where('id', '=', id).execute();
    changes.push({
      kind: 'dorm',
      objectId: id,
      label,
      action: 'update',
      before: pick(state, changed),
      after: changed,
    });
    Object.assign(state, changed);
    return true;
  }

  const outcomes: Outcome[] = [];
  for (let i = 0; i < inputs.length; i += PART) {
    const part = inputs.slice(i, i + PART);
    const known = new Set(
      (
        await w.trx
          .selectFrom('dormBed')
          .select('code')
          .where('tenantId', '=', w.tenantId)
          .where('code', 'in', part.map(bedCode))
          .execute()
      ).map((b) => b.code),
    );
    for (const input of part) {
      // The building, as building() in beds.ts.
      let building = buildings.get(input.buildingCode);
      let buildingChanged = true;
      const buildingLabel = `${input.buildingName} (${input.buildingCode})`;
      if (!building) {
        building = { id: newId(), name: input.buildingName, sex: input.sex, floors: input.floor };
        buildings.set(input.buildingCode, building);
        roomsRead.add(building.id);
        const row = {
          id: building.id,
          tenantId: w.tenantId,
          code: input.buildingCode,
          name: building.name,
          sex: building.sex,
          floors: building.floors,
          managerName: null,
          managerPhone: null,
          sort: 0,
          createdAt: w.now,
        };
        pending.buildings.push(row);
        pendingRow.set(building.id, row);
        changes.push({
          kind: 'dorm',
          objectId: building.id,
          label: buildingLabel,
          action: 'create',
          after: { name: building.name, sex: building.sex, floors: building.floors },
        });
      } else
        buildingChanged = await follow(
          'dormBuilding',
          building.id,
          buildingLabel,
          building as unknown as Row,
          {
            name: input.buildingName,
            sex: input.sex,
            floors: Math.max(building.floors, input.floor),
          },
        );
      // Its rooms, read once per building.
      if (!roomsRead.has(building.id)) {
        roomsRead.add(building.id);
        for (const r of await w.trx
          .selectFrom('dormRoom')
          .select(['id', 'number', 'floor', 'sex', 'capacity', 'fee'])
          .where('tenantId', '=', w.tenantId)
          .where('buildingId', '=', building.id)
          .execute())
          rooms.set(`${building.id}|${r.number}`, {
            id: r.id,
            floor: r.floor,
            sex: r.sex,
            capacity: r.capacity,
            fee: Number(r.fee),
          });
      }
      // The room, as room() in beds.ts.
      const roomKey = `${building.id}|${input.room}`;
      const roomLabel = `${input.buildingCode}-${input.room}`;
      const wanted = { floor: input.floor, sex: input.sex, capacity: input.capacity, fee: input.fee };
      let room = rooms.get(roomKey);
      let roomChanged = true;
      if (!room) {
        room = { id: newId(), ...wanted };
        rooms.set(roomKey, room);
        const row = {
          id: room.id,
          tenantId: w.tenantId,
          buildingId: building.id,
          number: input.room,
          ...wanted,
          occupied: 0,
          createdAt: w.now,
        };
        pending.rooms.push(row);
        pendingRow.set(room.id, row);
        changes.push({ kind: 'dorm', objectId: room.id, label: roomLabel, action: 'create', after: wanted });
      } else roomChanged = await follow('dormRoom', room.id, roomLabel, room as unknown as Row, wanted);
      // The bed: added once, else left as it is.
      const code = bedCode(input);
      if (known.has(code)) {
        outcomes.push(buildingChanged || roomChanged ? 'updated' : 'unchanged');
        continue;
      }
      known.add(code);
      const id = newId();
      pending.beds.push({
        id,
        tenantId: w.tenantId,
        roomId: room.id,
        number: input.bed,
        code,
        studentId: null,
        since: null,
        reserved: 'N',
      });
      changes.push({ kind: 'dorm', objectId: id, label: code, action: 'create', after: { bed: code } });
      outcomes.push('added');
    }
    await flush();
    progress(outcomes.length);
  }
  return outcomes;
}
