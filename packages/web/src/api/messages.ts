import { messageEndpoints as messages } from '@campus/contract/routes/api/platform/messages';
import { call } from './http';
import { listBody, type ListRequest } from './list-body';

/** Inner messages, by their declarations (contract api/platform/messages.ts). */
export type {
  InnerMessage,
  InnerMessageRow,
  MessageType,
} from '@campus/contract/routes/api/platform/messages';
export { MESSAGE_READ_PARAMETER, messageEndpoints } from '@campus/contract/routes/api/platform/messages';

export const messagesApi = {
  inbox: (request: ListRequest) => call(messages.receive, { body: listBody(request) }),
  /** The message with its content; the server marks it read. */
  get: (id: string) => call(messages.get, { query: { innerMessageId: id } }),
  /** Marks the given messages read, or every unread one when `ids` is 'all'. */
  markRead: (ids: readonly string[] | 'all') =>
    call(
      messages.markRead,
      { query: ids === 'all' ? { all: 'true' } : { innerMessageIds: ids.join(',') } },
      { loading: true },
    ),
  /** One unread row is enough: the page result's total is the badge. */
  unread: (limit = 1) => call(messages.msgList, { query: { pageNo: 1, limit } }),
  remove: (ids: readonly string[]) =>
    call(messages.remove, { query: { innerMessageIds: ids.join(',') } }, { loading: true }),
};
