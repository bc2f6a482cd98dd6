import { ModuleState, type Language, type ListQuery, type ListReply } from '@campus/contract';
import {
  MESSAGE_READ_PARAMETER,
  type InnerMessage,
  type InnerMessageRow,
} from '@campus/contract/api/platform/messages';
import type { AuthContext } from '../../../http/auth.js';
import { textIn } from '../../../lib/localized-name.js';
import { AppError } from '../../../http/errors.js';
import { takeParameter } from '../shared/list.js';
import * as repo from './repo.js';

const notFound = () => new AppError(ModuleState.MESSAGE_NOT_FOUND);
const receiverOf = (auth: AuthContext): repo.Receiver => ({ tenantId: auth.tenantId, userId: auth.userId });

/** A message in the reader's language, where its sender wrote it in several (issue 16). */
function rowIn({ subjects, ...row }: repo.MessageRow, lang: Language): InnerMessageRow {
  return { ...row, subject: textIn(subjects, row.subject, lang) };
}

function detailIn({ contents, ...message }: repo.MessageDetail, lang: Language): InnerMessage {
  return { ...rowIn(message, lang), content: textIn(contents, message.content, lang) };
}

const listIn = (list: ListReply<repo.MessageRow>, lang: Language): ListReply<InnerMessageRow> => ({
  ...list,
  dataResult: list.dataResult.map((row) => rowIn(row, lang)),
});

/** The caller's inbox (issue 6). Nobody reads, marks or removes another person's messages. */
export function createMessageService(db: repo.Db) {
  return {
    async inbox(auth: AuthContext, lang: Language, query: ListQuery) {
      const { value, rest } = takeParameter(query, MESSAGE_READ_PARAMETER);
      if (value !== '' && value !== 'Y' && value !== 'N') {
        throw new AppError(400, {
          key: 'error.invalidFilter',
          params: { key: `${MESSAGE_READ_PARAMETER}=${value}` },
        });
      }
      return listIn(
        await repo.listMessages(db, receiverOf(auth), value === '' ? undefined : value === 'Y', rest),
        lang,
      );
    },

    /** Unread messages; the reply's totalCount is the workbench badge. */
    unread: async (auth: AuthContext, lang: Language, query: ListQuery) =>
      listIn(await repo.listMessages(db, receiverOf(auth), false, query), lang),

    /** Opening a message marks it read. */
    async get(auth: AuthContext, lang: Language, id: string) {
      const receiver = receiverOf(auth);
      const message = await repo.findMessage(db, receiver, id);
      if (!message) throw notFound();
      if (message.isRead === 'N') {
        const now = Date.now();
        await repo.markRead(db, receiver, [id], now);
        return detailIn({ ...message, isRead: 'Y', readTime: now }, lang);
      }
      return detailIn(message, lang);
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
