import type { MessageKey } from '@campus/contract';
import type { Person } from '../../../core/org/people.js';
import type { LocalizedParams } from '../../../core/messages/localized-params.js';
import { noticePeople } from '../../../core/messages/notice.js';
import type { BpmInstance } from '../../../db/schema.js';
import { subjectTexts } from '../../../engine/subjects.js';
import type { Db } from './repo.js';

/**
 * Inner messages the workflow sends. A message is read later by someone whose language the sender
 * cannot know, so it is written in every language (issue 16): the school's (zh-CN) as its text,
 * the others beside it, and the inbox reads the receiver's. A parameter may itself differ by
 * language (a request's subject: `subjectTexts`). Each also goes out as a Web Push to the
 * receivers' devices (core/push), in each device's language.
 */
export interface Notice {
  receivers: readonly string[];
  subject: MessageKey;
  content: MessageKey;
  params: LocalizedParams;
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

export const notify = (db: Db, tenantId: string, notice: Notice, now = Date.now()): Promise<number> =>
  noticePeople(db, tenantId, { ...notice, url: pushUrl(notice.bizType, notice.bizId) }, now);

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
    params: { subject: subjectTexts(instance), reason: reason ?? '' },
    sender: null,
    bizType: 'bpm.instance',
    bizId: instance.id,
  });
}
