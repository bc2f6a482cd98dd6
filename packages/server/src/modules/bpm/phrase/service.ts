import { ModuleState, type ListQuery } from '@campus/contract';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { newId } from '../../../lib/ids.js';
import type { Db } from '../shared/repo.js';
import * as repo from './repo.js';

/** Saved phrases: each user manages only their own. */
export function createPhraseService(db: Db) {
  async function own(auth: AuthContext, id: string) {
    const phrase = await repo.phraseById(db, auth.tenantId, auth.userId, id);
    if (!phrase) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
    return phrase;
  }

  return {
    list: (auth: AuthContext, query: ListQuery) => repo.phrases(db, auth, query),

    async save(auth: AuthContext, input: { id?: string; content: string; isDefault: boolean }) {
      const content = input.content.trim();
      if (input.id) await own(auth, input.id);
      const id = input.id ?? newId();
      await db.transaction().execute(async (trx) => {
        if (input.id) await repo.updatePhrase(trx, id, content);
        else
          await repo.insertPhrase(trx, {
            id,
            tenantId: auth.tenantId,
            userId: auth.userId,
            content,
            createdAt: Date.now(),
          });
        if (input.isDefault) await repo.setDefaultPhrase(trx, auth.tenantId, auth.userId, id);
      });
      return { id };
    },

    remove: (auth: AuthContext, ids: string[]) => repo.deletePhrases(db, auth.tenantId, auth.userId, ids),

    async setDefault(auth: AuthContext, id: string) {
      await own(auth, id);
      await db.transaction().execute((trx) => repo.setDefaultPhrase(trx, auth.tenantId, auth.userId, id));
      return { id };
    },
  };
}

export type PhraseService = ReturnType<typeof createPhraseService>;
