import type { Person } from '../../core/org/people.js';
import type { Db } from './store.js';

/**
 * What a command is given and what it works on: read by the instance run (run.ts) and by those
 * who listen to its events (events.ts), so neither imports the other.
 */

/** Who acts, where, when: what every engine command is given. `db` is the command's transaction. */
export interface CommandContext {
  db: Db;
  tenantId: string;
  actor: Person;
  now: number;
}

/** An instance's form values. */
export type FormData = Record<string, unknown>;
