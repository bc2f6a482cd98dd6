import { ModuleState, SecurityState, type AffairDetail } from '@campus/contract';
import type {
  BuildingRooms,
  DormRequestRecord,
  FreeBeds,
  MyDormitory,
  OccupancyOverview,
  StudentPlacement,
} from '@campus/contract/affairs/ssgl';
import { describe, expect, it } from 'vitest';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { groupTestApp, ok, schoolStudents } from '../../test-helpers.js';
import { roomOccupants } from './test-helpers.js';

/**
 * Dormitories (issue 12): every demo student in one bed, rooms within capacity; the student's room
 * and the free beds of their sex; occupancy, a building's rooms and the search for staff (names only
 * of students in the caller's charge); a room change that moves the bed when the dormitory office
 * approves, with every refusal named; moving out frees the bed; a repair's stages.
 */
const WHO = ['student', 'counsellor', 'college', 'dorm', 'office', 'teacher', 'hbstudent'] as const;
const { t, as } = groupTestApp('ssgl', WHO);

const db = () => t.database.db;

/** Signs a generated student in (their account is their student number). */
async function student(number: string): Promise<ServiceCaller> {
  return (await serviceCallers(t.app, 'ssgl', [number]))[number]!;
}

/** Students of the demo counsellor's classes of one sex, other than the named demo student. */
async function classmates(sex: 'male' | 'female') {
  return schoolStudents(db())
    .select(['u.id', 'u.account', 'm.number'])
    .where('u.gender', '=', sex)
    .where('u.account', '!=', 'student')
    .where('m.number', 'like', '202_111%')
    .where('m.number', 'not like', '2026%') // not onboarding's freshmen of the major
    .orderBy('m.number', 'desc')
    .execute();
}

async function freeBed(caller: ServiceCaller, pick: (beds: FreeBeds) => string | undefined) {
  const first = await ok<FreeBeds>(caller.api.get('/dorm/freeBeds'));
  const code = pick(first);
  if (code) return code;
  for (const building of first.buildings.slice(1)) {
    const other = await ok<FreeBeds>(caller.api.get('/dorm/freeBeds', { buildingId: building.id }));
    const found = pick(other);
    if (found) return found;
  }
  throw new Error('no free bed');
}

const apply = (caller: ServiceCaller, module: string, data: Record<string, unknown>) =>
  caller.api.post<{ proInstId: string }>(`/affairs/${module}/apply`, { data });

async function act(caller: ServiceCaller, id: string, action = 'agree', data: Record<string, unknown> = {}) {
  const task = await pendingTask(caller.bpm, id);
  return caller.bpm.post(`/task/${action}`, { taskId: task.taskId, data, opinion: 'ok' });
}

const CHANGE = {
  changeType: 'sameBuilding',
  reasonType: 'schedule',
  reason: '室友作息与我差异较大，影响休息，希望调换寝室。',
};

describe('the demo dormitories', () => {
  it('house every student of both schools in exactly one bed of their sex, no room over capacity', async () => {
    const unhoused = await db()
      .selectFrom('tenantMember as m')
      .leftJoin('dormBed as b', (join) =>
        join.onRef('b.studentId', '=', 'm.userId').onRef('b.tenantId', '=', 'm.tenantId'),
      )
      .leftJoin('bpmInstance as i', (join) =>
        join
          .onRef('i.starterId', '=', 'm.userId')
          .on('i.defKey', '=', 'ssgl_check_in')
          .on('i.status', '=', 'running'),
      )
      .select(['m.number', 'i.id as checkIn'])
      .where('m.kind', '=', 'student')
      .where('b.id', 'is', null)
      .execute();
    // Only the demo students waiting to check in are without a bed.
    expect(unhoused).toHaveLength(2);
    expect(unhoused.every((u) => u.checkIn)).toBe(true);
    const students = await db()
      .selectFrom('tenantMember')
      .select('userId')
      .where('kind', '=', 'student')
      .execute();
    expect(students.length).toBeGreaterThan(400);

    const rooms = await db()
      .selectFrom('dormRoom as r')
      .leftJoin('dormBed as b', 'b.roomId', 'r.id')
      .leftJoin('appUser as u', 'u.id', 'b.studentId')
      .select(['r.id', 'r.capacity', 'r.occupied', 'r.sex', 'b.studentId', 'u.gender'])
      .execute();
    const byRoom = new Map<string, { capacity: number; occupied: number; count: number }>();
    for (const row of rooms) {
      const room = byRoom.get(row.id) ?? { capacity: row.capacity, occupied: row.occupied, count: 0 };
      if (row.studentId) {
        room.count++;
        expect(row.gender).toBe(row.sex);
      }
      byRoom.set(row.id, room);
    }
    for (const room of byRoom.values()) {
      expect(room.count).toBe(room.occupied);
      expect(room.count).toBeLessThanOrEqual(room.capacity);
    }
  });

  it("shows the student their room, bed, roommates and the building's manager", async () => {
    const mine = await ok<MyDormitory>(as.student.api.get('/dorm/mine'));
    expect(mine.place).toMatchObject({ code: 'M1-101-1', buildingName: '梅园1栋', roomNumber: '101' });
    expect(mine.roommates).toHaveLength(3);
    expect(mine.manager).toEqual({ name: '王建国', phone: '13812340001' });
    expect(mine.capacity).toBe(4);
    const staff = await ok<MyDormitory>(as.dorm.api.get('/dorm/mine'));
    expect(staff.place).toBeNull();
  });

  it('offers a student the free beds of their sex only', async () => {
    const beds = await ok<FreeBeds>(as.student.api.get('/dorm/freeBeds'));
    expect(beds.buildings.map((b) => b.sex)).toEqual(['male', 'male']);
    expect(beds.rooms.length).toBeGreaterThan(0);
    for (const room of beds.rooms) {
      expect(room.occupied).toBeLessThan(room.capacity);
      expect(room.freeBeds.length).toBeGreaterThan(0);
    }
    const women = await ok<FreeBeds>(as.hbstudent.api.get('/dorm/freeBeds'));
    expect(women.buildings.map((b) => b.sex)).toEqual(['female', 'female']);
    expect((await as.dorm.api.get('/dorm/freeBeds')).state).toBe(SecurityState.UNAUTHORIZED);
  });
});

describe('the demo requests', () => {
  it('give the counsellor and the dormitory office requests to decide, and one change already moved', async () => {
    const counsellor = await as.counsellor.api.rows<{ id: string }>('/affairs/dormChange/review');
    expect(counsellor.length).toBeGreaterThanOrEqual(1);
    const office = await as.dorm.api.rows<{ id: string }>('/affairs/dormChange/review');
    expect(office.length).toBeGreaterThanOrEqual(1);
    const repairs = await as.dorm.api.rows<{ id: string }>('/affairs/repair/review');
    expect(repairs.length).toBeGreaterThanOrEqual(2);
    const moved = await db()
      .selectFrom('dormRequest')
      .select('instanceId')
      .where('moduleKey', '=', 'dormChange')
      .where('movedAt', 'is not', null)
      .execute();
    expect(moved.length).toBeGreaterThanOrEqual(1);
    const stages = await db()
      .selectFrom('dormRequest')
      .select('moduleKey')
      .where('moduleKey', '=', 'repair')
      .execute();
    expect(stages).toHaveLength(5);
  });
});

describe('occupancy for staff', () => {
  it('gives the dormitory office figures per building and sex, adding up', async () => {
    const overview = await ok<OccupancyOverview>(as.dorm.api.get('/dorm/occupancy'));
    expect(overview.buildings.map((b) => b.code)).toEqual(['M1', 'M2', 'L1', 'L2']);
    const sum = overview.buildings.reduce((n, b) => n + b.occupied, 0);
    expect(overview.totals.occupied).toBe(sum);
    expect(overview.bySex.male.occupied + overview.bySex.female.occupied).toBe(sum);
    expect(overview.totals.free + overview.totals.occupied + overview.totals.reserved).toBe(
      overview.totals.beds,
    );
    expect(overview.totals.rate).toBeGreaterThan(0.6);
    expect(overview.totals.rate).toBeLessThan(0.95);
  });

  it("lists a building's rooms with their occupants, naming only students in the caller's charge", async () => {
    const overview = await ok<OccupancyOverview>(as.dorm.api.get('/dorm/occupancy'));
    const m1 = overview.buildings.find((b) => b.code === 'M1')!;
    const full = await ok<BuildingRooms>(as.dorm.api.get('/dorm/building', { id: m1.id }));
    const beds = full.floors.flatMap((f) => f.rooms.flatMap((r) => r.beds));
    expect(beds.filter((b) => b.taken).every((b) => b.occupant !== null)).toBe(true);
    expect(beds.find((b) => b.code === 'M1-101-1')?.occupant?.name).toBe('李明轩');

    const counsellor = await ok<BuildingRooms>(as.counsellor.api.get('/dorm/building', { id: m1.id }));
    const seen = counsellor.floors.flatMap((f) => f.rooms.flatMap((r) => r.beds));
    expect(seen.filter((b) => b.taken)).toHaveLength(beds.filter((b) => b.taken).length);
    const named = seen.filter((b) => b.occupant);
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThan(seen.filter((b) => b.taken).length);
    expect(named.every((b) => b.occupant!.className.startsWith('软件工程'))).toBe(true);
  });

  it('finds a student and their bed; a counsellor only among their students', async () => {
    const found = await ok<StudentPlacement[]>(as.dorm.api.get('/dorm/search', { q: '李明轩' }));
    expect(found.map((s) => s.place?.code)).toContain('M1-101-1');
    const byNumber = await ok<StudentPlacement[]>(as.dorm.api.get('/dorm/search', { q: '2024121' }));
    expect(byNumber.length).toBeGreaterThan(0);
    expect(await ok<StudentPlacement[]>(as.counsellor.api.get('/dorm/search', { q: '2024121' }))).toEqual([]);
    expect((await as.dorm.api.get('/dorm/search', { q: '' })).state).toBe(400);
  });

  it('refuses students and unrelated staff', async () => {
    for (const path of ['/dorm/occupancy', '/dorm/search?q=李']) {
      expect((await as.student.api.get(path)).state).toBe(SecurityState.UNAUTHORIZED);
      expect((await as.teacher.api.get(path)).state).toBe(SecurityState.UNAUTHORIZED);
    }
  });
});

describe('a room change', () => {
  it('moves the bed when the dormitory office approves, and the record says where from and to', async () => {
    const [mover] = await classmates('male');
    const caller = await student(mover!.account);
    const before = await ok<MyDormitory>(caller.api.get('/dorm/mine'));
    const target = await freeBed(caller, (beds) =>
      beds.buildingId === before.place!.buildingId
        ? beds.rooms.find((r) => r.roomId !== before.place!.roomId)?.freeBeds[0]?.code
        : undefined,
    );
    const { proInstId: id } = await ok<{ proInstId: string }>(
      apply(caller, 'dormChange', { ...CHANGE, targetBed: target }),
    );

    const review = await as.counsellor.api.rows<{ id: string; values: Record<string, unknown> }>(
      '/affairs/dormChange/review',
    );
    expect(review.find((r) => r.id === id)?.values.bed).toBe(
      `${before.place!.buildingName} ${before.place!.roomNumber}-${before.place!.bedNumber}`,
    );
    await ok(act(as.counsellor, id));
    const detail = await ok<AffairDetail>(as.dorm.api.get('/affairs/dormChange/detail', { id }));
    const record = detail.record as unknown as DormRequestRecord;
    expect(record.target?.code).toBe(target);
    expect(record.movedAt).toBeNull();
    await ok(act(as.dorm, id, 'agree', { dormNote: '已通知楼管' }));

    const after = await ok<MyDormitory>(caller.api.get('/dorm/mine'));
    expect(after.place!.code).toBe(target);
    const old = await db()
      .selectFrom('dormBed')
      .selectAll()
      .where('id', '=', before.place!.bedId)
      .executeTakeFirstOrThrow();
    expect(old.studentId).toBeNull();
    const rooms = await db()
      .selectFrom('dormRoom')
      .select(['id', 'occupied'])
      .where('id', 'in', [before.place!.roomId, after.place!.roomId])
      .execute();
    for (const room of rooms) {
      expect(room.occupied).toBe((await roomOccupants(db(), room.id)).length);
    }
    const moved = await ok<AffairDetail>(caller.api.get('/affairs/dormChange/detail', { id }));
    expect((moved.record as unknown as DormRequestRecord).movedAt).not.toBeNull();
    const moves = await db().selectFrom('dormMove').selectAll().where('instanceId', '=', id).execute();
    expect(moves).toMatchObject([
      { kind: 'change', fromBedId: before.place!.bedId, toBedId: after.place!.bedId },
    ]);
  });

  it('refuses a bed that is taken, of the other sex, in the own room, unknown, or in the wrong building', async () => {
    const mine = await ok<MyDormitory>(as.student.api.get('/dorm/mine'));
    const refusal = async (data: Record<string, unknown>) => {
      const body = await apply(as.student, 'dormChange', { ...CHANGE, ...data });
      expect(body.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
      return body.message;
    };
    const taken = mine.roommates[0] ? 'M1-101-2' : 'M1-101-1';
    expect(await refusal({ targetBed: taken })).toContain('already taken');
    expect(await refusal({ targetBed: 'L1-101-4' })).toContain('female');
    expect(await refusal({ targetBed: 'X9-999-9' })).toContain('There is no bed X9-999-9');
    const otherBuilding = await freeBed(as.student, (beds) =>
      beds.buildingId !== mine.place!.buildingId ? beds.rooms[0]?.freeBeds[0]?.code : undefined,
    );
    expect(await refusal({ targetBed: otherBuilding })).toContain('needs a bed in 梅园1栋');
    const reserved = await db()
      .selectFrom('dormBed')
      .select('code')
      .where('reserved', '=', 'Y')
      .where('code', 'like', 'M%')
      .executeTakeFirstOrThrow();
    expect(await refusal({ changeType: 'otherBuilding', targetBed: reserved.code })).toContain('held back');
    // Form rules still come first: the reason is too short.
    const short = await apply(as.student, 'dormChange', {
      ...CHANGE,
      reason: '太吵',
      targetBed: otherBuilding,
    });
    expect(short.state).toBe(ModuleState.FORM_DATA_INVALID);
  });

  it('allows one change (or move-out) under way at a time', async () => {
    const [, second] = await classmates('male');
    const caller = await student(second!.account);
    const mine = await ok<MyDormitory>(caller.api.get('/dorm/mine'));
    const target = await freeBed(caller, (beds) =>
      beds.buildingId === mine.place!.buildingId
        ? beds.rooms.find((r) => r.roomId !== mine.place!.roomId)?.freeBeds[0]?.code
        : undefined,
    );
    await ok(apply(caller, 'dormChange', { ...CHANGE, targetBed: target }));
    const again = await apply(caller, 'dormChange', { ...CHANGE, targetBed: target });
    expect(again.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(again.message).toContain('already have a Room change request under way');
    const out = await apply(caller, 'checkOut', {
      checkOutType: 'army',
      date: '2099-01-01',
      reason: '应征入伍，下月入营',
      contactPhone: '13812345678',
    });
    expect(out.message).toContain('under way');
  });

  it('refuses the approval when the bed was taken meanwhile; the office picks another bed', async () => {
    const [, , first, second] = await classmates('male');
    const a = await student(first!.account);
    const b = await student(second!.account);
    const mineA = await ok<MyDormitory>(a.api.get('/dorm/mine'));
    const mineB = await ok<MyDormitory>(b.api.get('/dorm/mine'));
    let pair: string[] = [];
    await freeBed(a, (beds) => {
      const room = beds.rooms.find(
        (r) => r.roomId !== mineA.place!.roomId && r.roomId !== mineB.place!.roomId && r.freeBeds.length >= 2,
      );
      pair = room ? room.freeBeds.map((f) => f.code) : [];
      return pair[0];
    });
    const [target, other] = pair as [string, string];
    const kind = (mine: MyDormitory) =>
      target.split('-')[0] === mine.place!.code.split('-')[0] ? 'sameBuilding' : 'otherBuilding';
    const data = { ...CHANGE, changeType: kind(mineA), targetBed: target };
    const dataB = { ...CHANGE, changeType: kind(mineB), targetBed: target };
    const idA = (await ok<{ proInstId: string }>(apply(a, 'dormChange', data))).proInstId;
    const idB = (await ok<{ proInstId: string }>(apply(b, 'dormChange', dataB))).proInstId;
    await ok(act(as.counsellor, idA));
    await ok(act(as.counsellor, idB));
    await ok(act(as.dorm, idA));
    const refused = await act(as.dorm, idB);
    expect(refused.state).toBe(ModuleState.AFFAIR_QUOTA_FULL);
    expect(refused.message).toContain(`Bed ${target} is already taken`);
    await pendingTask(as.dorm.bpm, idB); // still the office's to decide
    await ok(act(as.dorm, idB, 'agree', { targetBed: other }));
    expect((await ok<MyDormitory>(b.api.get('/dorm/mine'))).place!.code).toBe(other);
  });

  it('frees the bed when moving out is approved; nothing more without a bed', async () => {
    const [, , , , leaver] = await classmates('male');
    const caller = await student(leaver!.account);
    const before = await ok<MyDormitory>(caller.api.get('/dorm/mine'));
    const { proInstId: id } = await ok<{ proInstId: string }>(
      apply(caller, 'checkOut', {
        checkOutType: 'army',
        date: '2099-01-01',
        reason: '应征入伍，下月入营',
        contactPhone: '13812345678',
      }),
    );
    await ok(act(as.counsellor, id));
    await ok(act(as.dorm, id, 'agree', { roomCheck: '卫生合格，钥匙和门禁卡已归还', damageCharge: 0 }));
    expect((await ok<MyDormitory>(caller.api.get('/dorm/mine'))).place).toBeNull();
    const bed = await db()
      .selectFrom('dormBed')
      .selectAll()
      .where('id', '=', before.place!.bedId)
      .executeTakeFirstOrThrow();
    expect(bed.studentId).toBeNull();
    const refused = await apply(caller, 'stayNight', {
      holiday: 'winter',
      period: ['2099-01-10', '2099-02-10'],
      reasonType: 'exam',
      reason: '考研复试准备',
      emergencyContact: '母亲',
      emergencyPhone: '13812345678',
      pledge: ['parentAware', 'safety'],
    });
    expect(refused.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(refused.message).toContain('no bed');
  });
});

describe('a repair', () => {
  it('goes from waiting to being repaired to done to rated, the student rating it', async () => {
    const stage = async (id: string) =>
      (
        (await ok<AffairDetail>(as.student.api.get('/affairs/repair/detail', { id })))
          .record as unknown as DormRequestRecord
      ).stage;
    const { proInstId: id } = await ok<{ proInstId: string }>(
      apply(as.student, 'repair', {
        area: 'room',
        category: 'furniture',
        description: '书桌抽屉滑轨断了',
        phone: '13900000002',
      }),
    );
    expect(await stage(id)).toBe('submitted');
    await ok(act(as.dorm, id, 'agree', { worker: '维修班 张师傅' }));
    expect(await stage(id)).toBe('inRepair');
    await ok(act(as.dorm, id, 'agree', { workerNote: '更换滑轨' }));
    expect(await stage(id)).toBe('done');
    const unrated = await act(as.student, id, 'agree', {});
    expect(unrated.state).toBe(ModuleState.FORM_DATA_INVALID);
    await ok(act(as.student, id, 'agree', { rating: '5', ratingComment: '很快' }));
    expect(await stage(id)).toBe('rated');
    const mine = await as.student.api.rows<{ id: string; values: Record<string, unknown> }>(
      '/affairs/repair/mine',
    );
    expect(mine.find((r) => r.id === id)?.values.stage).toBe('rated');
    // A shared area names its place.
    const place = await apply(as.student, 'repair', {
      area: 'public',
      category: 'water',
      description: '洗漱间水龙头漏水',
      phone: '13900000002',
    });
    expect(place.state).toBe(ModuleState.FORM_DATA_INVALID);
  });
});
