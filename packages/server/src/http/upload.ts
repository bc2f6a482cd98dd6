import multipart from '@fastify/multipart';
import { ModuleState } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Reading one uploaded file (multipart field `file`), for the routes that take one: attachments
 * and the student-affairs spreadsheet imports. Only the scopes that register it parse multipart
 * bodies, with the upload limit (UPLOAD_MAX_MB), not BODY_LIMIT.
 */
export interface Upload {
  fileName: string;
  declaredType: string;
  content: Buffer;
}

export async function acceptUploads(app: FastifyInstance): Promise<void> {
  const maxMb = app.config.uploadMaxMb;
  await app.register(multipart, {
    limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}

/**
 * The parser's refusals as our states. Its own errors carry a code and a status; the stream
 * parser underneath throws bare errors for broken bodies (no boundary, cut short), which are the
 * client's fault, not a server error.
 */
function uploadRefusal(error: unknown, maxMb: number): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(ModuleState.ATTACHMENT_TOO_LARGE, {
      key: 'file.tooLarge',
      params: { max: maxMb },
      httpStatus: 413,
    });
  }
  if (error instanceof AppError || statusCode || code) return error;
  return new AppError(400, { key: 'file.malformed' });
}

/** Reads the multipart field `file`. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const maxMb = request.server.config.uploadMaxMb;
  const missing = () => new AppError(400, { key: 'file.missing' });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw missing();
    return { fileName: part.filename, declaredType: part.mimetype, content: await part.toBuffer() };
  } catch (error) {
    throw uploadRefusal(error, maxMb);
  }
}
