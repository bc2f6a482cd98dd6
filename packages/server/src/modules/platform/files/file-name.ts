/**
 * File names as people gave them, made safe to store and to send back in a header: no
 * directories, no control characters, at most 200 characters with the extension kept.
 */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!base) return 'file';
  if (base.length <= 200) return base;
  const extension = /\.[^.]{1,10}$/.exec(base)?.[0] ?? '';
  return base.slice(0, 200 - extension.length) + extension;
}

export { contentDisposition } from '../../../http/content-disposition.js';
