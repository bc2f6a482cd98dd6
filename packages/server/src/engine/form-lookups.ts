import {
  DEFAULT_LANGUAGE,
  type AttachmentRef,
  type FieldOption,
  type FormDefinition,
  type FormValues,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import { dictionaryEntries } from '../core/dictionaries/entries.js';
import type { DB } from '../db/schema.js';

/** What validating a form reads from the database: dictionary options and stored attachments. */

/** Every dictionary a form's choice fields (and sub-table columns) draw their options from. */
export function dictionariesOf(form: FormDefinition): string[] {
  const keys = new Set<string>();
  for (const field of form.fields) {
    const fields = field.type === 'subTable' ? field.columns : [field];
    for (const f of fields) {
      if ((f.type === 'select' || f.type === 'radio' || f.type === 'checkbox') && !f.options && f.dictionary)
        keys.add(f.dictionary);
    }
  }
  return [...keys];
}

/**
 * The options of the form's dictionaries in the tenant. A dictionary the tenant lacks offers no
 * option (rather than accepting anything); deploying refuses such forms in the first place.
 */
export async function choiceOptions(
  db: Kysely<DB>,
  tenantId: string,
  form: FormDefinition,
): Promise<Record<string, FieldOption[]>> {
  const entries = await Promise.all(
    dictionariesOf(form).map(async (key) => {
      const list = await dictionaryEntries(db, tenantId, key, DEFAULT_LANGUAGE);
      return [key, (list ?? []).map((e) => ({ value: e.key, label: e.name }))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const ATTACHMENT_TYPES = new Set(['upload', 'image', 'signature']);

const idOf = (item: unknown): string | undefined => {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Replaces every attachment a form value refers to by the tenant's stored reference (the client's
 * name, size and type are never trusted; `{id}` alone is enough). A form takes only files the
 * writer uploaded and files the request already holds (core/attachments/holders.ts: reading
 * follows the request, so naming someone else's id must not lend it). Fields naming any other
 * attachment (unknown, another tenant's, someone else's) are reported in `unknown`. Malformed
 * values are left for the validator.
 */
export async function resolveAttachments(
  db: Kysely<DB>,
  tenantId: string,
  form: FormDefinition,
  values: FormValues,
  writer: { id: string; held: ReadonlySet<string> },
): Promise<{ values: FormValues; unknown: Set<string> }> {
  const fields = form.fields.filter((f) => ATTACHMENT_TYPES.has(f.type) && values[f.key] != null);
  const listOf = (key: string): unknown[] => {
    const value = values[key];
    return Array.isArray(value) ? value : [value];
  };
  const ids = fields.flatMap((f) => listOf(f.key).map(idOf)).filter((id): id is string => id !== undefined);
  const stored = new Map<string, AttachmentRef>();
  if (ids.length) {
    const rows = await db
      .selectFrom('attachment')
      .select(['id', 'name', 'size', 'type', 'ownerId'])
      .where('tenantId', '=', tenantId)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    for (const { ownerId, ...ref } of rows)
      if (ownerId === writer.id || writer.held.has(ref.id)) stored.set(ref.id, ref);
  }
  const out: FormValues = { ...values };
  const unknown = new Set<string>();
  for (const field of fields) {
    const list = listOf(field.key);
    if (!list.every((item) => idOf(item) !== undefined)) continue;
    const refs = list.map((item) => stored.get(idOf(item)!));
    if (refs.some((ref) => ref === undefined)) unknown.add(field.key);
    const known = refs.filter((ref): ref is AttachmentRef => ref !== undefined);
    out[field.key] = field.type === 'signature' ? (known[0] ?? null) : known;
  }
  return { values: out, unknown };
}
