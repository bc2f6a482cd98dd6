import {
  translate,
  type AffairGroupDescriptor,
  type AffairRecordRow,
  type Language,
  type ListQuery,
  type MessageKey,
} from '@campus/contract';
import type { AuthContext } from '../../../http/auth.js';
import type { AffairsContext } from '../context.js';
import { localize } from '@campus/contract';
import { sheetFile } from '../spreadsheet.js';
import { queryRequests, recordRows } from './query.js';

/**
 * The staff query as a spreadsheet (the xlsx schools hand to the finance office or the ministry's
 * system): the same filters and the same scope, every matching row up to EXPORT_LIMIT, headers
 * and statuses in the caller's language.
 */
export const EXPORT_LIMIT = 10_000;

const COLUMNS: {
  key: string;
  header: MessageKey;
  width: number;
  value: (row: AffairRecordRow) => unknown;
}[] = [
  { key: 'number', header: 'affairs.export.number', width: 14, value: (r) => r.starter.number },
  { key: 'name', header: 'affairs.export.name', width: 10, value: (r) => r.starter.name },
  { key: 'college', header: 'affairs.export.college', width: 22, value: (r) => r.starter.collegeName },
  { key: 'class', header: 'affairs.export.class', width: 22, value: (r) => r.starter.className },
  { key: 'grade', header: 'affairs.export.grade', width: 8, value: (r) => r.starter.grade },
  { key: 'module', header: 'affairs.export.module', width: 18, value: (r) => r.moduleTitle },
  { key: 'batch', header: 'affairs.export.batch', width: 26, value: (r) => r.batchName ?? '' },
  { key: 'year', header: 'affairs.export.year', width: 11, value: (r) => r.academicYear ?? '' },
  { key: 'status', header: 'affairs.export.status', width: 10, value: (r) => r.status },
  { key: 'outcome', header: 'affairs.export.outcome', width: 12, value: (r) => r.outcome ?? '' },
  { key: 'amount', header: 'affairs.export.amount', width: 10, value: (r) => r.amount ?? '' },
  { key: 'submitted', header: 'affairs.export.submitted', width: 18, value: (r) => new Date(r.createTime) },
  { key: 'subject', header: 'affairs.export.subject', width: 36, value: (r) => r.subject },
];

export async function exportQuery(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  group: AffairGroupDescriptor,
  query: ListQuery,
): Promise<{ file: Buffer; fileName: string; rows: number }> {
  const page = await queryRequests(ctx, caller, group, {
    ...query,
    requestPage: { pageNo: 1, limit: EXPORT_LIMIT },
  });
  const rows = await recordRows(ctx, caller, lang, page.dataResult, 'review');
  const file = await sheetFile(
    localize(group.title, lang),
    COLUMNS.map((c) => ({
      key: c.key,
      header: translate(lang, c.header),
      width: c.width,
      value:
        c.key === 'status'
          ? (row: AffairRecordRow) => translate(lang, `affairs.status.${row.status}` as MessageKey)
          : c.value,
      ...(c.key === 'submitted' ? { numFmt: 'yyyy-mm-dd hh:mm' } : {}),
    })),
    rows,
  );
  const stamp = new Date().toISOString().slice(0, 10);
  return { file, fileName: `${group.key}-${stamp}.xlsx`, rows: rows.length };
}
