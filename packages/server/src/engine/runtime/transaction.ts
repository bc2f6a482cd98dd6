import { ModuleState } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { engineCommands, engineVersionConflicts } from '../../core/metrics/registry.js';
import { AppError } from '../../http/errors.js';
import { commandTransaction } from './deferred.js';
import type { CommandContext } from './run.js';
import { VersionConflict } from './store.js';

/** Who runs a command (the signed-in caller's shape), in which tenant. */
export interface Caller {
  tenantId: string;
  userId: string;
  fullname: string;
}

const ATTEMPTS = 3;

/**
 * Runs one command in one transaction. When another command changed the same instance first
 * (the optimistic check failed), the whole command runs again on fresh data: it then either
 * succeeds (the other command touched a different task) or refuses with what it now finds, e.g.
 * 6050106 when the task was handled meanwhile.
 */
export async function runCommand<T>(
  db: Kysely<DB>,
  caller: Caller,
  fn: (ctx: CommandContext) => Promise<T>,
): Promise<T> {
  const actor = { id: caller.userId, name: caller.fullname };
  for (let attempt = 1; ; attempt++) {
    try {
      // On PostgreSQL with a lazy begin (runtime/deferred.ts): its reads before the first write go
      // without BEGIN, and a command whose writes all wait at its commit sends them as ONE
      // statement, with neither BEGIN nor COMMIT.
      const result = await commandTransaction(db, (trx) =>
        fn({ db: trx, tenantId: caller.tenantId, actor, now: Date.now() }),
      );
      engineCommands.inc({ outcome: 'ok' });
      return result;
    } catch (error) {
      if (error instanceof VersionConflict) {
        engineVersionConflicts.inc();
        if (attempt < ATTEMPTS) continue;
        engineCommands.inc({ outcome: 'refused' });
        throw new AppError(ModuleState.TASK_ALREADY_HANDLED);
      }
      engineCommands.inc({ outcome: error instanceof AppError ? 'refused' : 'failed' });
      throw error;
    }
  }
}
