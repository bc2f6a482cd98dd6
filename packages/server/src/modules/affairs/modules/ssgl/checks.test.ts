import { ModuleState, SecurityState } from '@campus/contract';
import type {
  DisciplineRecord,
  InspectionRound,
  InspectionScore,
  InspectionSheet,
  MyDormitory,
  StudentDormRecord,
} from '@campus/contract/affairs/ssgl';
import { describe, expect, it } from 'vitest';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { ok, groupTestApp } from '../../test-helpers.js';
import { roomOccupants } from './test-helpers.js';

/**
 * Dormitory checks (issue 12): discipline records (recorded by the office or a counsellor for
 * students of a room, the students and their counsellor told, read by staff in charge, corrected
 * with a version), weekly inspections (rounds, scores by item within each maximum, vetoes, grades,
 * publication locking them) and a student's record of both.
 */
const WHO = ['student', 'counsellor', 'dorm', 'office', 'teacher', 'hbcounsellor'] as const;
const { t, as } = groupTestApp('ssgl', WHO);

const db = () => t.database.db;

const now = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

async function messagesOf(userId: string) {
  return db().selectFrom('innerMessage').select(['subject']).where('receiverId', '=', userId).execute();
}

describe('the demo checks', () => {
  it('have published weekly rounds with every occupied room scored, one vetoed, and this week under way', async () => {
    const rounds = await ok<InspectionRound[]>(as.dorm.api.get('/dorm/inspection/rounds', { kind: 'room' }));
    expect(rounds.map((r) => r.state)).toEqual(['open', 'published', 'published', 'published']);
    expect(rounds[0]!.scored).toBeGreaterThan(0);
    expect(rounds[1]!.average).toBeGreaterThan(70);
    const vetoed = await db()
      .selectFrom('dormInspectionScore')
      .selectAll()
      .where('veto', 'is not', null)
      .execute();
    expect(vetoed.length).toBeGreaterThanOrEqual(1);
    expect(vetoed.every((s) => Number(s.total) === 0 && s.grade === 'fail')).toBe(true);
  });

  it("show the student their room's published scores and their own, never this week's open round", async () => {
    const record = await ok<StudentDormRecord>(as.student.api.get('/dorm/record'));
    expect(record.student.name).toBe('李明轩');
    expect(record.rooms).toHaveLength(3);
    expect(record.rooms[0]!.room).toBe('梅园1栋 101');
    expect(record.personal).toHaveLength(1);
    for (const r of [...record.rooms, ...record.personal])
      expect(r.score.total).toBe(r.score.veto ? 0 : Object.values(r.score.scores).reduce((a, b) => a + b, 0));
  });
});

describe('discipline records', () => {
  let roomId: string;
  let pair: string[];
  let record: DisciplineRecord;

  it('are recorded by the dormitory office for students of a room, who and whose counsellor are told', async () => {
    const mine = await ok<MyDormitory>(as.student.api.get('/dorm/mine'));
    roomId = mine.place!.roomId;
    pair = (await roomOccupants(db(), roomId)).slice(0, 2);
    const before = (await messagesOf(as.counsellor.api.who.userId)).length;
    record = await ok<DisciplineRecord>(
      as.dorm.api.post('/dorm/discipline/save', {
        roomId,
        studentIds: pair,
        values: {
          occurredAt: now(),
          category: 'bannedAppliance',
          facts: '查获电热水壶一个，功率1500瓦。',
          action: 'confiscated',
        },
      }),
    );
    expect(record).toMatchObject({
      group: 'safety',
      category: 'bannedAppliance',
      room: { label: '梅园1栋 101' },
      version: 1,
      editable: true,
    });
    expect(record.students.map((s) => s.name)).toContain('李明轩');
    expect((await messagesOf(as.counsellor.api.who.userId)).length).toBe(before + 1);
    expect((await messagesOf(as.student.api.who.userId)).map((m) => m.subject)).toContainEqual(
      expect.stringContaining('宿舍违纪登记'),
    );
    const own = await ok<StudentDormRecord>(as.student.api.get('/dorm/record'));
    expect(own.discipline.map((d) => d.id)).toContain(record.id);
    expect(own.discipline.find((d) => d.id === record.id)!.editable).toBe(false);
  });

  it('are read by staff in charge of the students only', async () => {
    const counsellor = await ok<DisciplineRecord[]>(as.counsellor.api.get('/dorm/discipline/list'));
    expect(counsellor.map((d) => d.id)).toContain(record.id);
    expect(counsellor.find((d) => d.id === record.id)!.editable).toBe(false);
    const byName = await ok<DisciplineRecord[]>(as.dorm.api.get('/dorm/discipline/list', { q: '李明' }));
    expect(byName.map((d) => d.id)).toContain(record.id);
    const other = await ok<DisciplineRecord[]>(as.hbcounsellor.api.get('/dorm/discipline/list'));
    expect(other.map((d) => d.id)).not.toContain(record.id);
    expect((await as.student.api.get('/dorm/discipline/list')).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.teacher.api.get('/dorm/discipline', { id: record.id })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
  });

  it('are corrected by the office with the current version; a stale one or another recorder is refused', async () => {
    const edit = {
      id: record.id,
      version: 1,
      roomId,
      studentIds: pair.slice(0, 1),
      values: { ...record.values, facts: '查获电热水壶一个，已没收并登记。', action: 'confiscated' },
    };
    const updated = await ok<DisciplineRecord>(as.dorm.api.post('/dorm/discipline/save', edit));
    expect(updated).toMatchObject({ version: 2, facts: '查获电热水壶一个，已没收并登记。' });
    expect(updated.students).toHaveLength(1);
    const stale = await as.dorm.api.post('/dorm/discipline/save', edit);
    expect(stale.state).toBe(ModuleState.AFFAIR_BATCH_STALE);
    const notTheirs = await as.counsellor.api.post('/dorm/discipline/save', { ...edit, version: 2 });
    expect(notTheirs.state).toBe(SecurityState.UNAUTHORIZED);
  });

  it('refuse students not of the room, a time to come, a bad form, and students or teachers recording', async () => {
    const stranger = await db()
      .selectFrom('dormBed')
      .select('studentId')
      .where('roomId', '!=', roomId)
      .where('studentId', 'is not', null)
      .executeTakeFirstOrThrow();
    const base = {
      roomId,
      studentIds: pair,
      values: { occurredAt: now(), category: 'lateReturn', facts: '23:40 才回到宿舍。', action: 'talk' },
    };
    const wrong = await as.dorm.api.post('/dorm/discipline/save', {
      ...base,
      studentIds: [stranger.studentId],
    });
    expect(wrong.state).toBe(ModuleState.FORM_DATA_INVALID);
    const later = `${addDays(schoolDate(Date.now()), 2)} 10:00`;
    const future = await as.dorm.api.post('/dorm/discipline/save', {
      ...base,
      values: { ...base.values, occurredAt: later },
    });
    expect(future.state).toBe(ModuleState.FORM_DATA_INVALID);
    const bad = await as.dorm.api.post('/dorm/discipline/save', {
      ...base,
      values: { ...base.values, category: 'dancing', facts: '' },
    });
    expect(bad.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(bad.message).toMatch(/Kind|What was found/);
    expect((await as.student.api.post('/dorm/discipline/save', base)).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.teacher.api.post('/dorm/discipline/save', base)).state).toBe(SecurityState.UNAUTHORIZED);
    // The counsellor records for their own students.
    await ok(as.counsellor.api.post('/dorm/discipline/save', base));
  });
});

describe('inspections', () => {
  it('open one round a week per kind, for managers only', async () => {
    const start = addDays(schoolDate(Date.now()), 14);
    const round = await ok<InspectionRound>(
      as.dorm.api.post('/dorm/inspection/round/save', { kind: 'room', startDate: start }),
    );
    expect(new Date(`${round.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(round.endDate).toBe(addDays(round.startDate, 6));
    expect(round.items.reduce((n, i) => n + i.max, 0)).toBe(100);
    const again = await as.dorm.api.post('/dorm/inspection/round/save', {
      kind: 'room',
      startDate: round.endDate,
    });
    expect(again.state).toBe(ModuleState.ACTION_NOT_ALLOWED);
    expect(
      (await as.counsellor.api.post('/dorm/inspection/round/save', { kind: 'person', startDate: start }))
        .state,
    ).toBe(SecurityState.UNAUTHORIZED);
  });

  it('score a room by item within each maximum, a veto to 0, again to correct, locked once published', async () => {
    const round = await ok<InspectionRound>(
      as.dorm.api.post('/dorm/inspection/round/save', {
        kind: 'room',
        startDate: addDays(schoolDate(Date.now()), 28),
      }),
    );
    const sheet = await ok<InspectionSheet>(as.dorm.api.get('/dorm/inspection/sheet', { roundId: round.id }));
    const room = sheet.rooms.find((r) => r.number === '101')!;
    expect(room.scores).toEqual([]);
    const full = Object.fromEntries(round.items.map((i) => [i.key, i.max]));
    const over = await as.dorm.api.post('/dorm/inspection/score', {
      roundId: round.id,
      roomId: room.id,
      scores: { ...full, beds: 25 },
    });
    expect(over.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(over.message).toContain('at most 20');
    const first = await ok<InspectionScore>(
      as.dorm.api.post('/dorm/inspection/score', {
        roundId: round.id,
        roomId: room.id,
        scores: { ...full, floor: 12 },
      }),
    );
    expect(first).toMatchObject({ total: 92, grade: 'excellent' });
    const vetoed = await ok<InspectionScore>(
      as.dorm.api.post('/dorm/inspection/score', {
        roundId: round.id,
        roomId: room.id,
        scores: full,
        veto: 'pets',
        remark: '寝室养猫',
      }),
    );
    expect(vetoed).toMatchObject({ id: first.id, total: 0, grade: 'fail', veto: 'pets' });
    const corrected = await ok<InspectionScore>(
      as.dorm.api.post('/dorm/inspection/score', {
        roundId: round.id,
        roomId: room.id,
        scores: { ...full, beds: 10, desks: 10, floor: 10 },
      }),
    );
    expect(corrected).toMatchObject({ total: 70, grade: 'pass', veto: null });

    let own = await ok<StudentDormRecord>(as.student.api.get('/dorm/record'));
    expect(own.rooms.map((r) => r.round.id)).not.toContain(round.id);
    await ok(as.dorm.api.post('/dorm/inspection/round/publish', { id: round.id }));
    own = await ok<StudentDormRecord>(as.student.api.get('/dorm/record'));
    expect(own.rooms.find((r) => r.round.id === round.id)?.score.total).toBe(70);
    const locked = await as.dorm.api.post('/dorm/inspection/score', {
      roundId: round.id,
      roomId: room.id,
      scores: full,
    });
    expect(locked.state).toBe(ModuleState.ACTION_NOT_ALLOWED);
    expect(
      (
        await as.counsellor.api.post('/dorm/inspection/score', {
          roundId: round.id,
          roomId: room.id,
          scores: full,
        })
      ).state,
    ).toBe(SecurityState.UNAUTHORIZED);
  });

  it('score each student of a room in a personal round, only students of that room', async () => {
    const round = await ok<InspectionRound>(
      as.dorm.api.post('/dorm/inspection/round/save', {
        kind: 'person',
        startDate: addDays(schoolDate(Date.now()), 14),
      }),
    );
    const sheet = await ok<InspectionSheet>(as.dorm.api.get('/dorm/inspection/sheet', { roundId: round.id }));
    const [room, other] = sheet.rooms.filter((r) => r.occupants.length > 0);
    const scores = { bed: 35, desk: 30, belongings: 25 };
    const scored = await ok<InspectionScore>(
      as.dorm.api.post('/dorm/inspection/score', {
        roundId: round.id,
        roomId: room!.id,
        studentId: room!.occupants[0]!.id,
        scores,
      }),
    );
    expect(scored).toMatchObject({ total: 90, grade: 'excellent', studentId: room!.occupants[0]!.id });
    const wrong = await as.dorm.api.post('/dorm/inspection/score', {
      roundId: round.id,
      roomId: room!.id,
      studentId: other!.occupants[0]!.id,
      scores,
    });
    expect(wrong.state).toBe(ModuleState.ACTION_NOT_ALLOWED);
    const none = await as.dorm.api.post('/dorm/inspection/score', {
      roundId: round.id,
      roomId: room!.id,
      scores,
    });
    expect(none.state).toBe(ModuleState.ACTION_NOT_ALLOWED);
  });

  it('show staff a student in their charge, never another school’s or class’s', async () => {
    const record = await ok<StudentDormRecord>(
      as.counsellor.api.get('/dorm/record', { studentId: as.student.api.who.userId }),
    );
    expect(record.place?.code).toBeDefined();
    expect(
      (await as.hbcounsellor.api.get('/dorm/record', { studentId: as.student.api.who.userId })).state,
    ).toBe(ModuleState.RESOURCE_NOT_FOUND);
    expect((await as.teacher.api.get('/dorm/record', { studentId: as.student.api.who.userId })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
  });
});
