import { ModuleState } from '@campus/contract';
import {
  ASSESSMENT_ITEM_KEYS,
  MIN_RATINGS_SHOWN,
  type AssessedTeacher,
  type AssessmentItem,
  type AssessmentRateInput,
  type AssessmentResults,
  type AssessmentRoundInput,
  type AssessmentRoundRef,
  type AssessmentTask,
} from '@campus/contract/affairs/szgz';
import type { Kysely, Selectable } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import { memberProfile } from '../../../../core/org/profile.js';
import { usersWithDuty } from '../../../../core/org/people.js';
import type { DB } from '../../../../db/schema.js';
import type { AssessmentRoundTable } from './tables.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { counsellorsInCharge } from '../../counsellors.js';
import * as repo from './assessment-repo.js';
import { isManager, isStaff } from './group.js';
import { refuse } from './refusals.js';

/**
 * The teacher assessment (学生测评): in a round's window each student rates the counsellor of
 * their class and its teachers (MODULES §16) on the set items, in one submission, once (a repeated
 * submission adds nothing). The rating is added to
 * running sums and the student is only noted as having rated, so nobody (no route, no export, no
 * reading of the tables) can tell who rated what; the college and the office read averages per
 * item and counts, shown once MIN_RATINGS_SHOWN students have rated.
 */
type Db = Kysely<DB>;

const ref = (row: Selectable<AssessmentRoundTable>, today: string): AssessmentRoundRef => ({
  id: row.id,
  title: row.title,
  opensOn: row.opensOn,
  closesOn: row.closesOn,
  state: today < row.opensOn ? 'upcoming' : today > row.closesOn ? 'closed' : 'open',
});

/** Whom the student rates: the counsellor of their class and its teachers (the counsellor once). */
async function assessedOf(db: Db, caller: AuthContext) {
  const profile = await memberProfile(db, caller.tenantId, caller.userId);
  if (!profile?.classId) return { counsellor: null, teachers: [] };
  const [[counsellor], teachers] = await Promise.all([
    usersWithDuty(db, caller.tenantId, profile.classId, 'counsellor'),
    usersWithDuty(db, caller.tenantId, profile.classId, 'teacher'),
  ]);
  return {
    counsellor: counsellor ?? null,
    teachers: teachers
      .filter((t) => t.id !== counsellor?.id)
      .map((t): AssessedTeacher => ({ teacherId: t.id, name: t.name })),
  };
}

export async function tasks(db: Db, caller: AuthContext): Promise<AssessmentTask[]> {
  if (caller.kind !== 'student') throw refuse('notStudent');
  const today = schoolDate(Date.now());
  const [rounds, voted, { counsellor, teachers }] = await Promise.all([
    repo.rounds(db, caller.tenantId),
    repo.votedRounds(db, caller.tenantId, caller.userId),
    assessedOf(db, caller),
  ]);
  return rounds.map((r) => ({
    round: ref(r, today),
    counsellorName: counsellor?.name ?? null,
    teachers,
    rated: voted.has(r.id),
  }));
}

export async function rate(db: Db, caller: AuthContext, input: AssessmentRateInput): Promise<AssessmentTask> {
  if (caller.kind !== 'student') throw refuse('notStudent');
  const today = schoolDate(Date.now());
  const round = await repo.roundById(db, caller.tenantId, input.roundId);
  if (!round) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const { counsellor, teachers } = await assessedOf(db, caller);
  if (!counsellor) throw refuse('noCounsellor', {}, 'roundId');
  const ours = new Set(teachers.map((t) => t.teacherId));
  const stranger = input.teacherScores.find((s) => !ours.has(s.teacherId));
  if (stranger) throw refuse('notYourTeacher', {}, 'teacherScores');
  const voted = await repo.votedRounds(db, caller.tenantId, caller.userId);
  if (!voted.has(round.id)) {
    if (ref(round, today).state !== 'open') throw refuse('roundClosed', {}, 'roundId');
    await db.transaction().execute(async (trx) => {
      if (await repo.addVoter(trx, caller.tenantId, round.id, caller.userId)) {
        await repo.addScores(trx, caller.tenantId, round.id, counsellor.id, input.scores);
        // A teacher rated twice in one submission counts once.
        const once = new Map(input.teacherScores.map((s) => [s.teacherId, s.scores]));
        for (const [teacherId, scores] of once)
          await repo.addScores(trx, caller.tenantId, round.id, teacherId, scores);
      }
    });
  }
  return { round: ref(round, today), counsellorName: counsellor.name, teachers, rated: true };
}

export async function results(db: Db, caller: AuthContext, roundId?: string): Promise<AssessmentResults> {
  if (!isStaff(caller) || caller.roles.every((r) => r === 'counsellor')) throw refuse('notStaff');
  const today = schoolDate(Date.now());
  const rounds = await repo.rounds(db, caller.tenantId);
  const shown = roundId ? rounds.find((r) => r.id === roundId) : rounds[0];
  if (roundId && !shown) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  if (!shown) return { rounds: [], roundId: null, lines: [] };
  const charge = await studentsInCharge(db, caller.tenantId, caller);
  const [counsellors, teachers, scores] = await Promise.all([
    counsellorsInCharge(db, caller.tenantId, charge),
    counsellorsInCharge(db, caller.tenantId, charge, 'teacher'),
    repo.scoresOf(db, caller.tenantId, shown.id),
  ]);
  const counselling = new Set(counsellors.map((c) => c.counsellorId));
  const rated = [
    ...counsellors.map((c) => ({ ...c, role: 'counsellor' as const })),
    // A counsellor who also teaches is rated (and listed) once, as the counsellor.
    ...teachers
      .filter((c) => !counselling.has(c.counsellorId))
      .map((c) => ({ ...c, role: 'teacher' as const })),
  ];
  const lines = rated.map((c) => {
    const mine = scores.filter((s) => s.counsellorId === c.counsellorId);
    const ratings = mine[0]?.ratings ?? 0;
    const averages =
      ratings >= MIN_RATINGS_SHOWN
        ? (Object.fromEntries(
            ASSESSMENT_ITEM_KEYS.map((item) => {
              const row = mine.find((s) => s.item === item);
              return [item, row ? Math.round((row.total / row.ratings) * 100) / 100 : 0];
            }),
          ) as Record<AssessmentItem, number>)
        : null;
    const values = averages ? Object.values(averages) : [];
    return {
      role: c.role,
      counsellorId: c.counsellorId,
      counsellorName: c.counsellorName,
      collegeName: c.collegeName,
      ratings,
      students: c.students,
      averages,
      overall: averages ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : null,
    };
  });
  return { rounds: rounds.map((r) => ref(r, today)), roundId: shown.id, lines };
}

export async function openRound(
  db: Db,
  caller: AuthContext,
  input: AssessmentRoundInput,
): Promise<AssessmentRoundRef> {
  if (!isManager(caller)) throw refuse('notOffice');
  if (input.closesOn < input.opensOn) throw refuse('closesBeforeOpens', {}, 'closesOn');
  const row = {
    id: newId(),
    tenantId: caller.tenantId,
    ...input,
    title: input.title.trim(),
    createdAt: Date.now(),
  };
  await db.insertInto('assessmentRound').values(row).execute();
  return ref(row, schoolDate(Date.now()));
}
