import { ModuleState } from '@campus/contract';
import {
  ACHIEVEMENT_CATEGORIES,
  TRAINING_CATEGORIES,
  type RecordStatus,
  type StaffRecord,
  type StaffRecordDecision,
  type StaffRecordInput,
} from '@campus/contract/affairs/zgdw';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { StaffRecordTable } from './tables.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { isManager, isTeamMember } from './group.js';
import { refuse } from './refusals.js';

/**
 * Staff training and achievements (培训与成果): a member of the student-affairs team records a
 * training (with hours) or an achievement; the office approves it (counted in the annual
 * assessment) or returns it with a reason. One decision per record (a conditional update).
 */
type Db = Kysely<DB>;

const toRecord = (r: Selectable<StaffRecordTable>): StaffRecord => ({
  id: r.id,
  ownerName: r.ownerName,
  kind: r.kind as StaffRecord['kind'],
  category: r.category as StaffRecord['category'],
  title: r.title,
  organiser: r.organiser,
  date: r.date,
  hours: r.hours,
  level: r.level as StaffRecord['level'],
  status: r.status as RecordStatus,
  reviewerName: r.reviewerName,
  reviewNote: r.reviewNote,
});

const records = (db: Db, tenantId: string) =>
  db
    .selectFrom('staffRecord')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc');

export async function myRecords(db: Db, caller: AuthContext): Promise<StaffRecord[]> {
  if (!isTeamMember(caller)) throw refuse('notTeam');
  return (await records(db, caller.tenantId).where('ownerId', '=', caller.userId).execute()).map(toRecord);
}

export async function addRecord(db: Db, caller: AuthContext, input: StaffRecordInput): Promise<StaffRecord> {
  if (!isTeamMember(caller)) throw refuse('notTeam');
  const categories = input.kind === 'training' ? TRAINING_CATEGORIES : ACHIEVEMENT_CATEGORIES;
  if (!(input.category in categories)) throw refuse('wrongCategory', {}, 'category');
  if (input.kind === 'training' && (input.hours < 1 || input.hours > 200))
    throw refuse('hoursForTraining', {}, 'hours');
  if (input.date > schoolDate(Date.now())) throw refuse('futureDay', {}, 'date');
  const row = {
    id: newId(),
    tenantId: caller.tenantId,
    ownerId: caller.userId,
    ownerName: caller.fullname,
    kind: input.kind,
    category: input.category,
    title: input.title.trim(),
    organiser: input.organiser.trim(),
    date: input.date,
    hours: input.kind === 'training' ? input.hours : 0,
    level: input.level,
    status: 'pending',
    reviewerName: null,
    reviewNote: null,
    reviewedAt: null,
    createdAt: Date.now(),
  };
  await db.insertInto('staffRecord').values(row).execute();
  return toRecord(row);
}

export async function reviewList(db: Db, caller: AuthContext, status: RecordStatus): Promise<StaffRecord[]> {
  if (!isManager(caller)) throw refuse('notOffice');
  return (await records(db, caller.tenantId).where('status', '=', status).limit(200).execute()).map(toRecord);
}

export async function decide(db: Db, caller: AuthContext, input: StaffRecordDecision): Promise<StaffRecord> {
  if (!isManager(caller)) throw refuse('notOffice');
  const note = input.note?.trim() || null;
  if (!input.approve && !note) throw refuse('noteToReturn', {}, 'note');
  const found = await records(db, caller.tenantId).where('id', '=', input.id).executeTakeFirst();
  if (!found) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const result = await db
    .updateTable('staffRecord')
    .set({
      status: input.approve ? 'approved' : 'rejected',
      reviewerName: caller.fullname,
      reviewNote: note,
      reviewedAt: Date.now(),
    })
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw refuse('decided', {}, 'id');
  return toRecord((await records(db, caller.tenantId).where('id', '=', input.id).executeTakeFirst())!);
}
