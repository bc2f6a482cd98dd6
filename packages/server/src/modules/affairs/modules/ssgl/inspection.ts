import { ModuleState, type AttachmentRef } from '@campus/contract';
import {
  DEFAULT_GRADE_BANDS,
  gradeOf,
  type GradeBands,
  VETOES,
  type InspectionGrade,
  type InspectionItem,
  type InspectionKind,
  type InspectionRound,
  type InspectionScore,
  type InspectionSheet,
  type RoundInput,
  type ScoreInput,
  type Veto,
} from '@campus/contract/affairs/ssgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { DormInspectionRoundTable, DormInspectionScoreTable } from './tables.js';
import { holdAttachments, mayAttach, registerHolderRule } from '../../../../core/attachments/holders.js';
import { isUniqueViolation } from '../../../../db/errors.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { addDays } from '../../../../lib/school-date.js';
import { mayReviewGroup, requireGroupReviewer, requireManager } from '../../audience.js';
import { groupSettingsOwner, moduleSettings } from '../../settings/settings.js';
import * as beds from './beds-repo.js';
import { SSGL } from './group.js';
import { refuse } from './refusals.js';
import { pickRow, rowWhere } from '../../row-where.js';

/**
 * Hygiene and safety inspections (卫生检查, MODULES-RESEARCH §3.4-§3.5): weekly rounds of rooms
 * (or of each student's bed and desk), scored room after room on the phone by item up to each
 * item's maximum; a veto finding (banned appliance, pets, refusing inspection, an outsider
 * staying) sets the score to 0. The grade follows the school's bands (the group's settings) when
 * the score is entered; residents see a round's
 * scores once the office publishes it, which also locks them.
 */
type Db = Kysely<DB>;

const N = (zh: string, tw: string, en: string, ja: string) => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

/** The usual 100-point sheets (a school edits its own rounds' items). */
export const SHEETS: Record<InspectionKind, InspectionItem[]> = {
  room: [
    { key: 'beds', name: N('床铺整洁', '床鋪整潔', 'Beds', 'ベッド'), max: 20 },
    { key: 'desks', name: N('桌面整齐', '桌面整齊', 'Desks', '机'), max: 20 },
    { key: 'floor', name: N('地面清洁', '地面清潔', 'Floor', '床'), max: 20 },
    { key: 'walls', name: N('门窗墙面', '門窗牆面', 'Doors, windows, walls', 'ドア・窓・壁'), max: 15 },
    {
      key: 'bathroom',
      name: N('阳台卫生间', '陽台衛生間', 'Balcony and bathroom', 'ベランダ・浴室'),
      max: 15,
    },
    { key: 'safety', name: N('用电安全', '用電安全', 'Electrical safety', '電気の安全'), max: 10 },
  ],
  person: [
    { key: 'bed', name: N('床铺整理', '床鋪整理', 'Bed made', 'ベッドメイク'), max: 40 },
    { key: 'desk', name: N('书桌整洁', '書桌整潔', 'Desk tidy', '机の整頓'), max: 30 },
    { key: 'belongings', name: N('个人物品', '個人物品', 'Own belongings', '私物の整理'), max: 30 },
  ],
};

const KIND_NAME: Record<InspectionKind, string> = { room: '寝室卫生检查', person: '个人内务检查' };

function roundOf(
  row: DormInspectionRoundTable,
  stats?: { scored: number; average: number | null },
): InspectionRound {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as InspectionKind,
    startDate: row.startDate,
    endDate: row.endDate,
    state: row.state as InspectionRound['state'],
    items: JSON.parse(row.items) as InspectionItem[],
    scored: stats?.scored ?? 0,
    average: stats?.average ?? null,
    createdAt: row.createdAt,
  };
}

export function scoreOf(row: DormInspectionScoreTable): InspectionScore {
  return {
    id: row.id,
    roundId: row.roundId,
    roomId: row.roomId,
    studentId: row.studentId,
    scores: JSON.parse(row.scores) as Record<string, number>,
    veto: (row.veto as Veto | null) ?? null,
    total: Number(row.total),
    grade: row.grade as InspectionGrade,
    remark: row.remark,
    photos: row.photos ? (JSON.parse(row.photos) as AttachmentRef[]) : [],
    inspector: row.inspectorName,
    updatedAt: row.updatedAt,
  };
}

/** The school's grade bands (the group's settings), the usual ones where a value is unusable. */
export async function gradeBands(db: Db, tenantId: string): Promise<GradeBands> {
  const values = await moduleSettings(db, tenantId, groupSettingsOwner(SSGL));
  const mark = (key: string, fallback: number) => {
    const value = Number(values[key]);
    return Number.isFinite(value) ? value : fallback;
  };
  return {
    excellent: mark('gradeExcellent', DEFAULT_GRADE_BANDS.excellent),
    good: mark('gradeGood', DEFAULT_GRADE_BANDS.good),
    pass: mark('gradePass', DEFAULT_GRADE_BANDS.pass),
  };
}

/** The week's Monday of a date (yyyy-MM-dd). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

export async function rounds(db: Db, caller: AuthContext, kind?: InspectionKind): Promise<InspectionRound[]> {
  requireGroupReviewer(SSGL, caller);
  let query = db.selectFrom('dormInspectionRound').selectAll().where('tenantId', '=', caller.tenantId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('startDate', 'desc').orderBy('kind').limit(30).execute();
  if (rows.length === 0) return [];
  const stats = await db
    .selectFrom('dormInspectionScore')
    .select((eb) => [
      'roundId',
      eb.fn.countAll<number>().as('scored'),
      eb.fn.avg<number>('total').as('average'),
    ])
    .where(
      'roundId',
      'in',
      rows.map((r) => r.id),
    )
    .groupBy('roundId')
    .execute();
  const byRound = new Map(stats.map((s) => [s.roundId, s]));
  return rows.map((row) => {
    const s = byRound.get(row.id);
    return roundOf(row, {
      scored: Number(s?.scored ?? 0),
      average:
        s?.average === null || s?.average === undefined ? null : Math.round(Number(s.average) * 10) / 10,
    });
  });
}

export async function saveRound(db: Db, caller: AuthContext, input: RoundInput, now = Date.now()) {
  requireManager(SSGL, caller);
  const startDate = mondayOf(input.startDate);
  const endDate = addDays(startDate, 6);
  const id = newId();
  const row = {
    id,
    tenantId: caller.tenantId,
    name: input.name?.trim() || `${startDate.slice(5).replace('-', '月')}日起 ${KIND_NAME[input.kind]}`,
    kind: input.kind,
    startDate,
    endDate,
    items: JSON.stringify(SHEETS[input.kind]),
    state: 'open',
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.insertInto('dormInspectionRound').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error))
      refuse('roundExists', { week: startDate, kind: KIND_NAME[input.kind] }, ModuleState.ACTION_NOT_ALLOWED);
    throw error;
  }
  return roundOf(row);
}

async function roundRow(db: Db, tenantId: string, id: string) {
  const row = await rowWhere(db, 'dormInspectionRound', { tenantId, id });
  if (!row) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  return row;
}

export async function publishRound(db: Db, caller: AuthContext, id: string): Promise<InspectionRound> {
  requireManager(SSGL, caller);
  const row = await roundRow(db, caller.tenantId, id);
  await db
    .updateTable('dormInspectionRound')
    .set({ state: 'published', updatedAt: Date.now() })
    .where('id', '=', id)
    .execute();
  return (await rounds(db, caller, row.kind as InspectionKind)).find((r) => r.id === id)!;
}

/** A round's rooms of one building (the first when none is named), with their occupants and scores. */
export async function sheet(
  db: Db,
  caller: AuthContext,
  roundId: string,
  buildingId?: string,
): Promise<InspectionSheet> {
  requireGroupReviewer(SSGL, caller);
  const row = await roundRow(db, caller.tenantId, roundId);
  const round =
    (await rounds(db, caller, row.kind as InspectionKind)).find((r) => r.id === roundId) ?? roundOf(row);
  const [buildings, bands] = await Promise.all([
    beds.buildings(db, caller.tenantId),
    gradeBands(db, caller.tenantId),
  ]);
  const chosen = buildings.find((b) => b.id === buildingId) ?? buildings[0];
  if (!chosen) return { round, bands, buildings: [], buildingId: null, rooms: [] };
  const all = { all: true } as const;
  const [layout, scores] = await Promise.all([
    beds.buildingRooms(db, caller.tenantId, chosen.id, all),
    db
      .selectFrom('dormInspectionScore as s')
      .innerJoin('dormRoom as r', 'r.id', 's.roomId')
      .selectAll('s')
      .where('s.roundId', '=', roundId)
      .where('r.buildingId', '=', chosen.id)
      .execute(),
  ]);
  const scoresOf = new Map<string, InspectionScore[]>();
  for (const s of scores) scoresOf.set(s.roomId, [...(scoresOf.get(s.roomId) ?? []), scoreOf(s)]);
  return {
    round,
    bands,
    buildings: buildings.map((b) => ({ id: b.id, name: b.name })),
    buildingId: chosen.id,
    rooms: (layout?.floors ?? []).flatMap((f) =>
      f.rooms.map((room) => ({
        id: room.id,
        number: room.number,
        floor: room.floor,
        occupants: room.beds
          .filter((b) => b.occupant)
          .map((b) => ({ id: b.occupant!.studentId, name: b.occupant!.name, bedNumber: b.number })),
        scores: scoresOf.get(room.id) ?? [],
      })),
    ),
  };
}

/** The total of a score: the items' points, or 0 under a veto. */
export function totalOf(items: readonly InspectionItem[], scores: Record<string, number>, veto: Veto | null) {
  if (veto) return 0;
  return items.reduce((sum, item) => sum + (scores[item.key] ?? 0), 0);
}

export async function saveScore(db: Db, caller: AuthContext, input: ScoreInput, now = Date.now()) {
  requireManager(SSGL, caller);
  const round = await roundRow(db, caller.tenantId, input.roundId);
  if (round.state === 'published')
    refuse('roundPublished', { round: round.name }, ModuleState.ACTION_NOT_ALLOWED);
  const room = await db
    .selectFrom('dormRoom as r')
    .innerJoin('dormBuilding as g', 'g.id', 'r.buildingId')
    .select(['r.id', 'r.number', 'g.name'])
    .where('r.tenantId', '=', caller.tenantId)
    .where('r.id', '=', input.roomId)
    .executeTakeFirst();
  if (!room) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const studentId = round.kind === 'person' ? (input.studentId ?? '') : '';
  if (round.kind === 'person') {
    const bed = studentId ? await pickRow(db, 'dormBed', ['id'], { roomId: room.id, studentId }) : undefined;
    if (!bed) refuse('notInRoom', { room: `${room.name} ${room.number}` }, ModuleState.ACTION_NOT_ALLOWED);
  }
  const items = JSON.parse(round.items) as InspectionItem[];
  const scores: Record<string, number> = {};
  for (const item of items) {
    const points = input.scores[item.key] ?? 0;
    if (points > item.max || points < 0)
      refuse('overMax', { item: item.name, max: item.max }, ModuleState.FORM_DATA_INVALID);
    scores[item.key] = points;
  }
  const veto = input.veto && (VETOES as readonly string[]).includes(input.veto) ? input.veto : null;
  const total = totalOf(items, scores, veto);
  const existing = await pickRow(db, 'dormInspectionScore', ['id', 'photos'], {
    roundId: round.id,
    roomId: room.id,
    studentId,
  });
  const photos = await keptPhotos(db, caller, input.photos, existing?.photos ?? null);
  const values = {
    scores: JSON.stringify(scores),
    veto,
    total,
    grade: gradeOf(total, await gradeBands(db, caller.tenantId)),
    remark: input.remark?.trim() || null,
    photos: photos.length ? JSON.stringify(photos) : null,
    inspectorId: caller.userId,
    inspectorName: caller.fullname,
    updatedAt: now,
  };
  const id = existing?.id ?? newId();
  const update = () =>
    db
      .updateTable('dormInspectionScore')
      .set(values)
      .where('roundId', '=', round.id)
      .where('roomId', '=', room.id)
      .where('studentId', '=', studentId)
      .execute();
  if (existing) await update();
  else
    try {
      await db
        .insertInto('dormInspectionScore')
        .values({
          ...values,
          id,
          tenantId: caller.tenantId,
          roundId: round.id,
          roomId: room.id,
          studentId,
          createdAt: now,
        })
        .execute();
    } catch (error) {
      // Two inspectors entered the room at once: the later one's score stands.
      if (!isUniqueViolation(error)) throw error;
      await update();
    }
  const saved = await db
    .selectFrom('dormInspectionScore')
    .selectAll()
    .where('roundId', '=', round.id)
    .where('roomId', '=', room.id)
    .where('studentId', '=', studentId)
    .executeTakeFirstOrThrow();
  await holdAttachments(
    db,
    { type: HOLDER, id: saved.id },
    photos.map((p) => p.id),
  );
  return scoreOf(saved);
}

const HOLDER = 'dorm_inspection';
const PHOTOS = N('照片', '照片', 'Photos', '写真');

/**
 * The photos a score keeps: the inspector's own uploads and those the score already held; any
 * other id is refused naming the field (a stranger's file is never lent by naming it).
 */
async function keptPhotos(
  db: Db,
  caller: AuthContext,
  photos: readonly AttachmentRef[] | undefined,
  stored: string | null,
): Promise<AttachmentRef[]> {
  if (!photos?.length) return [];
  const held = new Set(stored ? (JSON.parse(stored) as AttachmentRef[]).map((p) => p.id) : []);
  const allowed = await mayAttach(
    db,
    caller.tenantId,
    caller.userId,
    photos.map((p) => p.id),
    held,
  );
  if (photos.some((p) => !allowed.has(p.id)))
    throw new AppError(ModuleState.FORM_DATA_INVALID, {
      fields: [{ field: 'photos', message: 'validation.format', params: {}, label: PHOTOS }],
    });
  return photos.map(({ id, name, size, type }) => ({ id, name, size, type }));
}

/**
 * Who may read a score, and so its photos: the group's staff (who read every sheet), and once the
 * round is published the student scored or, for a room's score, the students sleeping in that room.
 */
export async function mayReadScore(db: Db, caller: AuthContext, scoreId: string): Promise<boolean> {
  const row = await db
    .selectFrom('dormInspectionScore as s')
    .innerJoin('dormInspectionRound as r', 'r.id', 's.roundId')
    .select(['s.roomId', 's.studentId', 'r.state'])
    .where('s.tenantId', '=', caller.tenantId)
    .where('s.id', '=', scoreId)
    .executeTakeFirst();
  if (!row) return false;
  if (mayReviewGroup(SSGL, caller)) return true;
  if (row.state !== 'published') return false;
  if (row.studentId) return row.studentId === caller.userId;
  const bed = await beds.bedOfStudent(db, caller.tenantId, caller.userId);
  return bed?.roomId === row.roomId;
}

registerHolderRule(HOLDER, mayReadScore);
