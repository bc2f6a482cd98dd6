import { ModuleState } from '@campus/contract';
import type { Kysely } from 'kysely';
import { staffAmong, type Person } from '../../core/org/people.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/**
 * Who may be handed approval work: the target of a transfer, a proxy, an added signer or a
 * standing delegation. Only staff of the tenant (a student never takes over an approval step),
 * and never the person the task bars (its request's starter, model.ts starterActsAt). Refuses
 * naming the person and why: 6050113 for a standing delegation, else 6050109.
 */
export async function checkHandOver(
  db: Kysely<DB>,
  tenantId: string,
  people: readonly Person[],
  /** The task handed over; none for a standing delegation (it covers tasks to come). */
  task: { barredId: string | null } | null,
): Promise<void> {
  const state = task ? ModuleState.ACTION_NOT_ALLOWED : ModuleState.DELEGATION_INVALID;
  const starter = task?.barredId ? people.find((p) => p.id === task.barredId) : undefined;
  if (starter) throw new AppError(state, { key: 'bpm.handOverStarter', params: { name: starter.name } });
  const staff = await staffAmong(
    db,
    tenantId,
    people.map((p) => p.id),
  );
  const student = people.find((p) => !staff.has(p.id));
  if (student) throw new AppError(state, { key: 'bpm.handOverNotStaff', params: { name: student.name } });
}
