import { ModuleState } from '@campus/contract';
import type { RegisterEntry, RegisterInput, RegisterView } from '@campus/contract/affairs/jczy';
import type { Kysely } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { chargeClasses, dutyClasses, type ClassRow } from './classes.js';
import { refuse } from './refusals.js';
import * as repo from './register-repo.js';

/**
 * The class register (班级日志): the class monitor writes one entry a day (lessons, absences,
 * notes); the class's counsellor, its college's staff and the office read it and may comment.
 * Writing the same day again with the same figures is the same entry (a repeated submit); other
 * figures for a written day are refused (edit that entry, with its version, instead).
 */
type Db = Kysely<DB>;

const STAFF_ROLES: readonly string[] = ['counsellor', 'college_staff', 'office_staff'];

async function readable(db: Db, caller: AuthContext): Promise<{ own: ClassRow | null; staff: ClassRow[] }> {
  const [own] = await dutyClasses(db, caller.tenantId, caller.userId, 'head');
  const isStaff = caller.isTenantAdmin || caller.roles.some((r) => STAFF_ROLES.includes(r));
  const staff = isStaff
    ? await chargeClasses(db, caller.tenantId, await studentsInCharge(db, caller.tenantId, caller))
    : [];
  return { own: own ?? null, staff };
}

export async function registerView(db: Db, caller: AuthContext, classId?: string): Promise<RegisterView> {
  const { own, staff } = await readable(db, caller);
  const classes = [...(own ? [own] : []), ...staff.filter((c) => c.classId !== own?.classId)];
  const shown = classId ? classes.find((c) => c.classId === classId) : classes[0];
  if (classId && !shown) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const entries = shown ? await repo.entriesOf(db, caller.tenantId, shown.classId) : [];
  return {
    recording: own ? { classId: own.classId, className: own.className } : null,
    classes: classes.map((c) => ({ classId: c.classId, className: c.className })),
    classId: shown?.classId ?? null,
    mayComment: !!shown && staff.some((c) => c.classId === shown.classId),
    entries: entries.map((e) => repo.toEntry(e, shown!.className)),
  };
}

export async function saveRegister(
  db: Db,
  caller: AuthContext,
  input: RegisterInput,
): Promise<RegisterEntry> {
  const [own] = await dutyClasses(db, caller.tenantId, caller.userId, 'head');
  if (!own) throw refuse('notMonitor');
  const now = Date.now();
  if (input.date > schoolDate(now)) throw refuse('futureDay', {}, 'date');
  const notes = input.notes?.trim() ?? '';
  const same = (e: { lessons: number; absences: number; notes: string }) =>
    e.lessons === input.lessons && e.absences === input.absences && e.notes === notes;

  if (input.id) {
    const found = await repo.entryById(db, caller.tenantId, input.id);
    if (!found || found.classId !== own.classId || found.date !== input.date)
      throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
    if (!same(found)) {
      const version = input.version ?? found.version;
      const changed = await repo.updateEntry(db, caller.tenantId, found.id, version, {
        lessons: input.lessons,
        absences: input.absences,
        notes,
        updatedAt: now,
      });
      if (!changed) throw refuse('stale', {}, 'version');
    }
    return repo.toEntry((await repo.entryById(db, caller.tenantId, found.id))!, own.className);
  }

  const inserted = await repo.insertEntry(db, {
    id: newId(),
    tenantId: caller.tenantId,
    classId: own.classId,
    date: input.date,
    lessons: input.lessons,
    absences: input.absences,
    notes,
    recorderId: caller.userId,
    recorderName: caller.fullname,
    comment: null,
    commentBy: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  const entry = (await repo.entryOfDay(db, caller.tenantId, own.classId, input.date))!;
  if (!inserted && !same(entry)) throw refuse('dayRecorded', { date: input.date }, 'date');
  return repo.toEntry(entry, own.className);
}

export async function commentRegister(
  db: Db,
  caller: AuthContext,
  input: { id: string; comment: string },
): Promise<RegisterEntry> {
  const found = await repo.entryById(db, caller.tenantId, input.id);
  if (!found) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const { own, staff } = await readable(db, caller);
  const klass = staff.find((c) => c.classId === found.classId);
  if (!klass) {
    if (own?.classId === found.classId) throw refuse('notCommenter');
    throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  }
  const changed = await repo.updateEntry(db, caller.tenantId, found.id, found.version, {
    comment: input.comment.trim() || null,
    commentBy: input.comment.trim() ? caller.fullname : null,
    updatedAt: Date.now(),
  });
  if (!changed) throw refuse('stale', {}, 'comment');
  return repo.toEntry((await repo.entryById(db, caller.tenantId, found.id))!, klass.className);
}
