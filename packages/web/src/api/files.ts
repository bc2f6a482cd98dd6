import type { EndpointReply } from '@campus/contract';
import { fileEndpoints as files } from '@campus/contract/api/platform/files';
import { dataOf } from './core/reply-data';
import { download, http } from './http';

/**
 * Files, by their declarations (contract api/platform/files.ts). They need the token header, so
 * they are fetched as bytes through the request layer rather than linked directly.
 */
export { fileEndpoints } from '@campus/contract/api/platform/files';

export const filesApi = {
  image: (attachmentId: string) => download(files.image, { query: { attachmentId } }),
  download: (attachmentId: string) => download(files.download, { query: { attachmentId } }),
  /** Uploads one file (multipart field `file`); `onProgress` hears 0..1 while it goes up. */
  async upload(
    file: Blob,
    name: string,
    onProgress?: (fraction: number) => void,
  ): Promise<EndpointReply<typeof files.upload>> {
    const form = new FormData();
    form.append('file', file, name);
    const { method, service, path } = files.upload;
    // Sent by the declaration's address through the client itself: a retry of this upload (the
    // same picked file) is one upload, and only the client can name the submission by the file
    // (call() keys a submission by its body, which a FormData is not).
    return dataOf(
      await http.request<EndpointReply<typeof files.upload>>({
        method,
        service,
        url: path,
        data: form,
        onUploadProgress: onProgress,
        idempotent: file,
      }),
    );
  },
};
