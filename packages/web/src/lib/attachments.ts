import type { AttachmentRef } from '@campus/contract';
import { filesApi } from '../api/files';
import { saveFile } from './save-file';

/** SPEC §9: the default download type. */
const DEFAULT_DOWNLOAD_TYPE = 'application/octet-stream';

/**
 * Object URLs of images fetched with the token, by attachment id. A photo or picture shown on
 * several screens is fetched once per session; "clear cache" releases them all.
 */
const images = new Map<string, Promise<string>>();

export function imageUrl(attachmentId: string): Promise<string> {
  let url = images.get(attachmentId);
  if (!url) {
    url = filesApi.image(attachmentId).then((bytes) => URL.createObjectURL(new Blob([bytes])));
    // A failed fetch is not remembered: the next screen tries again.
    url.catch(() => images.delete(attachmentId));
    images.set(attachmentId, url);
  }
  return url;
}

/** Forgets every image fetched so far and frees its memory. */
export function releaseImages(): void {
  const urls = [...images.values()];
  images.clear();
  for (const url of urls) void url.then(URL.revokeObjectURL, () => undefined);
}

/** Saves an attachment under its own name (SPEC §9). */
export async function downloadAttachment(attachment: AttachmentRef): Promise<void> {
  const bytes = await filesApi.download(attachment.id);
  saveFile(bytes, attachment.name, attachment.type || DEFAULT_DOWNLOAD_TYPE);
}
