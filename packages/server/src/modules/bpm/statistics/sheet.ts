import type { Language } from '@campus/contract';
import type { ProcessStatistics } from '@campus/contract/api/bpm/statistics';
import { sheetOf, workbookFile, type SheetOf } from '../../../lib/spreadsheet.js';
import { say, SHEET_WORDS as W } from './texts.js';

/**
 * The figures as a workbook, one sheet per table, headers in the caller's language, written by the
 * server's one spreadsheet writer (lib/spreadsheet.ts: bold frozen headers, text made inert).
 */
const HOUR_MS = 3600 * 1000;
const hours = (ms: number) => Math.round((ms / HOUR_MS) * 10) / 10;
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

type Cell = string | number;

/** A sheet of plain rows, the first column wider (names). */
const table = (title: string, headers: string[], rows: Cell[][]): SheetOf =>
  sheetOf({
    title,
    columns: headers.map((header, index) => ({
      key: `c${index}`,
      header,
      width: index === 0 ? 28 : 16,
      value: (row: Cell[]) => row[index],
    })),
    rows,
  });

export async function statisticsWorkbook(figures: ProcessStatistics, lang: Language): Promise<Buffer> {
  const t = (key: keyof typeof W) => say(W[key], lang);
  const counted = (title: keyof typeof W, list: readonly { label: string; count: number }[]) =>
    table(
      t(title),
      [t('name'), t('count')],
      list.map((c) => [c.label, c.count]),
    );
  return workbookFile([
    table(
      t('summary'),
      [t('name'), t('count')],
      [
        [t('year'), figures.year],
        [t('total'), figures.total],
        [t('running'), figures.running],
        [t('overdueTotal'), figures.overdue],
        [t('overdueDays'), figures.overdueDays],
      ],
    ),
    counted('byProcess', figures.byProcess),
    counted('byStatus', figures.byStatus),
    counted('byStep', figures.byStep),
    counted('byMonth', figures.byMonth),
    table(
      t('steps'),
      [t('process'), t('step'), t('count'), t('medianHours'), t('p90Hours')],
      figures.stepDurations.map((s) => [s.processName, s.step, s.count, hours(s.medianMs), hours(s.p90Ms)]),
    ),
    table(
      t('approvers'),
      [t('approver'), t('count'), t('averageHours'), t('longestHours')],
      figures.slowApprovers.map((a) => [a.name, a.count, hours(a.averageMs), hours(a.longestMs)]),
    ),
    table(
      t('overdue'),
      [t('approver'), t('count'), t('oldestDays')],
      figures.overdueByApprover.map((o) => [
        o.name,
        o.count,
        Math.round((o.oldestMs / (24 * HOUR_MS)) * 10) / 10,
      ]),
    ),
    table(
      t('returns'),
      [t('process'), t('total'), t('sentBack'), t('refused'), t('sentBackShare'), t('refusedShare')],
      figures.returns.map((r) => [
        r.processName,
        r.total,
        r.sentBack,
        r.refused,
        share(r.sentBack, r.total),
        share(r.refused, r.total),
      ]),
    ),
  ]);
}

export const workbookName = (figures: ProcessStatistics, lang: Language) =>
  `${say(W.file, lang)}-${figures.year}.xlsx`;
