import { DEFAULT_LANGUAGE, translate, type MessageKey } from '@campus/contract';
import type { Person } from '../../../core/org/people.js';
import { postMessages } from '../../../core/messages/post.js';
import { queuePush } from '../../../core/push/queue.js';
import type { BpmInstance } from '../../../db/schema.js';
import type { Db } from './repo.js';

/**
 * Inner messages the workflow sends. They are stored as text in the school's language (zh-CN,
 * the default): a message is read later by someone whose language the sender cannot know. Each
 * also goes out as a Web Push to the receivers' devices (core/push), in each device's language.
 */
export interface Notice {
  receivers: readonly string[];
  subject: MessageKey;
  content: MessageKey;
  params: Record<string, string | number>;
  sender: Person | null;
  bizType: string;
  bizId: string;
}

/** Where a push about a workflow thing opens, relative to the app's base (as the inbox links). */
export function pushUrl(bizType: string, bizId: string): string {
  const id = encodeURIComponent(bizId);
  if (bizType === 'bpm.task') return `bpmn/task?taskId=${id}`;
  if (bizType === 'bpm.instance') return `bpmn/instance?id=${id}`;
  return 'message/inner/receive';
}

export async function notify(db: Db, tenantId: string, notice: Notice, now = Date.now()): Promise<number> {
  const text = (key: MessageKey) => translate(DEFAULT_LANGUAGE, key, notice.params).trim();
  await queuePush(db, {
    tenantId,
    receiverIds: notice.receivers,
    title: notice.subject,
    body: notice.content,
    params: notice.params,
    url: pushUrl(notice.bizType, notice.bizId),
    now,
  });
  return postMessages(db, {
    tenantId,
    subject: text(notice.subject),
    content: text(notice.content),
    messageType: notice.sender ? 'normal' : 'system',
    sender: notice.sender,
    receiverIds: notice.receivers,
    bizType: notice.bizType,
    bizId: notice.bizId,
    now,
  });
}

/** Tells the starter how their request ended, or that it came back to them. */
export function notifyStarter(
  db: Db,
  instance: BpmInstance,
  outcome: 'approved' | 'opposed' | 'returned' | 'ended',
  reason: string | null = null,
): Promise<number> {
  const content: Record<typeof outcome, MessageKey> = {
    approved: 'bpm.message.approved',
    opposed: 'bpm.message.opposed',
    returned: 'bpm.message.returned',
    ended: 'bpm.message.ended',
  };
  return notify(db, instance.tenantId, {
    receivers: [instance.starterId],
    subject: 'bpm.message.resultSubject',
    content: content[outcome],
    params: { subject: instance.subject, reason: reason ?? '' },
    sender: null,
    bizType: 'bpm.instance',
    bizId: instance.id,
  });
}
