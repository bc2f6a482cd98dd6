import type { Language } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { graphOf } from './cache.js';
import { nameIn, type ProcessGraph } from './model.js';
import { subjectIn } from './subjects.js';

/**
 * List rows of requests and tasks as the reader reads them (issue 16): the request's subject, the
 * process's name and a step's name in the reader's language. Every list of the BPM API passes its
 * rows through here; the rows keep the school's texts for filtering and sorting.
 *
 * A row carries what it needs: `subjects` (the request's other languages) and, for a task's row,
 * `requestSubject` (a task keeps the request's subject unless its step names its own, which is
 * kept as written); `procDefId` + `procDefVersion` for the process's and the steps' names.
 */
export interface ReaderRow {
  subject: string;
  subjects?: string | null;
  requestSubject?: string;
  procDefId?: string;
  procDefVersion?: number;
  procDefName?: string;
}

/** A step's field of a row: its name and the node it names (a name given otherwise is kept). */
export interface StepField<T> {
  name: keyof T & string;
  nodeId: keyof T & string;
}

export type ReadRow<T> = Omit<T, 'subjects' | 'requestSubject' | 'procDefVersion'>;

/** A step named in the reader's language, when the row still names it as the process does. */
export function stepNameIn(graph: ProcessGraph | undefined, nodeId: string, stored: string, lang: Language) {
  const node = graph?.nodes.get(nodeId);
  return node && node.name === stored ? nameIn(node, lang) : stored;
}

export async function inReaderLanguage<T extends ReaderRow>(
  db: Kysely<DB>,
  rows: readonly T[],
  lang: Language,
  steps: readonly StepField<T>[] = [],
): Promise<ReadRow<T>[]> {
  return Promise.all(
    rows.map(async (row) => {
      const { subjects, requestSubject, procDefVersion, ...rest } = row;
      const graph =
        row.procDefId && procDefVersion !== undefined
          ? await graphOf(db, { id: row.procDefId, version: procDefVersion }).catch(() => undefined)
          : undefined;
      const own = requestSubject !== undefined && row.subject !== requestSubject;
      const out: Record<string, unknown> = {
        ...rest,
        subject: own ? row.subject : subjectIn({ subject: requestSubject ?? row.subject, subjects }, lang),
      };
      if (graph && row.procDefName !== undefined) out.procDefName = nameIn(graph, lang);
      for (const step of steps) {
        const stored = row[step.name];
        if (typeof stored === 'string')
          out[step.name] = stepNameIn(graph, String(row[step.nodeId]), stored, lang);
      }
      return out as ReadRow<T>;
    }),
  );
}
