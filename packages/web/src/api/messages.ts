import type { ListReply } from '@campus/contract';
import type { HttpClient } from './core/types';
import { http } from './http';
import { listBody, type ListRequest } from './list-body';

/** Inner messages (/platform/v3/msg/innerMessage; docs/API.md "Inner messages"). */

export type MessageType = 'normal' | 'system' | 'bulletin';

export interface InnerMessageRow {
  id: string;
  subject: string;
  /** The sender; '' for system messages. */
  ownerName: string;
  messageType: MessageType;
  createTime: number;
  isRead: 'Y' | 'N';
  readTime: number | null;
  /** What the message is about: 'news', 'bpm.task' or 'bpm.instance', with the id in bizId. */
  bizType: string | null;
  bizId: string | null;
}

export interface InnerMessage extends InnerMessageRow {
  content: string;
}

export function createMessagesApi(client: HttpClient) {
  const service = 'platform';
  return {
    inbox: (request: ListRequest) =>
      client.request<ListReply<InnerMessageRow>>({
        method: 'POST',
        service,
        url: '/msg/innerMessage/receive',
        data: listBody(request),
      }),
    /** The message with its content; the server marks it read. */
    get: (id: string) =>
      client.request<InnerMessage>({
        service,
        url: '/msg/innerMessage/get',
        params: { innerMessageId: id },
      }),
    /** Marks the given messages read, or every unread one when `ids` is 'all'. */
    markRead: (ids: readonly string[] | 'all') =>
      client.request<{ marked: number }>({
        method: 'POST',
        service,
        url: '/msg/innerMessage/markRead',
        params: ids === 'all' ? { all: 'true' } : { innerMessageIds: ids.join(',') },
        loading: true,
      }),
    /** One unread row is enough: the page result's total is the badge. */
    unread: (limit = 1) =>
      client.request<ListReply<InnerMessageRow>>({
        service,
        url: '/msg/innerMessage/msgList',
        params: { pageNo: 1, limit },
      }),
    remove: (ids: readonly string[]) =>
      client.request<{ removed: number }>({
        method: 'POST',
        service,
        url: '/msg/innerMessage/remove',
        params: { innerMessageIds: ids.join(',') },
        loading: true,
      }),
  };
}

export const messagesApi = createMessagesApi(http);
