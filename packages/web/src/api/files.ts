import type { AttachmentRef } from '@campus/contract';
import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';

/**
 * Files (/platform/v3/file). They need the token header, so they are fetched as bytes through the
 * request layer rather than linked directly.
 */
export function createFilesApi(client: HttpClient) {
  const bytes = (url: string, attachmentId: string) =>
    client.request({ service: 'platform', url, params: { attachmentId }, responseType: 'arraybuffer' });
  return {
    image: (attachmentId: string) => bytes('/file/getImage', attachmentId),
    download: (attachmentId: string) => bytes('/file/download', attachmentId),
    /** Uploads one file (multipart field `file`); `onProgress` hears 0..1 while it goes up. */
    async upload(file: Blob, name: string, onProgress?: (fraction: number) => void): Promise<AttachmentRef> {
      const form = new FormData();
      form.append('file', file, name);
      return dataOf(
        await client.request<AttachmentRef>({
          method: 'POST',
          service: 'platform',
          url: '/file/upload',
          data: form,
          onUploadProgress: onProgress,
          // A retry of this upload (the same picked file) is one upload.
          idempotent: file,
        }),
      );
    },
  };
}

export const filesApi = createFilesApi(http);
