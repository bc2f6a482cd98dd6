import { ModuleState } from '@campus/contract';
import type { Person } from '../../../core/org/people.js';
import type { CommandContext } from '../../../engine/runtime/run.js';
import { VersionConflict } from '../../../engine/runtime/store.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import type { Db } from './repo.js';

const ATTEMPTS = 3;

export const actorOf = (auth: AuthContext): Person => ({ id: auth.userId, name: auth.fullname });

/**
 * Runs one command in one transaction. When another command changed the same instance first
 * (the optimistic check failed), the whole command runs again on fresh data: it then either
 * succeeds (the other command touched a different task) or refuses with what it now finds, e.g.
 * 6050106 when the task was handled meanwhile.
 */
export async function runCommand<T>(
  db: Db,
  auth: AuthContext,
  fn: (ctx: CommandContext) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db
        .transaction()
        .execute((trx) => fn({ db: trx, tenantId: auth.tenantId, actor: actorOf(auth), now: Date.now() }));
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error;
      if (attempt >= ATTEMPTS) throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
    }
  }
}
