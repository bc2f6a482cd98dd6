import { LANGUAGES, translate, type Language, type MessageKey } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { queuePush } from '../push/queue.js';
import { paramsIn, type LocalizedParams } from './localized-params.js';
import { postMessages } from './post.js';

/**
 * A notice to some people: an inner message written in every language (the inbox reads the
 * receiver's) and a Web Push to their devices, each in its own language, both in the caller's
 * transaction. What the workflow tells a starter and what a group tells a student (a sanction
 * recorded) go out the same way.
 */
export interface PeopleNotice {
  receivers: readonly string[];
  subject: MessageKey;
  content: MessageKey;
  params: LocalizedParams;
  sender: { id: string; name: string } | null;
  /** What the message is about, so the inbox can link to it. */
  bizType: string;
  bizId: string;
  /** Where a push opens, relative to the app's base. */
  url: string;
}

export async function noticePeople(
  db: Kysely<DB>,
  tenantId: string,
  notice: PeopleNotice,
  now = Date.now(),
): Promise<number> {
  const textsOf = (key: MessageKey) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [lang, translate(lang, key, paramsIn(notice.params, lang)).trim()]),
    ) as Record<Language, string>;
  const subjects = textsOf(notice.subject);
  const contents = textsOf(notice.content);
  await queuePush(db, {
    tenantId,
    receiverIds: notice.receivers,
    title: notice.subject,
    body: notice.content,
    params: notice.params,
    url: notice.url,
    now,
  });
  return postMessages(db, {
    tenantId,
    subject: subjects['zh-CN'],
    content: contents['zh-CN'],
    subjects,
    contents,
    messageType: notice.sender ? 'normal' : 'system',
    sender: notice.sender,
    receiverIds: notice.receivers,
    bizType: notice.bizType,
    bizId: notice.bizId,
    now,
  });
}
