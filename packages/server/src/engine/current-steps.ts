import type { Language } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { graphOf } from './cache.js';
import { nameIn } from './model.js';
import { openTasksOf } from './queries.js';

/** A request as far as naming its steps goes: its process version. */
export interface StepsOf {
  id: string;
  defId: string;
  defVersion: number;
}

/** A step of a request's process, named in the reader's language ('辅导员审批', "Counsellor's approval"). */
export async function stepName(
  db: Kysely<DB>,
  instance: Omit<StepsOf, 'id'>,
  nodeId: string,
  fallback: string,
  lang: Language,
): Promise<string> {
  const graph = await graphOf(db, { id: instance.defId, version: instance.defVersion }).catch(
    () => undefined,
  );
  const node = graph?.nodes.get(nodeId);
  return node ? nameIn(node, lang) : fallback;
}

/**
 * Where each request waits now, in the reader's language (several steps joined by commas): the
 * "current node" of every list of requests, the BPM API's and the student-affairs modules'.
 */
export async function currentStepNames(
  db: Kysely<DB>,
  instances: readonly StepsOf[],
  lang: Language,
): Promise<Map<string, string>> {
  const byId = new Map(instances.map((i) => [i.id, i]));
  const names = new Map<string, string[]>();
  for (const task of await openTasksOf(db, [...byId.keys()])) {
    const name = await stepName(db, byId.get(task.instanceId)!, task.nodeId, task.name, lang);
    const list = names.get(task.instanceId) ?? [];
    if (!list.includes(name)) names.set(task.instanceId, [...list, name]);
  }
  return new Map([...names].map(([id, list]) => [id, list.join(',')]));
}
