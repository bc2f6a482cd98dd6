import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Zip archives built byte by byte for the spreadsheet reader's tests: a plain .xlsx from its
 * parts, and bombs that stay small on disk (a deflate stream repeated, megabytes each a kilobyte),
 * with honest or lying sizes in the central directory.
 */
export interface ZipPart {
  name: string;
  /** The raw deflate stream of the part. */
  deflated: Buffer;
  /** What the central directory says it unpacks to. */
  size: number;
  crc: number;
}

/** A part compressed as a zip writer would. */
export function part(name: string, content: string | Buffer): ZipPart {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/**
 * A part that unpacks to `head` and then `times` copies of `chunk` (each deflated on its own and
 * flushed, so the pieces concatenate into one valid stream), declaring `declared` bytes: its true
 * size unless told to lie. The CRC is left 0: the reader under test trusts no part's bytes anyway.
 */
export function bombPart(
  name: string,
  bomb: { head?: Buffer; chunk: Buffer; times: number; declared?: number },
): ZipPart {
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const head = bomb.head ?? Buffer.alloc(0);
  const one = flushed(bomb.chunk);
  return {
    name,
    deflated: Buffer.concat([
      flushed(head),
      ...Array.from({ length: bomb.times }, () => one),
      deflateRawSync(Buffer.alloc(0)),
    ]),
    size: bomb.declared ?? head.length + bomb.chunk.length * bomb.times,
    crc: 0,
  };
}

/** The archive: local headers and data, the central directory, its end record. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(p.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(p.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook around one sheet, whose XML (the `<sheetData>` rows) the caller gives. */
export function workbookParts(sheet: ZipPart): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}">` +
        `<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ];
}

/** The opening and closing of a worksheet's XML around its rows. */
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SHEET_NS}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * The workbook's sheet part (for `workbookParts`) holding these rows. A `tail` other than the
 * closing tags leaves the sheet unfinishable: what a reader must never get to.
 */
export const sheetPart = (rows: string, tail = SHEET_TAIL): ZipPart =>
  part('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${rows}${tail}`);

/**
 * A row of inline-text cells (no shared strings needed). With `r` the row and its cells carry
 * their addresses (r="2", r="A2"), as Excel writes them; without, none (the format allows it).
 */
export function inlineRow(cells: readonly string[], r?: number): string {
  const at = (i: number) => (r === undefined ? '' : ` r="${String.fromCharCode(65 + i)}${r}"`);
  const row = cells.map((c, i) => `<c${at(i)} t="inlineStr"><is><t>${c}</t></is></c>`).join('');
  return `<row${r === undefined ? '' : ` r="${r}"`}>${row}</row>`;
}

/** Data rows numbered from row 2 (under the header): `count` of them, each made by `cells(i)`. */
export const numberedRows = (count: number, cells: (i: number) => readonly string[]) =>
  Array.from({ length: count }, (_, i) => inlineRow(cells(i), i + 2)).join('');
