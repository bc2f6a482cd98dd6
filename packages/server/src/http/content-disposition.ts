import type { FastifyReply } from 'fastify';

/**
 * Content-Disposition with an ASCII fallback name and the real one in RFC 5987 form
 * (filename*=UTF-8''...), which every current browser prefers: Chinese names survive.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a generated workbook as a download (the staff exports; no cache keeps it: http/cache-control.ts). */
export function sendXlsx(reply: FastifyReply, file: Buffer, fileName: string): FastifyReply {
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .send(file);
}
