import { ModuleState } from '@campus/contract';
import type {
  Cohort,
  LifecycleSettings,
  LifecycleStudent,
  StatusChange,
  TaskMove,
} from '@campus/contract/api/admin/lifecycle';
import type { Kysely } from 'kysely';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { personLabel } from '../../../core/change-log/labels.js';
import { recordChange } from '../../../core/change-log/record.js';
import type { Person } from '../../../core/org/people.js';
import type { DB } from '../../../db/schema.js';
import type { StudyStatus } from '../../../db/tables/core.js';
import { runCommand } from '../../../engine/runtime/transaction.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import * as repo from './repo.js';
import { moveStep } from './step-move.js';

const DAY_MS = 24 * 3600 * 1000;

/** What each status step leads to, and from which study statuses it may be taken. */
const STEPS: Record<StatusChange['action'], { to: StudyStatus; from: readonly (StudyStatus | null)[] }> = {
  suspend: { to: 'suspended', from: ['enrolled'] },
  withdraw: { to: 'withdrawn', from: ['enrolled', 'suspended'] },
  reinstate: { to: 'enrolled', from: ['suspended', 'withdrawn', 'graduated'] },
};

/**
 * A student's place in the school over time (contract api/admin/lifecycle.ts). Every change is
 * one transaction with its change-log entries; nothing is deleted, the student's requests stay
 * theirs whatever happens.
 */
export function createLifecycleService(db: Kysely<DB>) {
  async function student(tenantId: string, userId: string): Promise<LifecycleStudent> {
    const found = await repo.studentById(db, tenantId, userId);
    if (!found) throw new AppError(ModuleState.USER_NOT_FOUND);
    return found;
  }

  /** Which of the student's open steps move to whom if they join the class. */
  async function plannedMoves(me: AuthContext, studentId: string, classId: string) {
    const current = await student(me.tenantId, studentId);
    const target = await repo.classById(db, me.tenantId, classId);
    if (!target) throw new AppError(ModuleState.ORG_NOT_FOUND);
    if (current.classId === target.id) return { current, target, to: undefined, steps: [] };
    const before = await repo.counsellorsOf(db, me.tenantId, current.classId);
    const after = await repo.counsellorsOf(db, me.tenantId, target.id);
    // A counsellor of both classes keeps what they hold.
    const leaving = before.filter((c) => !after.some((a) => a.id === c.id)).map((c) => c.id);
    const steps = await repo.openStepsWaitingOn(db, me.tenantId, studentId, leaving);
    const names = new Map(before.map((c) => [c.id, c.name]));
    const moves: TaskMove[] = steps.map((step) => ({
      taskId: step.id,
      subject: step.subject,
      step: step.step,
      from: step.assigneeName ?? leaving.map((id) => names.get(id)).join('、'),
      to: after[0]?.name ?? null,
    }));
    return { current, target, to: after[0], steps: moves };
  }

  return {
    findStudents: (me: AuthContext, keyword: string) => repo.findStudents(db, me.tenantId, keyword),
    classes: (me: AuthContext) => repo.classes(db, me.tenantId),

    classChangePreview: async (me: AuthContext, studentId: string, classId: string) =>
      (await plannedMoves(me, studentId, classId)).steps,

    /**
     * Moves the student to the class; their open steps waiting on the old class's counsellors go
     * to the new class's first counsellor through the engine's transfer (the task's history says
     * so). Joining the class they are in changes nothing.
     */
    async changeClass(
      me: AuthContext,
      change: ChangeContext,
      input: { studentId: string; classId: string; reason?: string },
    ) {
      const plan = await plannedMoves(me, input.studentId, input.classId);
      if (plan.current.classId === plan.target.id) return { student: plan.current, moved: [] };
      const to: Person | undefined = plan.to;
      const moved = to ? plan.steps : [];
      await runCommand(db, me, async (ctx) => {
        await repo.setClass(ctx.db, me.tenantId, input.studentId, plan.target.id);
        await recordChange(ctx.db, change, {
          kind: 'student',
          objectId: input.studentId,
          label: await personLabel(ctx.db, me.tenantId, input.studentId),
          action: 'update',
          before: { class: plan.current.className },
          after: { class: plan.target.name, ...(input.reason ? { reason: input.reason } : {}) },
        });
        for (const step of moved) await moveStep(ctx, step.taskId, to!, plan.target.name);
      });
      return { student: await student(me.tenantId, input.studentId), moved };
    },

    /** Suspends, withdraws or reinstates; taking a step the student already took changes nothing. */
    async changeStatus(me: AuthContext, change: ChangeContext, input: StatusChange) {
      const current = await student(me.tenantId, input.studentId);
      const step = STEPS[input.action];
      if (current.studyStatus === step.to) return current;
      if (!step.from.includes(current.studyStatus)) throw new AppError(ModuleState.STUDY_STATUS_CONFLICT);
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        await repo.setStudyStatus(trx, me.tenantId, [input.studentId], step.to, null);
        // Access ends at once: every session in this school, not only the next sign-in.
        if (step.to !== 'enrolled') await repo.revokeSessionsIn(trx, me.tenantId, input.studentId, now);
        await recordChange(trx, change, {
          kind: 'student',
          objectId: input.studentId,
          label: `${current.fullname} (${current.number})`,
          action: 'update',
          before: { studyStatus: current.studyStatus, accessEndsAt: current.accessEndsAt },
          after: { studyStatus: step.to, accessEndsAt: null, reason: input.reason },
        });
      });
      return student(me.tenantId, input.studentId);
    },

    graduationPreview: async (me: AuthContext, cohort: Cohort) => ({
      count: (await repo.enrolledOfCohort(db, me.tenantId, await checkedCohort(me, cohort))).length,
    }),

    /** The cohort's enrolled students graduate; their accounts stay open for the grace period. */
    async graduate(me: AuthContext, change: ChangeContext, cohort: Cohort) {
      const checked = await checkedCohort(me, cohort);
      const accessEndsAt = Date.now() + (await repo.graceDays(db, me.tenantId)) * DAY_MS;
      const count = await db.transaction().execute(async (trx) => {
        const graduates = await repo.enrolledOfCohort(trx, me.tenantId, checked);
        for (let i = 0; i < graduates.length; i += 500) {
          const part = graduates.slice(i, i + 500);
          await repo.setStudyStatus(
            trx,
            me.tenantId,
            part.map((g) => g.userId),
            'graduated',
            accessEndsAt,
          );
        }
        for (const graduate of graduates) {
          await recordChange(trx, change, {
            kind: 'student',
            objectId: graduate.userId,
            label: `${graduate.fullname} (${graduate.number})`,
            action: 'update',
            before: { studyStatus: 'enrolled', accessEndsAt: null },
            after: { studyStatus: 'graduated', accessEndsAt },
          });
        }
        return graduates.length;
      });
      return { count, accessEndsAt };
    },

    settings: (me: AuthContext) => repo.settings(db, me.tenantId),

    /** Saves the settings given; the others stay as they are. */
    async saveSettings(me: AuthContext, change: ChangeContext, input: Partial<LifecycleSettings>) {
      return db.transaction().execute(async (trx) => {
        const before = await repo.settings(trx, me.tenantId);
        const after = {
          graduateGraceDays: input.graduateGraceDays ?? before.graduateGraceDays,
          retentionYears: input.retentionYears ?? before.retentionYears,
        };
        await repo.setSettings(trx, me.tenantId, after);
        await recordChange(trx, change, {
          kind: 'setting',
          objectId: me.tenantId,
          label: 'lifecycle',
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },
  };

  /** A class named in a cohort must be the school's. */
  async function checkedCohort(me: AuthContext, cohort: Cohort) {
    if (cohort.classId && !(await repo.classById(db, me.tenantId, cohort.classId)))
      throw new AppError(ModuleState.ORG_NOT_FOUND);
    return { grade: cohort.grade === undefined ? undefined : Number(cohort.grade), classId: cohort.classId };
  }
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
