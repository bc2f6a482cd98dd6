import { ModuleState } from '@campus/contract';
import { expect, it } from 'vitest';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { openTestApp } from '../../../../test/signed-in-app.js';
import { pendingTask } from '../../../../test/bpm.js';
import { listenLocally, postOverHttp } from '../../../../test/over-http.js';
import { housedMen, roomOccupants } from './test-helpers.js';

/**
 * The dormitory office approving many room changes at the same moment, over real HTTP (on
 * PostgreSQL through a pool of connections, so the transactions truly overlap): of several
 * changes to one bed exactly one is approved and the others are refused with the bed named; of
 * several changes into a room with one place left exactly one is approved. Never two students in a
 * bed, never more students in a room than it holds, and the room's count matches its beds. The
 * same for check-ins of students without a bed, the office giving each a bed of one room.
 */
let baseUrl: string;
let staff: Record<'counsellor' | 'dorm', ServiceCaller>;
const t = openTestApp(async (app) => {
  staff = await serviceCallers(app, 'ssgl', ['counsellor', 'dorm']);
  baseUrl = await listenLocally(app);
});

const db = () => t.database.db;

/** Male students of the demo counsellor's classes with a bed and no change or move-out under way. */
async function movers(count: number) {
  const rows = await housedMen(db(), ['ssgl_dorm_change', 'ssgl_check_out'])
    .where('m.number', 'not like', '2026%') // not onboarding's freshmen of the major
    .orderBy('m.number')
    .execute();
  expect(rows.length).toBeGreaterThanOrEqual(count);
  return rows.slice(0, count);
}

/** An empty men's room (the newcomers' floor), none of its beds held back. */
async function emptyRoom() {
  const rooms = await db()
    .selectFrom('dormRoom as r')
    .innerJoin('tenant as g', 'g.id', 'r.tenantId')
    .select(['r.id'])
    .where('g.code', '=', 'jnlg')
    .where('r.sex', '=', 'male')
    .where('r.occupied', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('dormBed as b')
            .select('b.id')
            .whereRef('b.roomId', '=', 'r.id')
            .where('b.reserved', '=', 'Y'),
        ),
      ),
    )
    .orderBy('r.number')
    .execute();
  const room = rooms.at(-1)!;
  const beds = await db()
    .selectFrom('dormBed')
    .select(['id', 'code'])
    .where('roomId', '=', room.id)
    .orderBy('number')
    .execute();
  return { id: room.id, beds };
}

/** Each student asks for a bed and their counsellor agrees: the requests wait for the dormitory office. */
async function changesTo(students: { account: string; code: string }[], beds: string[]) {
  const ids: string[] = [];
  for (const [index, s] of students.entries()) {
    const caller = (await serviceCallers(t.app, 'ssgl', [s.account]))[s.account]!;
    const target = beds[index % beds.length]!;
    const body = await caller.api.post<{ proInstId: string }>('/affairs/dormChange/apply', {
      data: {
        changeType: target.split('-')[0] === s.code.split('-')[0] ? 'sameBuilding' : 'otherBuilding',
        targetBed: target,
        reasonType: 'study',
        reason: '参加学院集训队，希望与集训队员同住便于学习交流。',
      },
    });
    expect(body.state, body.message).toBe(200);
    const id = body.data.proInstId;
    const task = await pendingTask(staff.counsellor.bpm, id);
    const agreed = await staff.counsellor.bpm.post('/task/agree', { taskId: task.taskId, opinion: '同意' });
    expect(agreed.state, agreed.message).toBe(200);
    ids.push(id);
  }
  return ids;
}

/** The dormitory office agrees to every request at once (with the values each step fills in). */
async function approveAtOnce(ids: string[], data: (index: number) => Record<string, unknown> = () => ({})) {
  const tasks = await Promise.all(ids.map((id) => pendingTask(staff.dorm.bpm, id)));
  const who = staff.dorm.api.who;
  return Promise.all(
    tasks.map((task, index) =>
      postOverHttp(`${baseUrl}/api/business/v3/bpm/task/agree`, who, {
        taskId: task.taskId,
        opinion: '同意',
        data: data(index),
      }),
    ),
  );
}

async function roomState(roomId: string) {
  const room = await db()
    .selectFrom('dormRoom')
    .select(['occupied', 'capacity'])
    .where('id', '=', roomId)
    .executeTakeFirstOrThrow();
  return { ...room, students: await roomOccupants(db(), roomId) };
}

it('approves one of several changes to the same bed at once, refusing the others by name', async () => {
  const room = await emptyRoom();
  const bed = room.beds[0]!.code;
  const students = await movers(6);
  const ids = await changesTo(students, [bed]);
  const replies = await approveAtOnce(ids);

  expect(replies.every((r) => r.http === 200)).toBe(true);
  const states = replies.map((r) => r.body.state);
  expect(states.filter((s) => s === 200)).toHaveLength(1);
  const refused = replies.filter((r) => r.body.state !== 200);
  expect(refused.map((r) => r.body.state)).toEqual(Array(5).fill(ModuleState.AFFAIR_QUOTA_FULL));
  expect(refused.every((r) => r.body.message.includes(`Bed ${bed} is already taken`))).toBe(true);

  const state = await roomState(room.id);
  expect(state.students).toHaveLength(1);
  expect(state.occupied).toBe(1);
  const winner = students[states.indexOf(200)]!;
  expect(state.students).toEqual([winner.id]);
  // The refused requests still wait for the office, whose tasks are intact.
  for (const [index, id] of ids.entries()) if (states[index] !== 200) await pendingTask(staff.dorm.bpm, id);
  const everyBed = await db()
    .selectFrom('dormBed')
    .select('studentId')
    .where(
      'studentId',
      'in',
      students.map((s) => s.id),
    )
    .execute();
  expect(everyBed).toHaveLength(students.length);
});

it('never puts more students in a room than it holds when changes into it are approved at once', async () => {
  const room = await emptyRoom();
  // The office has cut the room to one place (a bed out of use): four requests for its four beds.
  await db().updateTable('dormRoom').set({ capacity: 1 }).where('id', '=', room.id).execute();
  const students = await movers(4);
  const ids = await changesTo(
    students,
    room.beds.map((b) => b.code),
  );
  const replies = await approveAtOnce(ids);

  const states = replies.map((r) => r.body.state);
  expect(states.filter((s) => s === 200)).toHaveLength(1);
  expect(states.filter((s) => s === ModuleState.AFFAIR_QUOTA_FULL)).toHaveLength(3);
  expect(replies.filter((r) => r.body.state !== 200).every((r) => r.body.message.includes('full'))).toBe(
    true,
  );
  const state = await roomState(room.id);
  expect(state).toMatchObject({ occupied: 1, capacity: 1 });
  expect(state.students).toHaveLength(1);
});

/** Students who left their bed (the office freed it) ask to check in again. */
async function checkInsOf(count: number) {
  const students = await movers(count);
  const ids: string[] = [];
  for (const s of students) {
    const freed = await staff.dorm.api.post('/dorm/free', { studentId: s.id });
    expect(freed.state, freed.message).toBe(200);
    const caller = (await serviceCallers(t.app, 'ssgl', [s.account]))[s.account]!;
    const body = await caller.api.post<{ proInstId: string }>('/affairs/checkIn/apply', {
      data: {
        checkInType: 'resume',
        date: '2099-03-01',
        reason: '上学期休学，现已办理复学手续。',
        contactPhone: '13812345678',
      },
    });
    expect(body.state, body.message).toBe(200);
    ids.push(body.data.proInstId);
  }
  return { students, ids };
}

it('never overfills a room when check-ins into it are approved at once', async () => {
  const room = await emptyRoom();
  await db().updateTable('dormRoom').set({ capacity: 2 }).where('id', '=', room.id).execute();
  const { students, ids } = await checkInsOf(4);
  const replies = await approveAtOnce(ids, (index) => ({ targetBed: room.beds[index]!.code }));

  const states = replies.map((r) => r.body.state);
  expect(states.filter((s) => s === 200)).toHaveLength(2);
  expect(states.filter((s) => s === ModuleState.AFFAIR_QUOTA_FULL)).toHaveLength(2);
  const state = await roomState(room.id);
  expect(state).toMatchObject({ occupied: 2, capacity: 2 });
  expect(state.students.sort()).toEqual(
    students
      .filter((_, i) => states[i] === 200)
      .map((s) => s.id)
      .sort(),
  );
});

it('gives one bed to one of several check-ins approved at once', async () => {
  const room = await emptyRoom();
  const bed = room.beds[0]!.code;
  // Room for all: only the bed is contended.
  await db().updateTable('dormRoom').set({ capacity: room.beds.length }).where('id', '=', room.id).execute();
  const { ids } = await checkInsOf(4);
  const replies = await approveAtOnce(ids, () => ({ targetBed: bed }));

  const states = replies.map((r) => r.body.state);
  expect(states.filter((s) => s === 200)).toHaveLength(1);
  expect(
    replies
      .filter((r) => r.body.state !== 200)
      .every((r) => r.body.message.includes(`Bed ${bed} is already taken`)),
  ).toBe(true);
  const state = await roomState(room.id);
  expect(state.students).toHaveLength(1);
  expect(state.occupied).toBe(1);
});
