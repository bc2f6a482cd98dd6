import { HttpState, type ImportPreview, type ImportRowError, type Language } from '@campus/contract';
import { newId } from '../../../lib/ids.js';
import { groupRefusal, say, type Texts } from '../group-refusal.js';
import { IMPORT_TEXTS } from './cells.js';
import type { ImportColumn, ImportKind, ImportScope, ParsedRow, RowProblem } from './kind.js';
import { readSheet } from './sheet.js';

/** How many errors a preview lists (all are counted). */
const ERRORS_SHOWN = 200;
const SAMPLE_ROWS = 5;

const normalise = (header: string) => header.replace(/[\s*＊:：()（）]/g, '').toLowerCase();

/** Where each column of the kind is in the file (any language's header, or an alias), or -1. */
function locate(columns: readonly ImportColumn[], header: readonly string[]): number[] {
  const found = header.map(normalise);
  return columns.map((column) => {
    const names = [...Object.values(column.header), ...(column.aliases ?? [])].map(normalise);
    return found.findIndex((h) => names.includes(h));
  });
}

/**
 * Reads an upload (import/sheet.ts, the one reader), checks every row and keeps the accepted rows
 * for confirmation (only when the whole file is accepted). Refuses a file that is not a workbook,
 * should not be unpacked, has no rows or too many; every other problem is reported in the preview
 * by row and column.
 */
export async function stageImport<R>(
  scope: ImportScope,
  kind: ImportKind<R>,
  file: { name: string; content: Buffer },
  lang: Language,
): Promise<ImportPreview> {
  kind.authorize(scope.caller);
  // Refuses a file that is not a workbook or should not be unpacked; reads one row past the limit.
  const sheet = await readSheet(file, kind.maxRows);
  if (sheet.rows.length === 0) throw groupRefusal(HttpState.BAD_REQUEST, IMPORT_TEXTS.noRows, 'file');
  if (sheet.more)
    throw groupRefusal(HttpState.BAD_REQUEST, say(IMPORT_TEXTS.tooManyRows, { max: kind.maxRows }), 'file');

  const title = (column: ImportColumn) => column.header[lang];
  const problems: { row: number; column: string | null; error: Texts }[] = [];
  const where = locate(kind.columns, sheet.header);
  kind.columns.forEach((column, i) => {
    if (where[i] === -1 && column.required)
      problems.push({
        row: 1,
        column: title(column),
        error: say(IMPORT_TEXTS.missingColumn, { column: title(column) }),
      });
  });

  const parsed: ParsedRow[] = [];
  if (problems.length === 0) {
    for (const { row, cells } of sheet.rows) {
      const values: Record<string, unknown> = {};
      let clean = true;
      kind.columns.forEach((column, i) => {
        const cell = where[i] === -1 ? '' : (cells[where[i]!] ?? '');
        if (cell === '') {
          if (column.required) {
            clean = false;
            problems.push({ row, column: title(column), error: IMPORT_TEXTS.required });
          }
          values[column.key] = null;
          return;
        }
        const result = column.parse(cell);
        if ('error' in result) {
          clean = false;
          problems.push({ row, column: title(column), error: result.error });
        } else values[column.key] = result.value;
      });
      if (clean) parsed.push({ row, values });
    }
  }
  const checked = parsed.length > 0 ? await kind.check(scope, parsed) : null;
  const byKey = new Map(kind.columns.map((c) => [c.key, title(c)]));
  for (const problem of checked?.problems ?? ([] as RowProblem[]))
    problems.push({
      ...problem,
      column: problem.column ? (byKey.get(problem.column) ?? problem.column) : null,
    });
  problems.sort((a, b) => a.row - b.row);

  const accepted = problems.length === 0 && checked ? checked.accepted : [];
  const id = newId();
  await scope.db
    .insertInto('affairImport')
    .values({
      id,
      tenantId: scope.tenantId,
      kind: kind.key,
      userId: scope.caller.userId,
      fileName: file.name.slice(0, 200),
      state: 'staged',
      total: sheet.rows.length,
      errorCount: problems.length,
      done: 0,
      rows: JSON.stringify(accepted),
      message: null,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .execute();

  const errors: ImportRowError[] = problems
    .slice(0, ERRORS_SHOWN)
    .map((p) => ({ row: p.row, column: p.column, message: p.error[lang] }));
  const invalidRows = new Set(problems.map((p) => p.row));
  return {
    id,
    kind: kind.key,
    fileName: file.name,
    total: sheet.rows.length,
    valid: sheet.rows.filter((r) => !invalidRows.has(r.row)).length,
    errors,
    errorCount: problems.length,
    columns: kind.columns.map(title),
    sample: sheet.rows
      .slice(0, SAMPLE_ROWS)
      .map(({ cells }) => kind.columns.map((_, i) => (where[i] === -1 ? '' : (cells[where[i]!] ?? '')))),
    acceptable: problems.length === 0 && accepted.length > 0,
  };
}
