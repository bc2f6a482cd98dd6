import type { InspectionItem, InspectionKind, Veto } from '@campus/contract/affairs/ssgl';
import { gradeOf } from '@campus/contract/affairs/ssgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { seededRandom } from '../../../../db/seed/random.js';
import { newId } from '../../../../lib/ids.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { gradeBands, mondayOf, SHEETS, totalOf } from './inspection.js';
import { roleHolders } from '../../demo/role-holder.js';

/**
 * A demo school's dormitory checks: the last three weeks' room inspections published (every
 * occupied room scored, mostly good, a few poor, one vetoed for a rice cooker), this week's under
 * way (half of the first building done), last week's personal inspection of the first building's
 * first floor, and discipline records of the demo counsellor's students (late return, the rice
 * cooker, a night out, a cat).
 */
type Db = Kysely<DB>;

const dormStaff = (db: Db, tenantId: string) =>
  roleHolders(db, tenantId, 'dorm_staff').executeTakeFirstOrThrow();

const REMARKS = [
  '地面有少量杂物',
  '桌面物品摆放凌乱',
  '阳台晾晒衣物未整理',
  '垃圾未及时清理',
  '床铺被褥未叠放',
];

export async function seedDormChecks(
  db: Db,
  tenantId: string,
  now: number,
  counsellorStudents: readonly string[],
): Promise<void> {
  const random = seededRandom(now % 100_000);
  const inspector = await dormStaff(db, tenantId);
  const bands = await gradeBands(db, tenantId);
  const today = schoolDate(now);
  const monday = mondayOf(today);
  const rooms = await db
    .selectFrom('dormRoom as r')
    .innerJoin('dormBuilding as g', 'g.id', 'r.buildingId')
    .select(['r.id', 'r.number', 'r.floor', 'g.code', 'r.occupied'])
    .where('r.tenantId', '=', tenantId)
    .where('r.occupied', '>', 0)
    .orderBy('g.sort')
    .orderBy('r.number')
    .execute();
  const at = (date: string, hour: number) =>
    Math.min(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`), now);

  const round = async (kind: InspectionKind, startDate: string, published: boolean) => {
    const id = newId();
    const name = `${startDate.slice(5).replace('-', '月')}日起 ${kind === 'room' ? '寝室卫生检查' : '个人内务检查'}`;
    await db
      .insertInto('dormInspectionRound')
      .values({
        id,
        tenantId,
        name,
        kind,
        startDate,
        endDate: addDays(startDate, 6),
        items: JSON.stringify(SHEETS[kind]),
        state: published ? 'published' : 'open',
        createdBy: inspector.id,
        createdAt: at(startDate, 8),
        updatedAt: at(addDays(startDate, published ? 4 : 0), 17),
      })
      .execute();
    return id;
  };
  const score = async (
    roundId: string,
    items: readonly InspectionItem[],
    roomId: string,
    studentId: string,
    when: number,
    veto: Veto | null = null,
  ) => {
    const poor = random() < 0.12;
    const scores = Object.fromEntries(
      items.map((item) => [item.key, item.max - Math.floor(random() * item.max * (poor ? 0.6 : 0.25))]),
    );
    const total = totalOf(items, scores, veto);
    await db
      .insertInto('dormInspectionScore')
      .values({
        id: newId(),
        tenantId,
        roundId,
        roomId,
        studentId,
        scores: JSON.stringify(scores),
        veto,
        total,
        grade: gradeOf(total, bands),
        remark: veto
          ? '查获电热锅一个，已没收'
          : total < 85
            ? REMARKS[Math.floor(random() * REMARKS.length)]!
            : null,
        inspectorId: inspector.id,
        inspectorName: inspector.fullname,
        createdAt: when,
        updatedAt: when,
      })
      .execute();
  };

  const vetoed = rooms.find((r) => r.code === 'M2') ?? rooms[0]!;
  for (const weeksAgo of [3, 2, 1]) {
    const start = addDays(monday, -7 * weeksAgo);
    const id = await round('room', start, true);
    for (const room of rooms)
      await score(
        id,
        SHEETS.room,
        room.id,
        '',
        at(addDays(start, 2), 15),
        weeksAgo === 1 && room.id === vetoed.id ? 'bannedAppliance' : null,
      );
  }
  const current = await round('room', monday, false);
  const firstBuilding = rooms.filter((r) => r.code === rooms[0]!.code);
  for (const room of firstBuilding.slice(0, Math.ceil(firstBuilding.length / 2)))
    await score(current, SHEETS.room, room.id, '', Math.min(now - 3600_000, at(monday, 15)));

  const personal = await round('person', addDays(monday, -7), true);
  const firstFloor = firstBuilding.filter((r) => r.floor === 1).map((r) => r.id);
  const residents = await db
    .selectFrom('dormBed')
    .select(['roomId', 'studentId'])
    .where('roomId', 'in', firstFloor.length ? firstFloor : [''])
    .where('studentId', 'is not', null)
    .execute();
  for (const bed of residents)
    await score(personal, SHEETS.person, bed.roomId, bed.studentId!, at(addDays(monday, -5), 16));

  // Discipline records of the counsellor's students, in their rooms.
  const record = async (
    studentIds: string[],
    category: string,
    action: string,
    facts: string,
    daysAgo: number,
  ) => {
    const bed = await db
      .selectFrom('dormBed')
      .select('roomId')
      .where('studentId', '=', studentIds[0]!)
      .executeTakeFirst();
    if (!bed) return;
    const occurredAt = Math.min(Date.parse(`${addDays(today, -daysAgo)}T23:20:00+08:00`), now - 3600_000);
    const id = newId();
    const when = new Date(occurredAt + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    await db
      .insertInto('dormDiscipline')
      .values({
        id,
        tenantId,
        roomId: bed.roomId,
        occurredAt,
        category,
        action,
        facts,
        data: JSON.stringify({ occurredAt: when, category, action, facts }),
        recorderId: inspector.id,
        recorderName: inspector.fullname,
        version: 1,
        createdAt: occurredAt + 3600_000,
        updatedAt: occurredAt + 3600_000,
      })
      .execute();
    await db
      .insertInto('dormDisciplineStudent')
      .values(studentIds.map((studentId) => ({ disciplineId: id, tenantId, studentId })))
      .execute();
  };
  const [a, b, c, d] = counsellorStudents.slice(-4);
  if (a)
    await record([a], 'lateReturn', 'talk', '23:20 后刷卡进入宿舍楼，经询问为在校外聚餐，已批评教育。', 2);
  if (b) await record([b], 'nightOut', 'criticism', '周六晚未归寝，未请假，电话联系后次日上午返校。', 9);
  if (c) await record([c], 'pets', 'talk', '寝室内饲养一只猫，已要求三日内送离。', 16);
  const vetoRoom = await db
    .selectFrom('dormBed')
    .select('studentId')
    .where('roomId', '=', vetoed.id)
    .where('studentId', 'is not', null)
    .orderBy('number')
    .limit(2)
    .execute();
  if (vetoRoom.length && d !== undefined)
    await record(
      vetoRoom.map((s) => s.studentId!),
      'bannedAppliance',
      'confiscated',
      '卫生检查时查获电热锅一个，已没收，由辅导员进行安全教育。',
      5,
    );
}
