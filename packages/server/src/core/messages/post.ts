import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.js';
import type { DB, MessageType } from '../../db/schema.js';

/**
 * Posts an inner message to each receiver (one row per receiver, so each reads it on their own).
 * Callers pass their transaction, so a message goes out only with the action it reports.
 */
export interface NewMessage {
  tenantId: string;
  subject: string;
  content: string;
  messageType: MessageType;
  sender: { id: string; name: string } | null;
  receiverIds: readonly string[];
  /** What the message is about (e.g. 'bpm.task', taskId), so the inbox can link to it. */
  bizType: string | null;
  bizId: string | null;
  now: number;
}

export async function postMessages(db: Kysely<DB>, message: NewMessage): Promise<number> {
  const receivers = [...new Set(message.receiverIds)];
  if (receivers.length === 0) return 0;
  await db
    .insertInto('innerMessage')
    .values(
      receivers.map((receiverId) => ({
        id: newId(),
        tenantId: message.tenantId,
        subject: message.subject.slice(0, 500),
        content: message.content,
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
