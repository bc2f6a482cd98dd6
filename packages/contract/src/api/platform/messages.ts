import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from '../../list.js';
import { removedReply } from '../removed-reply.js';
import { endpointsOf } from '../endpoints-of.js';
import { rowId, rowIdList } from '../ids.js';
import { listReplyOf } from '../list-reply.js';

/** Inner messages (IBPS-API.md §3; docs/API.md "Inner messages"): the caller's own inbox. */

/** The inbox list parameter that picks read ('Y') or unread ('N') messages. */
export const MESSAGE_READ_PARAMETER = 'Q^isRead^S';

export const MESSAGE_TYPES = ['normal', 'system', 'bulletin'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

const messageRow = z.object({
  id: z.string(),
  /** In the reader's language where the sender wrote it in several. */
  subject: z.string(),
  /** The sender; '' for system messages. */
  ownerName: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  createTime: z.number(),
  isRead: z.enum(['Y', 'N']),
  readTime: z.number().nullable(),
  /** What the message is about: 'news', 'bpm.task' or 'bpm.instance', with the id in bizId. */
  bizType: z.string().nullable(),
  bizId: z.string().nullable(),
});
export type InnerMessageRow = z.infer<typeof messageRow>;

const message = messageRow.extend({ content: z.string() });
export type InnerMessage = z.infer<typeof message>;

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const messageEndpoints = {
  /** The inbox, all or read/unread ones (MESSAGE_READ_PARAMETER). */
  receive: platform.list('/msg/innerMessage/receive', messageRow),
  /** The message with its content; opening it marks it read. */
  get: platform.get('/msg/innerMessage/get', { query: z.object({ innerMessageId: rowId }), reply: message }),
  /** Marks the given messages read, or every unread one with all=true (one of the two is required). */
  markRead: platform.post('/msg/innerMessage/markRead', {
    query: z.object({
      innerMessageIds: rowIdList.optional(),
      all: z.enum(['true', 'false'], 'validation.oneOf').optional(),
    }),
    reply: z.object({ marked: z.number() }),
  }),
  /** Unread messages, one page; the page result's total is the badge. */
  msgList: platform.get('/msg/innerMessage/msgList', {
    query: z.object({
      pageNo: z.coerce.number().int('validation.integer').min(1, 'validation.min').default(DEFAULT_PAGE),
      limit: z.coerce
        .number()
        .int('validation.integer')
        .min(1, 'validation.min')
        .max(MAX_LIMIT, 'validation.max')
        .default(DEFAULT_LIMIT),
    }),
    reply: listReplyOf(messageRow),
  }),
  /** Removes all the given messages or none: each must be the caller's own. */
  remove: platform.post('/msg/innerMessage/remove', {
    query: z.object({ innerMessageIds: rowIdList }),
    reply: removedReply,
  }),
};
