import {
  CHANGE_EXPORT_MAX,
  type ChangeFilter,
  type ChangeRow,
} from '@campus/contract/api/affairs/change-log';
import type { Language } from '@campus/contract';
import type { Kysely } from 'kysely';
import { changesUpTo } from '../../../core/change-log/read.js';
import { schoolTimeZone } from '../../../core/school/time-zone.js';
import type { DB } from '../../../db/schema.js';
import { writeSheet, type SheetColumn } from '../export-sheet.js';
import { entryNames } from './names.js';
import { changeLines, type Reading } from './readable.js';
import { ACTION_TEXTS, COLUMN_TEXTS, KIND_TEXTS } from './texts.js';

// sv-SE writes dates as yyyy-MM-dd HH:mm:ss, which sorts and reads the same in every language.
const dateTimeIn = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' });

function columns(when: Intl.DateTimeFormat, reading: Reading): SheetColumn<ChangeRow>[] {
  return [
    { key: 'at', header: COLUMN_TEXTS.at, width: 20, value: (r) => when.format(r.at) },
    { key: 'actor', header: COLUMN_TEXTS.actor, width: 14, value: (r) => r.actorName },
    { key: 'ip', header: COLUMN_TEXTS.ip, width: 16, value: (r) => r.ip },
    { key: 'client', header: COLUMN_TEXTS.client, width: 24, value: (r) => r.client },
    { key: 'kind', header: COLUMN_TEXTS.kind, width: 12, value: (r, lang) => KIND_TEXTS[r.kind][lang] },
    { key: 'object', header: COLUMN_TEXTS.object, width: 28, value: (r) => r.objectLabel },
    {
      key: 'action',
      header: COLUMN_TEXTS.action,
      width: 12,
      value: (r, lang) => ACTION_TEXTS[r.action][lang],
    },
    { key: 'changes', header: COLUMN_TEXTS.changes, width: 60, value: (r) => changeLines(r, reading) },
  ];
}

/** The school's entries matching the filter as a spreadsheet in the caller's language. */
export async function changeLogSheet(
  db: Kysely<DB>,
  tenantId: string,
  filter: ChangeFilter,
  lang: Language,
): Promise<{ file: Buffer; fileName: string }> {
  const [rows, timeZone] = await Promise.all([
    changesUpTo(db, tenantId, filter, CHANGE_EXPORT_MAX),
    schoolTimeZone(db, tenantId),
  ]);
  const when = dateTimeIn(timeZone);
  const names = await entryNames(db, tenantId, rows, lang);
  const reading: Reading = { ...names, lang, when: (at) => when.format(at) };
  const title = COLUMN_TEXTS.title[lang];
  return { file: await writeSheet(title, columns(when, reading), rows, lang), fileName: `${title}.xlsx` };
}
