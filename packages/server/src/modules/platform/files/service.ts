import { createHash } from 'node:crypto';
import { ModuleState, type AttachmentRef, type ListQuery } from '@campus/contract';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { newCapabilityId } from '../../../lib/capability-id.js';
import { mayReadFile } from './access.js';
import { checkFile, isImageType } from './file-types.js';
import { cleanFileName } from './file-name.js';
import * as repo from './repo.js';

export interface Upload {
  fileName: string;
  declaredType: string;
  content: Buffer;
}

const notFound = () => new AppError(ModuleState.ATTACHMENT_NOT_FOUND, { httpStatus: 404 });

/** Uploads and reads of attachments, within the caller's tenant. */
export function createFileService(db: repo.Db) {
  /** The file if the caller may read it (access.ts); anyone else hears "not found", as for an unknown id. */
  async function readable(auth: AuthContext, id: string): Promise<repo.StoredFile> {
    const file = await repo.findFile(db, auth.tenantId, id);
    if (!file || !(await mayReadFile(db, auth, file))) throw notFound();
    return file;
  }

  return {
    async upload(auth: AuthContext, upload: Upload): Promise<AttachmentRef> {
      if (upload.content.length === 0) throw new AppError(400, { key: 'file.missing' });
      const check = checkFile(upload.declaredType, cleanFileName(upload.fileName), upload.content);
      if (!check.ok) {
        throw new AppError(ModuleState.ATTACHMENT_TYPE_NOT_ALLOWED, {
          key: check.reason === 'notAllowed' ? 'file.typeNotAllowed' : 'file.contentMismatch',
          params: { type: check.type },
          httpStatus: 415,
        });
      }
      const ref: AttachmentRef = {
        id: newCapabilityId(),
        name: check.name,
        size: upload.content.length,
        type: check.type.mime,
      };
      await repo.insertAttachment(db, {
        ...ref,
        tenantId: auth.tenantId,
        ownerId: auth.userId,
        sha256: createHash('sha256').update(upload.content).digest('hex'),
        content: upload.content,
        createdAt: Date.now(),
      });
      return ref;
    },

    file: readable,

    /** The caller's own uploads (the stock attachment list): nothing they could not read already. */
    mine: (auth: AuthContext, query: ListQuery) => repo.ownFiles(db, auth.tenantId, auth.userId, query),

    async image(auth: AuthContext, id: string): Promise<repo.StoredFile> {
      const file = await readable(auth, id);
      if (!isImageType(file.type)) {
        throw new AppError(ModuleState.ATTACHMENT_TYPE_NOT_ALLOWED, {
          key: 'file.notImage',
          httpStatus: 415,
        });
      }
      return file;
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
