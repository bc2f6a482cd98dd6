/**
 * What may be uploaded. Each type names its file extensions and, where the format has one,
 * the signature its first bytes must carry: a declared type is only believed when the content
 * agrees, so an HTML page cannot pass as a PNG.
 */
export interface FileType {
  mime: string;
  /** Other spellings browsers send for the same type (Windows sends zips as x-zip-compressed). */
  aliases?: string[];
  extensions: string[];
  matches(head: Buffer): boolean;
}

const bytes =
  (...expected: number[]) =>
  (head: Buffer) =>
    expected.every((b, i) => head[i] === b);
const ascii =
  (text: string, offset = 0) =>
  (head: Buffer) =>
    head.subarray(offset, offset + text.length).toString('latin1') === text;

/** Office Open XML documents are zip archives; legacy Office files are OLE compound files. */
const zip = bytes(0x50, 0x4b, 0x03, 0x04);
const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** Text has no signature, but a NUL byte means it is not text. */
const text = (head: Buffer) => !head.includes(0);

const OOXML = 'application/vnd.openxmlformats-officedocument';

export const FILE_TYPES: readonly FileType[] = [
  {
    mime: 'image/jpeg',
    aliases: ['image/jpg', 'image/pjpeg'],
    extensions: ['.jpg', '.jpeg'],
    matches: bytes(0xff, 0xd8, 0xff),
  },
  { mime: 'image/png', extensions: ['.png'], matches: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  { mime: 'image/webp', extensions: ['.webp'], matches: (h) => ascii('RIFF')(h) && ascii('WEBP', 8)(h) },
  { mime: 'image/gif', extensions: ['.gif'], matches: (h) => ascii('GIF87a')(h) || ascii('GIF89a')(h) },
  { mime: 'application/pdf', extensions: ['.pdf'], matches: ascii('%PDF-') },
  { mime: 'application/msword', extensions: ['.doc'], matches: ole },
  { mime: `${OOXML}.wordprocessingml.document`, extensions: ['.docx'], matches: zip },
  { mime: 'application/vnd.ms-excel', extensions: ['.xls'], matches: ole },
  { mime: `${OOXML}.spreadsheetml.sheet`, extensions: ['.xlsx'], matches: zip },
  { mime: 'application/vnd.ms-powerpoint', extensions: ['.ppt'], matches: ole },
  { mime: `${OOXML}.presentationml.presentation`, extensions: ['.pptx'], matches: zip },
  { mime: 'text/plain', extensions: ['.txt'], matches: text },
  { mime: 'application/zip', aliases: ['application/x-zip-compressed'], extensions: ['.zip'], matches: zip },
];

export const isImageType = (mime: string) => mime.startsWith('image/');

const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? '';

export type FileCheck =
  { ok: true; type: FileType; name: string } | { ok: false; reason: 'notAllowed' | 'mismatch'; type: string };

/**
 * Decides an upload's type from what the browser declared, the file name and the content.
 * A generic declared type (octet-stream, none) falls back to the extension; a name without
 * an extension (a canvas signature arrives as "blob") gets the type's own.
 */
export function checkFile(declared: string, name: string, content: Buffer): FileCheck {
  const mime = (declared.split(';')[0] ?? '').trim().toLowerCase();
  const extension = extensionOf(name);
  const generic = mime === '' || mime === 'application/octet-stream';
  const type = generic
    ? FILE_TYPES.find((t) => t.extensions.includes(extension))
    : FILE_TYPES.find((t) => t.mime === mime || t.aliases?.includes(mime));
  if (!type) return { ok: false, reason: 'notAllowed', type: mime || extension || name };
  if (extension && !type.extensions.includes(extension))
    return { ok: false, reason: 'mismatch', type: type.mime };
  if (!type.matches(content.subarray(0, 8192))) return { ok: false, reason: 'mismatch', type: type.mime };
  return { ok: true, type, name: extension ? name : `${name}${type.extensions[0]}` };
}
