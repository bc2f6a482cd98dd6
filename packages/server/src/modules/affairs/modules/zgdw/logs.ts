import { ModuleState } from '@campus/contract';
import type { LogCategory, WorkLog, WorkLogInput, WorkLogView } from '@campus/contract/affairs/zgdw';
import type { Kysely } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { counsellorsInCharge } from '../../counsellors.js';
import { isCounsellor, isSupervisor } from './group.js';
import { refuse } from './refusals.js';

/**
 * Counsellors' work logs (工作记录): a counsellor writes their own; the college's staff read their
 * college's counsellors', the office everyone's. Not confidential (talks are, talks.ts).
 */
type Db = Kysely<DB>;

async function authors(db: Db, caller: AuthContext) {
  const own = isCounsellor(caller) ? [{ id: caller.userId, name: caller.fullname }] : [];
  if (!isSupervisor(caller)) return own;
  const lines = await counsellorsInCharge(
    db,
    caller.tenantId,
    await studentsInCharge(db, caller.tenantId, caller),
  );
  return [
    ...own,
    ...lines
      .filter((l) => l.counsellorId !== caller.userId)
      .map((l) => ({ id: l.counsellorId, name: l.counsellorName })),
  ];
}

export async function logView(db: Db, caller: AuthContext, authorId?: string): Promise<WorkLogView> {
  if (!isCounsellor(caller) && !isSupervisor(caller)) throw refuse('notTeam');
  const readable = await authors(db, caller);
  const shown = authorId ? readable.find((a) => a.id === authorId) : readable[0];
  if (authorId && !shown) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const logs = shown
    ? await db
        .selectFrom('workLog')
        .selectAll()
        .where('tenantId', '=', caller.tenantId)
        .where('authorId', '=', shown.id)
        .orderBy('date', 'desc')
        .orderBy('createdAt', 'desc')
        .limit(100)
        .execute()
    : [];
  return {
    authors: readable,
    authorId: shown?.id ?? null,
    mayWrite: isCounsellor(caller),
    logs: logs.map((l) => ({
      id: l.id,
      authorId: l.authorId,
      authorName: l.authorName,
      category: l.category as LogCategory,
      date: l.date,
      content: l.content,
      students: l.students,
    })),
  };
}

export async function writeLog(db: Db, caller: AuthContext, input: WorkLogInput): Promise<WorkLog> {
  if (!isCounsellor(caller)) throw refuse('notCounsellor');
  if (input.date > schoolDate(Date.now())) throw refuse('futureDay', {}, 'date');
  const row = {
    id: newId(),
    tenantId: caller.tenantId,
    authorId: caller.userId,
    authorName: caller.fullname,
    category: input.category,
    date: input.date,
    content: input.content.trim(),
    students: input.students,
    createdAt: Date.now(),
  };
  await db.insertInto('workLog').values(row).execute();
  const { tenantId: _t, createdAt: _c, ...log } = row;
  return log;
}
