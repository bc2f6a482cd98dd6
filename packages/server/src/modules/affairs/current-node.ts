import type { Language } from '@campus/contract';
import type { BpmInstance } from '../../db/schema.js';
import { graphOf } from '../../engine/cache.js';
import { nameIn } from '../../engine/model.js';
import { openTasksOf } from '../../engine/queries.js';
import type { Db, ReviewInstance } from './repo.js';

/** A step of a request's process, named in the reader's language ('辅导员审批', "Counsellor's approval"). */
async function stepName(db: Db, instance: BpmInstance, nodeId: string, fallback: string, lang: Language) {
  const graph = await graphOf(db, { id: instance.defId, version: instance.defVersion });
  const node = graph.nodes.get(nodeId);
  return node ? nameIn(node, lang) : fallback;
}

/** The task's step of each review row, in the reader's language. */
export async function taskStepNames(
  db: Db,
  tasks: readonly ReviewInstance[],
  lang: Language,
): Promise<string[]> {
  return Promise.all(tasks.map((t) => stepName(db, t, t.taskNodeId, t.nodeName, lang)));
}

/** Where each request waits now, in the reader's language (several steps joined by commas). */
export async function currentNodeNames(
  db: Db,
  instances: readonly BpmInstance[],
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
