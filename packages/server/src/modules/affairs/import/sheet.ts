import { HttpState } from '@campus/contract';
import { groupRefusal, say } from '../group-refusal.js';
import { sheetFile } from '../spreadsheet.js';
import { IMPORT_TEXTS } from './cells.js';
import { dateStyles, serialDate } from './dates.js';
import { ENOUGH, attribute, readXml, xmlReader } from './xml.js';
import {
  ArchiveRefused,
  MAX_PARTS,
  MAX_RATIO,
  MAX_UNPACKED_MB,
  entryText,
  readDirectory,
  streamEntry,
  type ArchiveProblem,
  type ZipEntry,
} from './zip.js';

/**
 * The one reader of uploaded spreadsheets (every import goes through stage.ts to here): the
 * first worksheet of an .xlsx as text, the header row and the data rows (cells trimmed, numbers
 * as written, dates as yyyy-MM-dd, formulas as their result), with their spreadsheet row numbers;
 * empty rows are skipped. It reads no more than it must (issue 25 §10): the archive's directory
 * is checked before anything is unpacked (zip.ts), the sheet is unpacked and parsed as a stream
 * that stops once it holds one row more than the import takes (`more`), and the shared strings
 * only as far as those rows use them. A file it will not read is refused naming the file.
 */
export interface SheetRows {
  header: string[];
  rows: { row: number; cells: string[] }[];
  /** The sheet has more data rows than the limit; `rows` holds the first `limit`. */
  more: boolean;
}

/** Columns past this are not read: no import has more than a few dozen. */
const MAX_COLUMNS = 256;

/** A cell as the sheet holds it: its text, or the index of a shared string read afterwards. */
type RawCell = string | { shared: number };

interface Book {
  entries: Map<string, ZipEntry>;
  sheet: string;
  sharedStrings: string | undefined;
  dateStyles: Set<number>;
  date1904: boolean;
}

const dirOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** A relationship's target as a part name (relative to the part that names it, or absolute). */
function resolve(from: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : dirOf(from) + target).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}

/** The relationships of a part (`xl/workbook.xml` -> `xl/_rels/workbook.xml.rels`) by id and type. */
async function relationships(bytes: Buffer, entries: Map<string, ZipEntry>, of: string) {
  const rels = entries.get(`${dirOf(of)}_rels/${of.slice(dirOf(of).length)}.rels`);
  const found: { id: string; type: string; target: string }[] = [];
  if (!rels) return found;
  readXml(await entryText(bytes, rels), {
    open(name, a) {
      const target = attribute(a, 'Target');
      if (name === 'Relationship' && target)
        found.push({
          id: attribute(a, 'Id') ?? '',
          type: attribute(a, 'Type') ?? '',
          target: resolve(of, target),
        });
    },
  });
  return found;
}

/** Where the workbook's first sheet, shared strings and styles are, and its date system. */
async function openBook(bytes: Buffer): Promise<Book | null> {
  const entries = readDirectory(bytes);
  const root = await relationships(bytes, entries, '');
  const workbook = root.find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const workbookEntry = entries.get(workbook);
  if (!workbookEntry) return null;
  let firstSheet: string | undefined;
  let date1904 = false;
  readXml(await entryText(bytes, workbookEntry), {
    open(name, a) {
      if (name === 'sheet' && firstSheet === undefined) firstSheet = attribute(a, 'id') ?? '';
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(a, 'date1904') ?? '');
    },
  });
  const rels = await relationships(bytes, entries, workbook);
  const byType = (type: string) => rels.find((r) => r.type.endsWith(`/${type}`))?.target;
  const sheet = rels.find((r) => r.id === firstSheet)?.target ?? byType('worksheet');
  if (!sheet || !entries.has(sheet)) return null;
  const styles = entries.get(byType('styles') ?? 'xl/styles.xml');
  return {
    entries,
    sheet,
    sharedStrings: byType('sharedStrings') ?? 'xl/sharedStrings.xml',
    dateStyles: styles ? dateStyles(await entryText(bytes, styles)) : new Set(),
    date1904,
  };
}

/** A column's index from a cell address ("C7" -> 2), or -1 when it has none. */
function columnOf(address: string | undefined): number {
  if (!address) return -1;
  let column = 0;
  for (const ch of address) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** A cell's value from its type (`t`), style (`s`), value (`<v>`) and inline text. */
function cellValue(book: Book, type: string, style: number, v: string, inline: string): RawCell {
  switch (type) {
    case 's':
      return { shared: Number(v) };
    case 'inlineStr':
      return inline;
    case 'str':
      return v;
    case 'b':
      return v === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'd':
      return v.slice(0, 10);
    default: {
      if (v.trim() === '') return '';
      const n = Number(v);
      if (Number.isNaN(n)) return v;
      return book.dateStyles.has(style) ? serialDate(n, book.date1904) : String(n);
    }
  }
}

const hasText = (cell: RawCell | undefined) =>
  cell !== undefined && (typeof cell !== 'string' || cell.trim() !== '');

/**
 * The sheet's non-empty rows, up to the header, `limit` data rows and one more; `stopped` when
 * the sheet goes on after them (never unpacked).
 */
async function sheetRows(bytes: Buffer, book: Book, limit: number) {
  const rows: { row: number; cells: RawCell[] }[] = [];
  let number = 0;
  let cells: RawCell[] = [];
  let column = 0;
  let cell: { column: number; type: string; style: number; v: string; inline: string } | null = null;
  let capture: 'v' | 'inline' | null = null;
  let inInline = false;
  let phonetic = 0;
  const reader = xmlReader({
    open(name, a) {
      if (name === 'row') {
        number = a.r ? Number(a.r) : number + 1;
        cells = [];
        column = 0;
      } else if (name === 'c') {
        const at = columnOf(a.r);
        cell = {
          column: at >= 0 ? at : column,
          type: a.t ?? 'n',
          style: Number(a.s ?? 0),
          v: '',
          inline: '',
        };
      } else if (name === 'v') capture = 'v';
      else if (name === 'is') inInline = true;
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && inInline && phonetic === 0) capture = 'inline';
    },
    text(text) {
      if (!cell || capture === null) return;
      if (capture === 'v') cell.v += text;
      else cell.inline += text;
    },
    close(name) {
      if (name === 'v' || name === 't') capture = null;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cell) {
        if (cell.column < MAX_COLUMNS)
          cells[cell.column] = cellValue(book, cell.type, cell.style, cell.v, cell.inline);
        column = cell.column + 1;
        cell = null;
      } else if (name === 'row') {
        if (!cells.some(hasText)) return;
        rows.push({ row: number, cells: Array.from(cells, (c) => c ?? '') });
        // The header and `limit` rows are what the import takes; one more says there are more.
        if (rows.length > limit + 1) throw ENOUGH;
      }
    },
  });
  let stopped = false;
  await streamEntry(bytes, book.entries.get(book.sheet)!, (text) => {
    stopped = !reader.write(text);
    return !stopped;
  });
  if (!stopped) reader.end();
  return { rows, stopped };
}

/** The shared strings up to the highest index the rows use (the rest is never unpacked). */
async function sharedStrings(bytes: Buffer, book: Book, highest: number): Promise<string[]> {
  const entry = book.sharedStrings ? book.entries.get(book.sharedStrings) : undefined;
  if (highest < 0 || !entry) return [];
  const strings: string[] = [];
  let text = '';
  let capture = false;
  let phonetic = 0;
  const reader = xmlReader({
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) capture = true;
    },
    text(chunk) {
      if (capture) text += chunk;
    },
    close(name) {
      if (name === 't') capture = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        strings.push(text);
        if (strings.length > highest) throw ENOUGH;
      }
    },
  });
  await streamEntry(bytes, entry, (chunk) => reader.write(chunk));
  reader.end();
  return strings;
}

const REFUSALS: Record<Exclude<ArchiveProblem, 'notZip'>, keyof typeof IMPORT_TEXTS> = {
  tooManyParts: 'archiveParts',
  tooLarge: 'archiveTooLarge',
  ratio: 'archiveRatio',
  damaged: 'archiveDamaged',
};

function refusal(file: string, error: unknown) {
  const name = file.length > 80 ? `${file.slice(0, 77)}...` : file;
  if (error instanceof ArchiveRefused && error.problem !== 'notZip') {
    const text = say(IMPORT_TEXTS[REFUSALS[error.problem]], {
      file: name,
      max: error.problem === 'tooManyParts' ? MAX_PARTS : MAX_UNPACKED_MB,
      ratio: MAX_RATIO,
    });
    return groupRefusal(HttpState.BAD_REQUEST, text, 'file');
  }
  return groupRefusal(HttpState.BAD_REQUEST, IMPORT_TEXTS.notSpreadsheet, 'file');
}

/**
 * Reads an upload's first sheet, at most `limit` data rows; refuses (HTTP 400, naming the file)
 * a file that is not a workbook or whose archive is not one an import should unpack.
 */
export async function readSheet(file: { name: string; content: Buffer }, limit: number): Promise<SheetRows> {
  try {
    const book = await openBook(file.content);
    if (!book) throw new ArchiveRefused('notZip');
    const raw = await sheetRows(file.content, book, limit);
    let highest = -1;
    for (const { cells } of raw.rows)
      for (const c of cells) if (typeof c !== 'string' && c.shared > highest) highest = c.shared;
    const strings = await sharedStrings(file.content, book, highest);
    const text = (cell: RawCell) => (typeof cell === 'string' ? cell : (strings[cell.shared] ?? '')).trim();
    const rows = raw.rows
      .map(({ row, cells }) => ({ row, cells: cells.map(text) }))
      .filter(({ cells }) => cells.some((c) => c !== ''));
    const [header, ...data] = rows;
    // Stopped early, the sheet goes on: more rows than the import takes, whatever they hold.
    const more = raw.stopped || data.length > limit;
    return { header: header?.cells ?? [], rows: data.slice(0, limit), more };
  } catch (error) {
    throw refusal(file.name, error);
  }
}

/** A workbook of one sheet (what tests, the benchmark and a template download write), by the one writer. */
export function writeSheet(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<Buffer> {
  return sheetFile(
    'Sheet1',
    header.map((title, i) => ({
      key: `c${i}`,
      header: title,
      width: 14,
      value: (row: readonly unknown[]) => row[i],
    })),
    rows,
  );
}
