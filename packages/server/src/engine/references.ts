import type { FormDefinition, FormValues, Language, RecordSummaries, RecordSummary } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AuthContext } from '../http/auth.js';

/**
 * Fields that hold another record's id (`refers` on a text field: an appeal's sanction, an
 * objection's request in publicity) are shown as the record, not the id (contract
 * forms/references.ts). The module that keeps a kind of record registers how to read it once; the
 * reader decides by the record's own readers, so a form never lends a reviewer more than the record
 * shows them: one who may not read it gets null, and the field no summary.
 */
export interface ReferenceRead {
  caller: AuthContext;
  lang: Language;
  /**
   * The request whose form names the record (an objection's own instance, for its task holder);
   * none on an apply form, which names the record before there is a request.
   */
  instanceId?: string;
}

export type ReferenceReader = (
  db: Kysely<DB>,
  id: string,
  read: ReferenceRead,
) => Promise<RecordSummary | null>;

/** The reader of each kind of record, set by the module that keeps it (a second app sets the same). */
export const referenceReaders = new Map<string, ReferenceReader>();

/** The summaries of the records the given values name, for the fields the caller sees (values). */
export async function recordSummaries(
  db: Kysely<DB>,
  form: FormDefinition,
  values: FormValues,
  read: ReferenceRead,
): Promise<RecordSummaries> {
  const found = await Promise.all(
    form.fields.map(async (field) => {
      const id = values[field.key];
      const reader = field.type === 'text' && field.refers ? referenceReaders.get(field.refers) : undefined;
      if (!reader || typeof id !== 'string' || id === '') return null;
      const summary = await reader(db, id, read);
      return summary ? ([field.key, summary] as const) : null;
    }),
  );
  return Object.fromEntries(found.filter((entry) => entry !== null));
}
