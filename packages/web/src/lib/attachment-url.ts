/**
 * The attachment id inside an image address of this server
 * (`/api/platform/v3/file/getImage?attachmentId=...`, as the user context's photo and
 * announcement images carry it); undefined for any other address.
 */
export function attachmentIdOf(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  const match = /\/file\/getImage\?(?:[^#]*&)?attachmentId=([\w-]+)/.exec(src);
  return match?.[1];
}
