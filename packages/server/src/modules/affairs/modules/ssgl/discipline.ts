import { DEFAULT_LANGUAGE, ModuleState, SecurityState, type FormValues } from '@campus/contract';
import {
  DISCIPLINE_CATEGORIES,
  type DisciplineGroup,
  type DisciplineInput,
  type DisciplineRecord,
} from '@campus/contract/affairs/ssgl';
import type { Kysely } from 'kysely';
import {
  attachmentIdsIn,
  holdAttachments,
  registerHolderRule,
} from '../../../../core/attachments/holders.js';
import { postMessages } from '../../../../core/messages/post.js';
import { inCharge, studentsInCharge, type Charge } from '../../../../core/org/charge.js';
import { memberProfile } from '../../../../core/org/profile.js';
import { relatedPeople } from '../../../../core/org/relations.js';
import { keywordFilter } from '../../../../db/like.js';
import type { DB } from '../../../../db/schema.js';
import { applyFormData } from '../../../../engine/forms.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { mayManage, mayReviewGroup, requireGroupReviewer } from '../../audience.js';
import { disciplineForm, RECORDING } from './checks-form.js';
import { SSGL } from './group.js';
import { refuse } from './refusals.js';
import { pickRow, rowWhere } from '../../row-where.js';
import type { QueryRow } from '../../query-row.js';

/**
 * Dormitory discipline records (违纪登记, MODULES-RESEARCH §3.3): the dormitory office or a
 * counsellor records what was found in a room, naming students of that room; the students and
 * their counsellors are told by an inner message. Staff read the records of students in their
 * charge; the recorder and the office may correct one (a stale version is refused).
 */
type Db = Kysely<DB>;

const groupOf = (category: string): DisciplineGroup | null =>
  (Object.entries(DISCIPLINE_CATEGORIES).find(([, list]) =>
    (list as readonly string[]).includes(category),
  )?.[0] as DisciplineGroup | undefined) ?? null;

/** "yyyy-MM-dd HH:mm" in China time as epoch ms. */
export const chinaTime = (value: string) =>
  Date.parse(`${value.slice(0, 10)}T${value.length > 10 ? value.slice(11, 16) : '00:00'}:00+08:00`);

export const mayRecord = (caller: AuthContext) =>
  mayManage(SSGL, caller) || caller.roles.includes('counsellor');

const charge = (db: Db, caller: AuthContext) =>
  studentsInCharge(db, caller.tenantId, caller, SSGL.seesAllStudents);

function recordQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('dormDiscipline as d')
    .innerJoin('dormRoom as r', 'r.id', 'd.roomId')
    .innerJoin('dormBuilding as g', 'g.id', 'r.buildingId')
    .selectAll('d')
    .select(['r.number as roomNumber', 'r.buildingId', 'g.name as buildingName'])
    .where('d.tenantId', '=', tenantId);
}

type Row = QueryRow<typeof recordQuery>;

async function toRecords(
  db: Db,
  tenantId: string,
  rows: Row[],
  caller: AuthContext,
): Promise<DisciplineRecord[]> {
  if (rows.length === 0) return [];
  const students = await db
    .selectFrom('dormDisciplineStudent as s')
    .innerJoin('appUser as u', 'u.id', 's.studentId')
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.userId', '=', 's.studentId').on('m.tenantId', '=', tenantId),
    )
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['s.disciplineId', 'u.id', 'u.fullname', 'm.number', 'o.name as className'])
    .where(
      's.disciplineId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('m.number')
    .execute();
  const manager = mayManage(SSGL, caller);
  return rows.map((row) => {
    const values = JSON.parse(row.data) as Record<string, unknown>;
    return {
      id: row.id,
      version: row.version,
      room: { id: row.roomId, buildingId: row.buildingId, label: `${row.buildingName} ${row.roomNumber}` },
      students: students
        .filter((s) => s.disciplineId === row.id)
        .map((s) => ({ id: s.id, name: s.fullname, number: s.number, className: s.className })),
      occurredAt: row.occurredAt,
      category: row.category,
      group: groupOf(row.category),
      action: row.action,
      facts: row.facts,
      values,
      recorder: { id: row.recorderId, name: row.recorderName },
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      editable: manager || row.recorderId === caller.userId,
    };
  });
}

/** Records naming any student in the charge (or the given student), newest first. */
export async function disciplineList(
  db: Db,
  caller: AuthContext,
  filter: { q?: string; roomId?: string; studentId?: string; charge?: Charge },
): Promise<DisciplineRecord[]> {
  const scope = filter.charge ?? (await charge(db, caller));
  let query = recordQuery(db, caller.tenantId).where((eb) =>
    eb.exists(
      eb
        .selectFrom('dormDisciplineStudent as s')
        .innerJoin('tenantMember as m', (join) =>
          join.onRef('m.userId', '=', 's.studentId').on('m.tenantId', '=', caller.tenantId),
        )
        .innerJoin('appUser as u', 'u.id', 's.studentId')
        .innerJoin('org as o', 'o.id', 'm.orgId')
        .select('s.studentId')
        .whereRef('s.disciplineId', '=', 'd.id')
        .where(inCharge(scope, 'o.path'))
        .$if(!!filter.studentId, (q) => q.where('s.studentId', '=', filter.studentId!))
        .$if(!!filter.q, (q) => q.where((w) => keywordFilter(w, ['u.fullname', 'm.number'], filter.q!))),
    ),
  );
  if (filter.roomId) query = query.where('d.roomId', '=', filter.roomId);
  const rows = await query.orderBy('d.occurredAt', 'desc').limit(100).execute();
  return toRecords(db, caller.tenantId, rows, caller);
}

export async function disciplineOne(db: Db, caller: AuthContext, id: string): Promise<DisciplineRecord> {
  requireGroupReviewer(SSGL, caller);
  const row = await recordQuery(db, caller.tenantId).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const [record] = await toRecords(db, caller.tenantId, [row], caller);
  const scope = await charge(db, caller);
  if (
    !scope.all &&
    !(await disciplineList(db, caller, { roomId: row.roomId, charge: scope })).some((r) => r.id === id)
  )
    throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  return record!;
}

const refuseField = (
  field: string,
  message: 'validation.dateMax' | 'validation.oneOf' | 'validation.required',
  params = {},
) =>
  new AppError(ModuleState.FORM_DATA_INVALID, {
    fields: [
      { field, message, params, label: disciplineForm().fields.find((f) => f.key === field)?.label ?? field },
    ],
  });

const CATEGORY_NAMES: Record<string, string> = Object.fromEntries(
  (
    disciplineForm().fields.find((f) => f.key === 'category') as {
      options: { value: string; label: Record<string, string> }[];
    }
  ).options.map((o) => [o.value, o.label[DEFAULT_LANGUAGE] ?? o.value]),
);

export async function saveDiscipline(
  db: Db,
  caller: AuthContext,
  input: DisciplineInput,
): Promise<DisciplineRecord> {
  if (!mayRecord(caller)) throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.manageNotAllowed' });
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const existing = input.id
      ? await rowWhere(trx, 'dormDiscipline', { tenantId: caller.tenantId, id: input.id })
      : undefined;
    if (input.id && !existing) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
    if (existing && existing.recorderId !== caller.userId && !mayManage(SSGL, caller))
      throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.manageNotAllowed' });
    if (existing && existing.version !== input.version) refuse('stale', {}, ModuleState.AFFAIR_BATCH_STALE);

    const room = await pickRow(trx, 'dormRoom', ['id'], { tenantId: caller.tenantId, id: input.roomId });
    if (!room) throw refuseField('roomId', 'validation.oneOf');
    const scope = await charge(trx, caller);
    const occupants = await trx
      .selectFrom('dormBed as b')
      .innerJoin('tenantMember as m', (join) =>
        join.onRef('m.userId', '=', 'b.studentId').on('m.tenantId', '=', caller.tenantId),
      )
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .select('b.studentId')
      .where('b.roomId', '=', room.id)
      .where(inCharge(scope, 'o.path'))
      .execute();
    const allowed = new Set(occupants.map((o) => o.studentId));
    // Students named before stay nameable when a record is corrected after they moved.
    const before = existing
      ? (
          await trx
            .selectFrom('dormDisciplineStudent')
            .select('studentId')
            .where('disciplineId', '=', existing.id)
            .execute()
        ).map((s) => s.studentId)
      : [];
    const students = [...new Set(input.studentIds)];
    if (students.length === 0 || students.some((s) => !allowed.has(s) && !before.includes(s)))
      throw refuseField('studentIds', 'validation.oneOf');

    const values: FormValues = await applyFormData(
      trx,
      caller.tenantId,
      disciplineForm(),
      RECORDING,
      existing ? (JSON.parse(existing.data) as FormValues) : {},
      input.values,
      { checkRequired: true, now, writerId: caller.userId },
    );
    const occurredAt = chinaTime(String(values.occurredAt));
    if (occurredAt > now + 5 * 60_000)
      throw refuseField('occurredAt', 'validation.dateMax', { max: schoolDate(now) });
    const row = {
      roomId: room.id,
      occurredAt,
      category: String(values.category),
      action: String(values.action),
      facts: String(values.facts),
      data: JSON.stringify(values),
      updatedAt: now,
    };
    const recordId = existing?.id ?? newId();
    if (existing) {
      await trx
        .updateTable('dormDiscipline')
        .set({ ...row, version: existing.version + 1 })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom('dormDisciplineStudent').where('disciplineId', '=', existing.id).execute();
    } else {
      await trx
        .insertInto('dormDiscipline')
        .values({
          ...row,
          id: recordId,
          tenantId: caller.tenantId,
          recorderId: caller.userId,
          recorderName: caller.fullname,
          version: 1,
          createdAt: now,
        })
        .execute();
    }
    await trx
      .insertInto('dormDisciplineStudent')
      .values(students.map((studentId) => ({ disciplineId: recordId, tenantId: caller.tenantId, studentId })))
      .execute();
    await holdAttachments(trx, { type: HOLDER, id: recordId }, attachmentIdsIn(values));
    if (!existing) await tell(trx, caller, students, row, now);
    return recordId;
  });
  const saved = await recordQuery(db, caller.tenantId).where('d.id', '=', id).executeTakeFirstOrThrow();
  return (await toRecords(db, caller.tenantId, [saved], caller))[0]!;
}

const HOLDER = 'dorm_discipline';

/** Who may read a record, and so its photos: the staff who may open it, and the students it names. */
async function mayReadRecord(db: Db, caller: AuthContext, id: string): Promise<boolean> {
  const named = await pickRow(db, 'dormDisciplineStudent', ['studentId'], {
    tenantId: caller.tenantId,
    disciplineId: id,
    studentId: caller.userId,
  });
  if (named) return true;
  if (!mayReviewGroup(SSGL, caller)) return false;
  return disciplineOne(db, caller, id).then(
    () => true,
    () => false,
  );
}

registerHolderRule(HOLDER, mayReadRecord);

/** The students and their counsellors hear of a new record (in the school's language). */
async function tell(
  db: Db,
  caller: AuthContext,
  students: readonly string[],
  row: { category: string; facts: string; occurredAt: number },
  now: number,
) {
  const counsellors = new Set<string>();
  const names: string[] = [];
  for (const id of students) {
    const profile = await memberProfile(db, caller.tenantId, id);
    if (!profile) continue;
    names.push(profile.name);
    for (const person of await relatedPeople(db, caller.tenantId, profile, 'counsellor'))
      counsellors.add(person.id);
  }
  const category = CATEGORY_NAMES[row.category] ?? row.category;
  const when = new Date(row.occurredAt + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
  await postMessages(db, {
    tenantId: caller.tenantId,
    subject: `宿舍违纪登记：${names.join('、')}（${category}）`,
    content: `${when}，${names.join('、')}：${category}。${row.facts}（登记人：${caller.fullname}）`,
    messageType: 'normal',
    sender: { id: caller.userId, name: caller.fullname },
    receiverIds: [...students, ...counsellors],
    bizType: null,
    bizId: null,
    now,
  });
}
