import { HttpState, type LocalizedText } from '@campus/contract';
import type {
  RolloverClass,
  RolloverPreview,
  RolloverRequest,
  RolloverResult,
} from '@campus/contract/api/admin/lifecycle';
import type { Kysely } from 'kysely';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { recordChange } from '../../../core/change-log/record.js';
import { lockName } from '../../../db/lock.js';
import type { DB } from '../../../db/schema.js';
import { AppError, type MessageParams } from '../../../http/errors.js';
import { schoolDate } from '../../../lib/school-date.js';
import * as repo from './repo.js';
import * as years from './rollover-repo.js';

/**
 * The yearly rollover (issue 28): one guided action. The preview says which classes graduate,
 * which advance (their year of study follows from their cohort year and the school's year, so
 * nothing about them is rewritten), the new cohort's classes, every class's counsellors after the
 * changes asked for, and what is missing. Confirming does it all in one transaction, each change
 * in the change log; confirming it again finds nothing left to do.
 */
type Db = Kysely<DB>;
type Words = Exclude<LocalizedText, string>;

const DAY_MS = 24 * 3600 * 1000;
const FIELD_WORDS: Record<'schoolYear' | 'counsellors', Words> = {
  schoolYear: { 'zh-CN': '学年', 'zh-TW': '學年', 'en-US': 'School year', 'ja-JP': '年度' },
  counsellors: {
    'zh-CN': '班级辅导员',
    'zh-TW': '班級輔導員',
    'en-US': 'Class counsellors',
    'ja-JP': 'クラスのカウンセラー',
  },
};

function refuse(
  field: keyof typeof FIELD_WORDS,
  message: 'validation.min' | 'validation.max' | 'validation.oneOf',
  params: MessageParams = {},
): never {
  throw new AppError(HttpState.BAD_REQUEST, {
    fields: [{ field, label: FIELD_WORDS[field], message, params }],
  });
}

/** The school year a moment falls in by the calendar: it starts in September. */
export function calendarSchoolYear(now: number): number {
  const date = schoolDate(now);
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 9 ? year : year - 1;
}

const cohortYear = (grade: string | null) => (grade && /^\d{4}$/.test(grade) ? Number(grade) : null);

interface Plan {
  preview: RolloverPreview;
  /** Classes whose students with no recorded years graduate (their cohort year is early enough). */
  graduatingClassIds: string[];
  /** The counsellor changes that change something: class, its label, before and after. */
  changes: { classId: string; label: string; before: string[]; after: { id: string; name: string }[] }[];
  recordedYear: number | null;
}

/** What rolling into the year would do; refuses a year other than the school's or the next. */
async function plan(db: Db, tenantId: string, input: RolloverRequest, now: number): Promise<Plan> {
  const year = Number(input.schoolYear);
  const recordedYear = await years.schoolYearOf(db, tenantId);
  const current = recordedYear ?? calendarSchoolYear(now);
  if (year < current) refuse('schoolYear', 'validation.min', { min: current });
  if (year > current + 1) refuse('schoolYear', 'validation.max', { max: current + 1 });

  const classes = (await years.gradedClasses(db, tenantId))
    .map((c) => ({ ...c, cohort: cohortYear(c.grade) }))
    .filter((c): c is typeof c & { cohort: number; grade: string } => c.cohort !== null);
  const known = new Map(classes.map((c) => [c.id, c]));
  const counsellors = await years.counsellorsOfClasses(db, tenantId, [...known.keys()]);
  const holders = new Map<string, { id: string; name: string }[]>();
  for (const c of counsellors)
    holders.set(c.classId, [...(holders.get(c.classId) ?? []), { id: c.id, name: c.name }]);

  // The changes asked for, the last one per class standing; every class and person the school's.
  const asked = new Map<string, string[]>();
  for (const change of input.counsellors ?? []) {
    if (!known.has(change.classId)) refuse('counsellors', 'validation.oneOf');
    asked.set(change.classId, [...new Set(change.userIds)]);
  }
  const wanted = [...new Set([...asked.values()].flat())];
  const staff = new Map((await years.staffByIds(db, tenantId, wanted)).map((s) => [s.id, s]));
  if (wanted.some((id) => !staff.has(id))) refuse('counsellors', 'validation.oneOf');
  const changes: Plan['changes'] = [];
  for (const [classId, userIds] of asked) {
    const before = holders.get(classId) ?? [];
    const same = before.length === userIds.length && before.every((b) => userIds.includes(b.id));
    if (same) continue;
    const klass = known.get(classId)!;
    const after = userIds.map((id) => staff.get(id)!);
    changes.push({
      classId,
      label: `${klass.name} (${klass.code})`,
      before: before.map((b) => b.name),
      after,
    });
    holders.set(classId, after);
  }

  const tally = new Map<string, { graduating: number; staying: number; members: number }>();
  for (const group of await years.studentGroups(db, tenantId)) {
    const klass = known.get(group.classId);
    if (!klass) continue;
    const entry = tally.get(group.classId) ?? { graduating: 0, staying: 0, members: 0 };
    entry.members += group.count;
    if (group.studyStatus === 'enrolled') {
      const graduation =
        group.graduationYear ?? (group.enrolmentYear ?? klass.cohort) + years.PROGRAMME_YEARS;
      if (graduation <= year) entry.graduating += group.count;
      else entry.staying += group.count;
    }
    tally.set(group.classId, entry);
  }

  // A graduating class's year is the one it finishes; the others', the one they start.
  const row = (klass: (typeof classes)[number], students: number, finishing = false): RolloverClass => ({
    id: klass.id,
    code: klass.code,
    name: klass.name,
    grade: klass.grade,
    yearOfStudy: year - klass.cohort + (finishing ? 0 : 1),
    students,
    counsellors: holders.get(klass.id) ?? [],
    changed: changes.some((c) => c.classId === klass.id),
  });
  const graduating: RolloverClass[] = [];
  const advancing: RolloverClass[] = [];
  const newClasses: RolloverClass[] = [];
  for (const klass of classes) {
    const counts = tally.get(klass.id) ?? { graduating: 0, staying: 0, members: 0 };
    if (counts.graduating > 0) graduating.push(row(klass, counts.graduating, true));
    if (klass.cohort === year) newClasses.push(row(klass, counts.staying));
    else if (klass.cohort < year) {
      // An empty class of a cohort still studying advances; a graduated cohort's class is archived.
      const stillStudying = klass.cohort + years.PROGRAMME_YEARS > year;
      if (counts.staying > 0 || (counts.members === 0 && stillStudying))
        advancing.push(row(klass, counts.staying));
    }
  }

  const newCohortStudents = await years.cohortSize(db, tenantId, year);
  const warnings: RolloverPreview['warnings'] = [
    ...advancing
      .filter((c) => c.counsellors.length === 0)
      .map((c) => ({ kind: 'noCounsellor' as const, classId: c.id, className: c.name })),
    ...(newCohortStudents === 0
      ? [{ kind: 'newCohortMissing' as const, classId: null, className: null }]
      : []),
    ...newClasses
      .filter((c) => c.counsellors.length === 0)
      .map((c) => ({ kind: 'newClassNoCounsellor' as const, classId: c.id, className: c.name })),
  ];
  return {
    preview: {
      fromYear: current,
      schoolYear: year,
      applied: recordedYear === year,
      graduating,
      advancing,
      newClasses,
      newCohortStudents,
      warnings,
    },
    graduatingClassIds: classes.filter((c) => c.cohort + years.PROGRAMME_YEARS <= year).map((c) => c.id),
    changes,
    recordedYear,
  };
}

export function createRollover(db: Db) {
  return {
    preview: async (tenantId: string, input: RolloverRequest) =>
      (await plan(db, tenantId, input, Date.now())).preview,

    staff: (tenantId: string, keyword: string) => years.findStaff(db, tenantId, keyword),

    /** Applies the plan in one transaction; two confirmations at once take turns (the lock). */
    async confirm(change: ChangeContext, input: RolloverRequest): Promise<RolloverResult> {
      const { tenantId } = change;
      const now = Date.now();
      const accessEndsAt = now + (await repo.graceDays(db, tenantId)) * DAY_MS;
      return db.transaction().execute(async (trx) => {
        await lockName(trx, `lifecycle.rollover:${tenantId}`);
        const planned = await plan(trx, tenantId, input, now);
        const year = planned.preview.schoolYear;
        const graduates = await years.graduatingStudents(
          trx,
          tenantId,
          year,
          planned.preview.graduating.map((c) => c.id),
          planned.graduatingClassIds,
        );
        for (let i = 0; i < graduates.length; i += 500) {
          const part = graduates.slice(i, i + 500).map((g) => g.userId);
          await repo.setStudyStatus(trx, tenantId, part, 'graduated', accessEndsAt);
        }
        for (const graduate of graduates)
          await recordChange(trx, change, {
            kind: 'student',
            objectId: graduate.userId,
            label: `${graduate.fullname} (${graduate.number})`,
            action: 'update',
            before: { studyStatus: 'enrolled', accessEndsAt: null },
            after: { studyStatus: 'graduated', accessEndsAt, schoolYear: year },
          });
        for (const c of planned.changes) {
          await years.setCounsellors(
            trx,
            tenantId,
            c.classId,
            c.after.map((p) => p.id),
          );
          await recordChange(trx, change, {
            kind: 'role',
            objectId: `${c.classId}.counsellor`,
            label: c.label,
            action: 'update',
            before: { counsellor: c.before },
            after: { counsellor: c.after.map((p) => p.name) },
          });
        }
        if (planned.recordedYear !== year) {
          await years.setSchoolYear(trx, tenantId, year);
          await recordChange(trx, change, {
            kind: 'setting',
            objectId: tenantId,
            label: 'schoolYear',
            action: 'update',
            before: { schoolYear: planned.recordedYear },
            after: { schoolYear: year },
          });
        }
        return {
          schoolYear: year,
          graduated: graduates.length,
          counsellorsChanged: planned.changes.length,
          accessEndsAt,
        };
      });
    },
  };
}
