import type { AttachmentRef, UploadField } from '@campus/contract';
import type { News, NewsSave, PublicItem } from '../../api/news';

/** What the editor's fields hold; the body is read from the editor itself when saving. */
export interface NoticeFields {
  title: string;
  publicItem: PublicItem;
  /** The last day it is shown; null for no end. */
  loseDay: Date | null;
  staffOnly: boolean;
  /** Files offered for download under the text. */
  attachments: AttachmentRef[];
}

/** The attachments as the upload control checks them: up to 20 files (the server's limit) of 10 MB. */
export const ATTACHMENTS_FIELD: UploadField = {
  key: 'attachments',
  type: 'upload',
  label: '', // the editor's form item shows it (notice.field.attachments)
  maxCount: 20,
  maxSizeMB: 10,
};

export function fieldsOf(notice: News | undefined): NoticeFields {
  return {
    title: notice?.title ?? '',
    publicItem: notice?.publicItem ?? 'notices',
    loseDay: notice?.loseDate ? new Date(notice.loseDate) : null,
    staffOnly: notice?.isPublic === 'N',
    attachments: notice?.fileAttach ?? [],
  };
}

/** The end of a day: an announcement "valid until" a day is shown all that day. */
export function endOfDay(day: Date): number {
  const end = new Date(day);
  end.setHours(23, 59, 59, 999);
  return end.getTime();
}

/**
 * The save request: the fields (attachments included), the sanitised body, and what the editor
 * does not change (the cover picture stays as it was).
 */
export function saveRequest(
  fields: NoticeFields,
  content: string,
  status: NewsSave['status'],
  current: News | undefined,
): NewsSave {
  return {
    id: current?.id,
    title: fields.title.trim(),
    content,
    publicItem: fields.publicItem,
    status,
    loseDate: fields.loseDay ? endOfDay(fields.loseDay) : null,
    isPublic: fields.staffOnly ? 'N' : 'Y',
    fileAttach: fields.attachments.map(({ id }) => ({ id })),
    picture: current?.picture ?? null,
  };
}
