import { ModuleState, SecurityState, type GroupStatistics, type SettingValue } from '@campus/contract';
import type {
  DisciplineRecord,
  InspectionRound,
  InspectionScore,
  InspectionSheet,
  MyDormitory,
  OccupancyOverview,
  StudentDormRecord,
} from '@campus/contract/affairs/ssgl';
import { describe, expect, it } from 'vitest';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { bpmCaller } from '../../../../test/bpm.js';
import { PNG, upload } from '../../../../test/files.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Inspections with the school's grade bands (the group's settings, not literals) and photos per
 * room, readable as the score is: the dormitory's staff always, the room's students once the
 * round is published, nobody else; a discipline record's photos likewise follow the record. The
 * group's statistics carry its own figures (occupancy, free beds, inspection grades).
 */
const WHO = ['student', 'counsellor', 'dorm', 'teacher', 'hbcounsellor'] as const;
const { t, as } = groupTestApp('ssgl', WHO);

const photo = async (who: ServiceCaller, name: string) => {
  const { body } = await upload(t.app, who.api.who, { name, type: 'image/png', content: PNG });
  expect(body.state).toBe(200);
  // The reference a score keeps (the upload's reply also carries the stock client's `fileName`).
  const { id, name: stored, size, type } = body.data;
  return { id, name: stored, size, type };
};
const download = async (who: ServiceCaller, id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/platform/v3/file/download?attachmentId=${id}`,
      headers: who.api.who.headers,
    })
  ).statusCode;

const newRound = (weeks: number) =>
  ok<InspectionRound>(
    as.dorm.api.post('/dorm/inspection/round/save', {
      kind: 'room',
      startDate: addDays(schoolDate(Date.now()), 7 * weeks),
    }),
  );

describe('grade bands', () => {
  it("grade by the school's bands from the settings, which only the managers change", async () => {
    const settings = await ok<SettingValue[]>(as.dorm.api.get('/affairs/ssgl/settings'));
    expect(settings.filter((s) => s.module === 'ssgl').map((s) => [s.key, s.value, s.label])).toEqual([
      ['gradeExcellent', 90, 'Inspection "Excellent" from'],
      ['gradeGood', 75, 'Inspection "Good" from'],
      ['gradePass', 60, 'Inspection "Pass" from'],
    ]);
    const round = await newRound(5);
    const sheet = await ok<InspectionSheet>(as.dorm.api.get('/dorm/inspection/sheet', { roundId: round.id }));
    expect(sheet.bands).toEqual({ excellent: 90, good: 75, pass: 60 });
    const room = sheet.rooms.find((r) => r.occupants.length > 0)!;
    const full = Object.fromEntries(round.items.map((i) => [i.key, i.max]));
    const score = () =>
      ok<InspectionScore>(
        as.dorm.api.post('/dorm/inspection/score', {
          roundId: round.id,
          roomId: room.id,
          scores: { ...full, floor: 12 },
        }),
      );
    expect(await score()).toMatchObject({ total: 92, grade: 'excellent' });

    const save = (who: ServiceCaller, key: string, value: unknown) =>
      who.api.post('/affairs/ssgl/settings/save', { settings: [{ module: 'ssgl', key, value }] });
    expect((await save(as.counsellor, 'gradeExcellent', 95)).state).toBe(SecurityState.UNAUTHORIZED);
    const bad = await save(as.dorm, 'gradeExcellent', 101);
    expect(bad.state).toBe(ModuleState.AFFAIR_SETTING_INVALID);
    expect(bad.message).toContain('Inspection "Excellent" from');
    await ok(save(as.dorm, 'gradeExcellent', 95));
    // The bands stay in order: good may not rise above excellent, nor pass above good.
    const above = await save(as.dorm, 'gradePass', 80);
    expect(above.state).toBe(ModuleState.AFFAIR_SETTING_INVALID);
    expect(above.message).toContain('Inspection "Good" from');
    await ok(save(as.dorm, 'gradeGood', 93));
    const after = await ok<InspectionSheet>(as.dorm.api.get('/dorm/inspection/sheet', { roundId: round.id }));
    expect(after.bands).toEqual({ excellent: 95, good: 93, pass: 60 });
    // 92 is no longer excellent, nor good: a pass.
    expect(await score()).toMatchObject({ total: 92, grade: 'pass' });
    await ok(save(as.dorm, 'gradeGood', 75));
    await ok(save(as.dorm, 'gradeExcellent', 90));
  });
});

describe('photos', () => {
  it("are kept per room and read as the score is: staff, the room's students once published, nobody else", async () => {
    const round = await newRound(6);
    const sheet = await ok<InspectionSheet>(as.dorm.api.get('/dorm/inspection/sheet', { roundId: round.id }));
    const mine = await ok<MyDormitory>(as.student.api.get('/dorm/mine'));
    const own = sheet.rooms.find((r) => r.id === mine.place!.roomId)!;
    const other = sheet.rooms.find((r) => r.id !== own.id && r.occupants.length > 0)!;
    const full = Object.fromEntries(round.items.map((i) => [i.key, i.max]));
    const [ownPhoto, otherPhoto] = [await photo(as.dorm, '101.png'), await photo(as.dorm, 'other.png')];

    // A file the inspector did not upload is refused, naming the field.
    const stranger = await photo(as.student, 'mine.png');
    const refused = await as.dorm.api.post('/dorm/inspection/score', {
      roundId: round.id,
      roomId: own.id,
      scores: full,
      photos: [stranger],
    });
    expect(refused.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(refused.message).toContain('Photos');

    const scored = await ok<InspectionScore>(
      as.dorm.api.post('/dorm/inspection/score', {
        roundId: round.id,
        roomId: own.id,
        scores: full,
        photos: [ownPhoto],
      }),
    );
    expect(scored.photos).toEqual([ownPhoto]);
    await ok(
      as.dorm.api.post('/dorm/inspection/score', {
        roundId: round.id,
        roomId: other.id,
        scores: full,
        photos: [otherPhoto],
      }),
    );
    // Correcting the score keeps the photo it held (another staff member may re-save it).
    const again = await ok<InspectionScore>(
      as.dorm.api.post('/dorm/inspection/score', {
        roundId: round.id,
        roomId: own.id,
        scores: { ...full, beds: 15 },
        photos: scored.photos,
      }),
    );
    expect(again.photos).toEqual([ownPhoto]);
    const listed = await ok<InspectionSheet>(
      as.dorm.api.get('/dorm/inspection/sheet', { roundId: round.id }),
    );
    expect(listed.rooms.find((r) => r.id === own.id)!.scores[0]!.photos).toEqual([ownPhoto]);

    // The counsellor (the group's staff) reads them; the student not before publication.
    expect(await download(as.counsellor, ownPhoto.id)).toBe(200);
    expect(await download(as.student, ownPhoto.id)).toBe(404);
    await ok(as.dorm.api.post('/dorm/inspection/round/publish', { id: round.id }));
    expect(await download(as.student, ownPhoto.id)).toBe(200);
    expect(await download(as.student, otherPhoto.id)).toBe(404);
    expect(await download(as.teacher, ownPhoto.id)).toBe(404);
    expect(await download(as.hbcounsellor, ownPhoto.id)).toBe(404);
    const record = await ok<StudentDormRecord>(as.student.api.get('/dorm/record'));
    expect(record.rooms.find((r) => r.round.id === round.id)!.score.photos).toEqual([ownPhoto]);
  });

  it('of a discipline record are read by the students it names and the staff who read it, not others', async () => {
    const mine = await ok<MyDormitory>(as.student.api.get('/dorm/mine'));
    const picture = await photo(as.dorm, 'kettle.png');
    const before = await download(as.student, picture.id);
    expect(before).toBe(404);
    await ok<DisciplineRecord>(
      as.dorm.api.post('/dorm/discipline/save', {
        roomId: mine.place!.roomId,
        studentIds: [as.student.api.who.userId],
        values: {
          occurredAt: new Date(Date.now() + 8 * 3600_000 - 3600_000)
            .toISOString()
            .slice(0, 16)
            .replace('T', ' '),
          category: 'bannedAppliance',
          facts: '查获电热水壶一个。',
          action: 'confiscated',
          photos: [picture],
        },
      }),
    );
    expect(await download(as.student, picture.id)).toBe(200);
    expect(await download(as.counsellor, picture.id)).toBe(200);
    expect(await download(as.teacher, picture.id)).toBe(404);
    expect(await download(as.hbcounsellor, picture.id)).toBe(404);
  });
});

describe('statistics', () => {
  it("add the dormitory's occupancy, free beds and latest inspection grades to the group's figures", async () => {
    const stats = await ok<GroupStatistics>(as.dorm.api.get('/affairs/ssgl/statistics'));
    const overview = await ok<OccupancyOverview>(as.dorm.api.get('/dorm/occupancy'));
    const figure = (key: string) => stats.extra.figures.find((f) => f.key === key)!;
    expect(figure('rate')).toMatchObject({
      label: 'Occupancy',
      unit: '%',
      value: Math.round(overview.totals.rate * 1000) / 10,
    });
    expect(figure('free').value).toBe(overview.totals.free);
    expect(figure('occupied').value).toBe(overview.totals.occupied);
    const chart = (key: string) => stats.extra.charts.find((c) => c.key === key)!;
    expect(chart('freeByBuilding').counts.map((c) => [c.label, c.count])).toEqual(
      overview.buildings.map((b) => [b.name, b.free]),
    );
    expect(chart('rateByBuilding')).toMatchObject({ kind: 'bar', unit: '%' });
    const grades = chart('inspectionGrades');
    expect(grades.kind).toBe('pie');
    expect(grades.counts.length).toBeGreaterThan(0);
    expect(grades.counts.every((c) => ['Excellent', 'Good', 'Pass', 'Fail'].includes(c.label))).toBe(true);
    // In the caller's language; the requests' own figures are still there.
    const zhDorm = bpmCaller(t.app, as.dorm.api.who, '/api/ssgl/v3', 'zh-CN');
    const zh = await ok<GroupStatistics>(zhDorm.get('/affairs/ssgl/statistics'));
    expect(zh.extra.figures.find((f) => f.key === 'rate')!.label).toBe('入住率');
    expect(stats.total).toBeGreaterThan(0);
    // Staff only, as the group's statistics are.
    expect((await as.student.api.get('/affairs/ssgl/statistics')).state).toBe(SecurityState.UNAUTHORIZED);
  });

  it('leave a group without its own figures with none', async () => {
    const leave = await serviceCallers(t.app, 'lxgl', ['counsellor']);
    const stats = await ok<GroupStatistics>(leave.counsellor.api.get('/affairs/lxgl/statistics'));
    expect(stats.extra).toEqual({ figures: [], charts: [] });
  });
});
