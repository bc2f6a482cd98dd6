import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { compileProcess } from './compile/compile.js';
import type { ProcessGraph } from './model.js';

/**
 * Compiled graphs by definition id and version. A deployed version never changes, so a graph
 * compiled once serves every instance of it on this server for good; the cache only bounds
 * memory. Concurrent first uses share one compilation.
 */
const MAX_ENTRIES = 500;
const graphs = new Map<string, Promise<ProcessGraph>>();

export function cachedGraph(
  defId: string,
  version: number,
  xml: () => Promise<string>,
): Promise<ProcessGraph> {
  const key = `${defId}@${version}`;
  const cached = graphs.get(key);
  if (cached) return cached;
  const compiled = xml().then(compileProcess);
  graphs.set(key, compiled);
  compiled.catch(() => graphs.delete(key));
  if (graphs.size > MAX_ENTRIES) graphs.delete(graphs.keys().next().value!);
  return compiled;
}

/** The graph of a definition version whose row the caller has already read (and scoped). */
export function graphOf(db: Kysely<DB>, definition: { id: string; version: number }): Promise<ProcessGraph> {
  return cachedGraph(definition.id, definition.version, async () => {
    const row = await db
      .selectFrom('bpmDefinition')
      .select('xml')
      .where('id', '=', definition.id)
      .executeTakeFirstOrThrow();
    return row.xml;
  });
}
