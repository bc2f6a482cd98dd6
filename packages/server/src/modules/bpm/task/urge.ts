import { LANGUAGES, ModuleState, type Language } from '@campus/contract';
import { stepNameIn } from '../../../engine/reader-rows.js';
import { subjectTexts } from '../../../engine/subjects.js';
import { versionById } from '../../../engine/versions.js';
import { insertHistory } from '../../../engine/runtime/store.js';
import { runCommand } from '../../../engine/runtime/transaction.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { newId } from '../../../lib/ids.js';
import { knownInstance, knownTask } from '../shared/access.js';
import { notify } from '../shared/notify.js';
import type { Db } from '../shared/repo.js';
import * as repo from './repo.js';

/** How long the starter waits between two urges of the same task. */
export const URGE_GAP_MINUTES = 10;

export interface UrgeInput {
  taskId?: string;
  instId?: string;
  message?: string;
}

/** Urging (催办): the starter's reminder to whoever holds their request. */
export function createUrgeService(db: Db) {
  return {
    /**
     * The starter reminds whoever holds the request (one task, or every open task): each urge
     * counts in remindTimes and sends an inner message. One urge per task per URGE_GAP_MINUTES.
     */
    urge: (auth: AuthContext, input: UrgeInput) =>
      runCommand(db, auth, async (ctx) => {
        // A task id of a request the caller may not read answers as an unknown one (shared/access.ts).
        const task = input.taskId ? await knownTask(ctx.db, auth, input.taskId, ctx.now) : undefined;
        // So does an instance id of one they may not read (knownInstance).
        const instance = await knownInstance(ctx.db, auth, task?.instanceId ?? input.instId!, ctx.now);
        if (instance.starterId !== auth.userId)
          throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.urgeStarterOnly' });
        const open = await repo.openTasks(ctx.db, instance.id, task?.id);
        if (open.length === 0)
          throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.nothingToUrge' });
        const gap = URGE_GAP_MINUTES * 60_000;
        const urged = await repo.markUrged(
          ctx.db,
          open.map((t) => t.id),
          ctx.now,
          gap,
        );
        if (urged !== open.length) {
          throw new AppError(ModuleState.URGE_TOO_FREQUENT, {
            key: 'bpm.urgeTooSoon',
            params: { minutes: URGE_GAP_MINUTES },
          });
        }
        const { graph } = await versionById(ctx.db, auth.tenantId, instance.defId);
        for (const t of open) {
          const stepNames = Object.fromEntries(
            LANGUAGES.map((lang) => [lang, stepNameIn(graph, t.nodeId, t.name, lang)]),
          ) as Record<Language, string>;
          await notify(
            ctx.db,
            auth.tenantId,
            {
              receivers: await repo.handlersOf(ctx.db, t),
              subject: 'bpm.message.urgeSubject',
              content: 'bpm.message.urgeContent',
              params: {
                subject: subjectTexts(instance),
                node: stepNames,
                starter: auth.fullname,
                message: input.message ?? '',
              },
              sender: ctx.actor,
              bizType: 'bpm.task',
              bizId: t.id,
            },
            ctx.now,
          );
          await insertHistory(ctx.db, {
            id: newId(),
            tenantId: auth.tenantId,
            instanceId: instance.id,
            taskId: t.id,
            nodeId: t.nodeId,
            nodeName: t.name,
            action: 'urge',
            opinion: input.message ?? null,
            actorId: auth.userId,
            actorName: auth.fullname,
            taskCreatedAt: t.createdAt,
            createdAt: ctx.now,
            version: instance.version,
          });
        }
        return {
          urged: open.length,
          remindTimes: open.map((t) => ({ taskId: t.id, remindTimes: t.remindTimes + 1 })),
        };
      }),
  };
}

export type UrgeService = ReturnType<typeof createUrgeService>;
