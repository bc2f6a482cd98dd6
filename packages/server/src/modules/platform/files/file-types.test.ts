import { describe, expect, it } from 'vitest';
import { checkFile } from './file-types.js';
import { cleanFileName, contentDisposition } from './file-name.js';

const head = (...parts: (string | number[])[]) =>
  Buffer.concat([
    ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
    Buffer.alloc(16),
  ]);

describe('upload types', () => {
  it.each([
    ['image/jpeg', 'a.jpg', head([0xff, 0xd8, 0xff, 0xe0])],
    ['image/jpg', 'a.JPEG', head([0xff, 0xd8, 0xff, 0xe1])],
    ['image/gif', 'a.gif', head('GIF89a')],
    ['image/webp', 'a.webp', head('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx', head('PK', [3, 4])],
    ['application/msword', 'a.doc', head([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['application/x-zip-compressed', 'a.zip', head('PK', [3, 4])],
    ['text/plain; charset=utf-8', 'a.txt', Buffer.from('第一行\n')],
  ])('accepts %s named %s with matching content', (type, name, content) => {
    expect(checkFile(type, name, content).ok).toBe(true);
  });

  it('refuses a document that is not what it says, and text with NUL bytes', () => {
    expect(checkFile('application/msword', 'a.doc', head('PK', [3, 4]))).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
    expect(checkFile('text/plain', 'a.txt', Buffer.from([0x4d, 0x5a, 0, 0]))).toMatchObject({
      reason: 'mismatch',
    });
  });

  it('refuses an extension of another type and unknown types', () => {
    expect(
      checkFile('image/png', 'a.html', head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toMatchObject({
      reason: 'mismatch',
    });
    expect(checkFile('text/html', 'a.html', Buffer.from('<p>'))).toMatchObject({
      reason: 'notAllowed',
      type: 'text/html',
    });
    expect(checkFile('', 'a.svg', Buffer.from('<svg>'))).toMatchObject({
      reason: 'notAllowed',
      type: '.svg',
    });
  });
});

describe('file names', () => {
  it('drops directories and control characters and keeps the extension of long names', () => {
    expect(cleanFileName('C:\\fakepath\\证明.pdf')).toBe('证明.pdf');
    expect(cleanFileName('../a\r\nb.txt')).toBe('ab.txt');
    expect(cleanFileName('  ')).toBe('file');
    const long = cleanFileName(`${'长'.repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('sends the real name in RFC 5987 form with an ASCII fallback', () => {
    expect(contentDisposition('attachment', `it's "a" (1).pdf`)).toBe(
      `attachment; filename="it's _a_ (1).pdf"; filename*=UTF-8''it%27s%20%22a%22%20%281%29.pdf`,
    );
  });
});
