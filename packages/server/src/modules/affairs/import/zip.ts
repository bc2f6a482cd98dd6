import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';

/**
 * An uploaded .xlsx as the zip archive it is, read from its central directory before anything is
 * unpacked (issue 25 §10: a 419 KB workbook unpacked to 400 MB and was parsed in full). The
 * directory's declared sizes are checked first: the number of parts, what they unpack to in all,
 * and each part's compression ratio; then a part is unpacked as a stream that stops when its
 * reader has what it needs, and is refused the moment it unpacks past the size it declared (a
 * directory can lie). Only what an import needs: no encryption, stored or deflated parts.
 */

/** More parts than any workbook for import has (Excel writes some 10 to 30). */
export const MAX_PARTS = 1000;
/** What all the parts may unpack to: a 20,000-row sheet of bills is some 10 MB. */
export const MAX_UNPACKED_MB = 100;
/** Sheet XML compresses some 10 to 1; a bomb 250 to 1 and more. Parts under 1 MB are not judged. */
export const MAX_RATIO = 100;
const RATIO_FROM = 1024 * 1024;

export type ArchiveProblem = 'notZip' | 'tooManyParts' | 'tooLarge' | 'ratio' | 'damaged';

/** Why an archive is not read; the reader says it in the user's language. */
export class ArchiveRefused extends Error {
  constructor(readonly problem: ArchiveProblem) {
    super(`archive refused: ${problem}`);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MB = 1024 * 1024;

/** The end record: the last signature within the final 64 KB (its comment comes after it). */
function endRecord(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw new ArchiveRefused('notZip');
}

/** A ZIP64 size in the entry's extra field, when the 32-bit one says "see there". */
function zip64Size(extra: Buffer, want: { size: boolean; compressed: boolean }) {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const read = () => {
        if (field + 8 > at + 4 + length) throw new ArchiveRefused('notZip');
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      const size = want.size ? read() : undefined;
      const compressed = want.compressed ? read() : undefined;
      return { size, compressed };
    }
    at += 4 + length;
  }
  throw new ArchiveRefused('notZip');
}

/** Every entry of the central directory, checked against the limits above before any is unpacked. */
export function readDirectory(bytes: Buffer): Map<string, ZipEntry> {
  if (bytes.length < 22) throw new ArchiveRefused('notZip');
  const end = endRecord(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const start = bytes.readUInt32LE(end + 16);
  // 0xffff entries means a ZIP64 archive: more parts than a workbook for import has.
  if (count > MAX_PARTS || count === 0xffff) throw new ArchiveRefused('tooManyParts');
  const entries = new Map<string, ZipEntry>();
  let at = start;
  let unpacked = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new ArchiveRefused('notZip');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    let compressedSize = bytes.readUInt32LE(at + 20);
    let size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString(flags & 0x0800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    if (size === 0xffffffff || compressedSize === 0xffffffff) {
      const extra = bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      const big = zip64Size(extra, { size: size === 0xffffffff, compressed: compressedSize === 0xffffffff });
      size = big.size ?? size;
      compressedSize = big.compressed ?? compressedSize;
    }
    at += 46 + nameLength + extraLength + commentLength;
    unpacked += size;
    if (unpacked > MAX_UNPACKED_MB * MB) throw new ArchiveRefused('tooLarge');
    if (size > RATIO_FROM && size > compressedSize * MAX_RATIO) throw new ArchiveRefused('ratio');
    // Encrypted parts or other compressions: not a workbook this reader takes.
    if (flags & 0x0001 || (method !== STORED && method !== DEFLATED)) throw new ArchiveRefused('notZip');
    entries.set(name, { name, method, compressedSize, size, localOffset });
  }
  return entries;
}

/** The part's compressed bytes (after its local header, whose name and extra lengths may differ). */
function dataOf(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new ArchiveRefused('notZip');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new ArchiveRefused('notZip');
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Unpacks a part as text, handing it on chunk by chunk until `take` answers false (its reader has
 * what it needs: the rest is never unpacked). Refused as damaged when it unpacks past its size.
 */
export function streamEntry(bytes: Buffer, entry: ZipEntry, take: (text: string) => boolean): Promise<void> {
  const data = dataOf(bytes, entry);
  const decoder = new StringDecoder('utf8');
  if (entry.method === STORED) {
    if (data.length > entry.size) return Promise.reject(new ArchiveRefused('damaged'));
    take(decoder.write(data) + decoder.end());
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let unpacked = 0;
    let done = false;
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      inflate.destroy();
      if (error) reject(error);
      else resolve();
    };
    inflate.on('data', (chunk: Buffer) => {
      if (done) return;
      unpacked += chunk.length;
      if (unpacked > entry.size) return finish(new ArchiveRefused('damaged'));
      try {
        if (!take(decoder.write(chunk))) finish();
      } catch (error) {
        finish(error);
      }
    });
    inflate.on('end', () => {
      if (done) return;
      try {
        take(decoder.end());
        finish();
      } catch (error) {
        finish(error);
      }
    });
    inflate.on('error', () => finish(new ArchiveRefused('notZip')));
    inflate.end(data);
  });
}

/** A small part (a workbook's list of sheets, its styles) whole, as text. */
export async function entryText(bytes: Buffer, entry: ZipEntry): Promise<string> {
  let text = '';
  await streamEntry(bytes, entry, (chunk) => {
    text += chunk;
    return true;
  });
  return text;
}
