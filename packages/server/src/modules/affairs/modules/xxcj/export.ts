import { localize, type FormDefinition, type FormValues, type Language } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { writeSheet, type SheetColumn } from '../../export-sheet.js';
import { classColumn, collegeColumn, nameColumn, numberColumn } from '../../sheet-columns.js';
import { texts as T } from '../../group-refusal.js';
import { collectionEntries } from './collections.js';
import type { AudienceStudent } from './repo.js';

/** A collection's entries in the caller's charge as a spreadsheet: the student, then each field's answer. */
const same = (text: string) => T(text, text, text, text);

function answer(form: FormDefinition, key: string, value: unknown, lang: Language): unknown {
  const field = form.fields.find((f) => f.key === key);
  const options = field && 'options' in field ? (field.options ?? []) : [];
  const label = (v: unknown) => {
    const option = options.find((o) => o.value === v);
    return option ? localize(option.label, lang) : String(v ?? '');
  };
  if (Array.isArray(value)) return value.map(label).join('、');
  if (typeof value === 'boolean') return value ? '✓' : '';
  return options.length ? label(value) : (value ?? '');
}

export async function exportEntries(
  db: Kysely<DB>,
  caller: AuthContext,
  lang: Language,
  id: string,
  now: number,
): Promise<{ file: Buffer; fileName: string }> {
  const { title, form, entries } = await collectionEntries(db, caller, id, now);
  const values = (s: AudienceStudent) => JSON.parse(s.answers ?? '{}') as FormValues;
  const columns: SheetColumn<AudienceStudent>[] = [
    numberColumn((s) => s.number),
    nameColumn((s) => s.name),
    collegeColumn((s) => s.collegeName ?? ''),
    classColumn((s) => s.className),
    {
      key: 'submittedAt',
      header: T('提交时间', '提交時間', 'Submitted', '提出日時'),
      width: 18,
      value: (s) => new Date(Number(s.submittedAt)),
    },
    ...form.fields.map((f): SheetColumn<AudienceStudent> => ({
      key: `f_${f.key}`,
      header: same(localize(f.label, lang)),
      width: 18,
      value: (s, l) => answer(form, f.key, values(s)[f.key], l),
    })),
  ];
  const file = await writeSheet(title, columns, entries, lang);
  return { file, fileName: `collection-${id}.xlsx` };
}
