import type { AttachmentRef } from '@campus/contract';
import type { News } from '../../../db/schema.js';

/** Our attachments shown inline in sanitised content (sanitize.ts keeps only these and data: images). */
export function imagesIn(content: string): string[] {
  return [...content.matchAll(/file\/getImage\?attachmentId=([\w-]+)/g)].map((m) => m[1]!);
}

/** Every attachment an announcement holds: its files, cover picture and inline images. */
export function filesOf(news: Pick<News, 'fileAttach' | 'picture' | 'content'>): Set<string> {
  const ids = new Set((JSON.parse(news.fileAttach) as AttachmentRef[]).map((a) => a.id));
  if (news.picture) ids.add(news.picture);
  for (const id of imagesIn(news.content)) ids.add(id);
  return ids;
}
