import type { Selectable } from 'kysely';
import type { YN } from './types.js';

/**
 * The platform service's content (migration 0004): attachments, announcements and who read
 * them, dictionaries and data templates. Times are epoch ms; JSON travels as text.
 */

/** An uploaded file, stored in the database so every server instance serves it. */
export interface AttachmentTable {
  /**
   * Random and unguessable (22 characters base64url). Holding the id is not enough to read the
   * file: reading follows the object that holds it (AttachmentHolderTable), else only its owner.
   */
  id: string;
  tenantId: string;
  ownerId: string;
  name: string;
  /** MIME type, checked against the content on upload. */
  type: string;
  size: number;
  sha256: string;
  content: Buffer;
  createdAt: number;
}

/**
 * What holds an attachment (core/attachments/holders.ts): a request's form values, an
 * announcement; objects modules keep, read by the module's registered rule: an onboarding
 * question's pictures (yxxt), a dormitory inspection's score (its photos), a dormitory discipline
 * record (ssgl).
 */
export type AttachmentHolderType = 'instance' | 'news' | 'question' | 'dorm_inspection' | 'dorm_discipline';

/**
 * An object that holds an attachment (migration 0051): reading the file follows it. Ids are
 * unique across tenants (attachment ids are random, holder ids snowflakes); the attachment row
 * carries the tenant.
 */
export interface AttachmentHolderTable {
  attachmentId: string;
  holderType: AttachmentHolderType;
  holderId: string;
}

export type NewsItem = 'important' | 'notices';
/** Stored statuses; 'expired' is derived from loseDate when read. */
export type NewsStatus = 'publish' | 'drafts';

export interface NewsTable {
  id: string;
  tenantId: string;
  title: string;
  /** Rich text, sanitised on save. */
  content: string;
  publicItem: NewsItem;
  /** The author. */
  userId: string;
  userName: string;
  depId: string | null;
  depName: string | null;
  /** When it was first published; null while a draft. */
  publicDate: number | null;
  /** When it expires; null never. */
  loseDate: number | null;
  /** 'Y': the whole school; 'N': staff only. */
  isPublic: YN;
  status: NewsStatus;
  /** Attachments as a JSON array of AttachmentRef. */
  fileAttach: string;
  /** Cover image: an attachment id. */
  picture: string | null;
  typeId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** One row per reader of an announcement: the read count and the reader's "read" mark. */
export interface NewsReadTable {
  tenantId: string;
  newsId: string;
  userId: string;
  readAt: number;
}

/** One entry of a dictionary (a typeKey groups the entries of one dictionary). */
export interface DictionaryTable {
  id: string;
  tenantId: string;
  typeKey: string;
  key: string;
  /** The name in the school's language (zh-CN). */
  name: string;
  /** Names in other languages, JSON `{ "en-US": "...", ... }`, or null. */
  names: string | null;
  sort: number;
  createdAt: number;
}

/** A data template: a dataset of the server's registry with the columns, filters and sorts shown. */
export interface DataTemplateTable {
  tenantId: string;
  /** Word characters only: it appears in the client's route /d/list/:id. */
  id: string;
  dataset: string;
  /** JSON: name, columns, filters, sorts, defaultSort (templates/definition.ts). */
  definition: string;
  createdAt: number;
}

export interface PlatformTables {
  attachment: AttachmentTable;
  attachmentHolder: AttachmentHolderTable;
  news: NewsTable;
  newsRead: NewsReadTable;
  dictionary: DictionaryTable;
  dataTemplate: DataTemplateTable;
}

export type News = Selectable<NewsTable>;
