import type { Language } from '@campus/contract';
import { stepName } from '../../engine/current-steps.js';
import type { Db, ReviewInstance } from './repo.js';

/** The task's step of each review row, in the reader's language. */
export async function taskStepNames(
  db: Db,
  tasks: readonly ReviewInstance[],
  lang: Language,
): Promise<string[]> {
  return Promise.all(tasks.map((t) => stepName(db, t, t.taskNodeId, t.nodeName, lang)));
}
