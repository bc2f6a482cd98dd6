import type { Language } from '@campus/contract';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.js';
import type { DB, MessageType } from '../../db/schema.js';

/**
 * Posts an inner message to each receiver (one row per receiver, so each reads it on their own).
 * Callers pass their transaction, so a message goes out only with the action it reports.
 */
export interface NewMessage {
  tenantId: string;
  /** In the school's language (zh-CN). */
  subject: string;
  content: string;
  /** The same in other languages, where the sender wrote them (the inbox reads the receiver's). */
  subjects?: Partial<Record<Language, string>>;
  contents?: Partial<Record<Language, string>>;
  messageType: MessageType;
  sender: { id: string; name: string } | null;
  receiverIds: readonly string[];
  /** What the message is about (e.g. 'bpm.task', taskId), so the inbox can link to it. */
  bizType: string | null;
  bizId: string | null;
  now: number;
}

/** Texts by language as stored beside the school's (JSON without zh-CN), or null. */
function others(texts: Partial<Record<Language, string>> | undefined, limit?: number): string | null {
  if (!texts) return null;
  const entries = Object.entries(texts).filter(([lang]) => lang !== 'zh-CN');
  if (entries.length === 0) return null;
  return JSON.stringify(
    Object.fromEntries(entries.map(([lang, text]) => [lang, limit ? text.slice(0, limit) : text])),
  );
}

export async function postMessages(db: Kysely<DB>, message: NewMessage): Promise<number> {
  const receivers = [...new Set(message.receiverIds)];
  if (receivers.length === 0) return 0;
  const subjects = others(message.subjects, 500);
  const contents = others(message.contents);
  await db
    .insertInto('innerMessage')
    .values(
      receivers.map((receiverId) => ({
        id: newId(),
        tenantId: message.tenantId,
        subject: message.subject.slice(0, 500),
        content: message.content,
        subjects,
        contents,
        messageType: message.messageType,
        senderId: message.sender?.id ?? null,
        senderName: message.sender?.name ?? null,
        receiverId,
        readAt: null,
        bizType: message.bizType,
        bizId: message.bizId,
        createdAt: message.now,
      })),
    )
    .execute();
  return receivers.length;
}
