import type { AnyEndpoint, EndpointReply, Route, uploadForm } from '@campus/contract';
import { fileEndpoints as files } from '@campus/contract/routes/api/platform/files';
import { dataOf } from './core/reply-data';
import { download, http } from './http';

/**
 * Files, by their declarations (contract api/platform/files.ts). They need the token header, so
 * they are fetched as bytes through the request layer rather than linked directly.
 */
export { fileEndpoints } from '@campus/contract/routes/api/platform/files';

/** An endpoint whose body is an upload (contract `uploadForm`). */
type UploadEndpoint = Route<AnyEndpoint & { body: typeof uploadForm }>;

/**
 * Uploads one file to an upload endpoint (multipart field `file`). Sent by the declaration's
 * address through the client itself: a retry of this upload (the same picked file) is one upload,
 * and only the client can name the submission by the file (call() keys a submission by its body,
 * which a FormData is not).
 */
export async function uploadFile<E extends UploadEndpoint>(
  endpoint: E,
  file: Blob,
  name: string,
  onProgress?: (fraction: number) => void,
): Promise<EndpointReply<E>> {
  const form = new FormData();
  form.append('file', file, name);
  const { method, service, path } = endpoint;
  return dataOf(
    await http.request<EndpointReply<E>>({
      method,
      service,
      url: path,
      data: form,
      onUploadProgress: onProgress,
      idempotent: file,
    }),
  );
}

export const filesApi = {
  image: (attachmentId: string) => download(files.image, { query: { attachmentId } }),
  download: (attachmentId: string) => download(files.download, { query: { attachmentId } }),
  /** Uploads one file (multipart field `file`); `onProgress` hears 0..1 while it goes up. */
  upload: (file: Blob, name: string, onProgress?: (fraction: number) => void) =>
    uploadFile(files.upload, file, name, onProgress),
};
