import { ModuleState, type ListQuery } from '@campus/contract';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { takeParameter } from '../shared/list.js';
import * as repo from './repo.js';

/** The list body parameter that picks read ('Y') or unread ('N') messages. */
const READ_PARAMETER = 'Q^isRead^S';

const notFound = () => new AppError(ModuleState.MESSAGE_NOT_FOUND);
const receiverOf = (auth: AuthContext): repo.Receiver => ({ tenantId: auth.tenantId, userId: auth.userId });

/** The caller's inbox (issue 6). Nobody reads, marks or removes another person's messages. */
export function createMessageService(db: repo.Db) {
  return {
    inbox(auth: AuthContext, query: ListQuery) {
      const { value, rest } = takeParameter(query, READ_PARAMETER);
      if (value !== '' && value !== 'Y' && value !== 'N') {
        throw new AppError(400, {
          key: 'error.invalidFilter',
          params: { key: `${READ_PARAMETER}=${value}` },
        });
      }
      return repo.listMessages(db, receiverOf(auth), value === '' ? undefined : value === 'Y', rest);
    },

    /** Unread messages; the reply's totalCount is the workbench badge. */
    unread: (auth: AuthContext, query: ListQuery) => repo.listMessages(db, receiverOf(auth), false, query),

    /** Opening a message marks it read. */
    async get(auth: AuthContext, id: string): Promise<repo.MessageDetail> {
      const receiver = receiverOf(auth);
      const message = await repo.findMessage(db, receiver, id);
      if (!message) throw notFound();
      if (message.isRead === 'N') {
        const now = Date.now();
        await repo.markRead(db, receiver, [id], now);
        return { ...message, isRead: 'Y', readTime: now };
      }
      return message;
    },

    /** Marks the given messages, or all of them, read; others' ids simply match nothing. */
    async markRead(auth: AuthContext, ids: readonly string[] | null) {
      return { marked: await repo.markRead(db, receiverOf(auth), ids, Date.now()) };
    },

    /** Removes all the given messages or none: each must be the caller's own. */
    async remove(auth: AuthContext, ids: readonly string[]) {
      const receiver = receiverOf(auth);
      const unique = [...new Set(ids)];
      if ((await repo.countOwn(db, receiver, unique)) !== unique.length) throw notFound();
      await repo.deleteMessages(db, receiver, unique);
      return { removed: unique.length };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
