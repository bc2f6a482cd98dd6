import { DOWNLOAD_URL_RELEASE_MS } from '@campus/contract';

/** Hands bytes to the browser as a download under a name; the object URL is released a second later (SPEC §9). */
export function saveFile(bytes: ArrayBuffer, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_RELEASE_MS);
}
