import { readXml } from './xml.js';

/**
 * Which cell styles show a number as a date, from the workbook's styles part: a date in Excel is a
 * number (days since 1900, or 1904) whose style's number format is a date format, built in or the
 * school's own ("yyyy/m/d", "yyyy年m月d日").
 */

/** Excel's built-in date and time formats, the Chinese and Japanese ones (27-36, 50-58) included. */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A format code is a date's when, without its [colours], "quoted text" and \escapes, it has y m d h s. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/\[[^\]]*\]|"[^"]*"|\\./g, '');
  return bare.toLowerCase() !== 'general' && /[ymdhs]/i.test(bare);
}

/** The indexes of the cell styles (a cell's `s`) that show dates. */
export function dateStyles(stylesXml: string): Set<number> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  readXml(stylesXml, {
    open(name, a) {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  const dates = new Set<number>();
  formats.forEach((id, style) => {
    const code = custom.get(id);
    if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATES.has(id)) dates.add(style);
  });
  return dates;
}

/** A date serial as yyyy-MM-dd (as ExcelJS reads it: no time zone, the 1904 system when the book says so). */
export function serialDate(serial: number, date1904: boolean): string {
  const ms = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10);
}
