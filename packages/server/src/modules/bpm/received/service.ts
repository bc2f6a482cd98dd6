import type { Language, ListQuery, ListReply, PendingReach } from '@campus/contract';
import { graphOf } from '../../../engine/cache.js';
import { currentStepNames } from '../../../engine/current-steps.js';
import type { ProcessGraph } from '../../../engine/model.js';
import { inReaderLanguage, type ReaderRow, type StepField } from '../../../engine/reader-rows.js';
import type { AuthContext } from '../../../http/auth.js';
import type { Db } from '../shared/repo.js';
import { intersectReaches, takeReachFilter } from './reach-filter.js';
import * as repo from './repo.js';
import { dropTaskType, takeEndFilter } from './stock-filters.js';

const graphKey = (row: { procDefId: string; procDefVersion: number }) =>
  `${row.procDefId}@${row.procDefVersion}`;

/** The approver's lists. Each reads only the caller's own rows in the caller's tenant. */
export function createReceivedService(db: Db) {
  /** Rows in the caller's language. */
  async function read<T extends ReaderRow>(list: ListReply<T>, lang: Language, steps: StepField<T>[] = []) {
    return { ...list, dataResult: await inReaderLanguage(db, list.dataResult, lang, steps) };
  }

  /** Rows in the caller's language, with where each request waits now (curNode). */
  async function readWithCurrent<
    T extends ReaderRow & { id: string; procDefId: string; procDefVersion: number },
  >(list: ListReply<T>, lang: Language, steps: StepField<T>[] = []) {
    const nodes = await currentStepNames(
      db,
      list.dataResult.map((r) => ({ id: r.id, defId: r.procDefId, defVersion: r.procDefVersion })),
      lang,
    );
    const rows = await inReaderLanguage(db, list.dataResult, lang, steps);
    return { ...list, dataResult: rows.map((row) => ({ ...row, curNode: nodes.get(row.id) ?? '' })) };
  }

  /** The graphs of the rows' definition versions, by `graphKey`. */
  async function graphsOf(rows: readonly { procDefId: string; procDefVersion: number }[]) {
    const wanted = new Map<string, { id: string; version: number }>();
    for (const row of rows) wanted.set(graphKey(row), { id: row.procDefId, version: row.procDefVersion });
    const found = await Promise.all(
      [...wanted].map(async ([key, definition]) => [key, await graphOf(db, definition)] as const),
    );
    return new Map<string, ProcessGraph>(found);
  }

  return {
    /**
     * Pending tasks; `allowShfit` ('Y'/'N', the platform's spelling) says whether the node allows
     * transfer. `reach`: only those that reached the caller that way (the split lists); the body
     * may narrow further with `Q^reach^S|SIN`.
     */
    async pending(auth: AuthContext, lang: Language, query: ListQuery, reach?: PendingReach) {
      const { reaches, rest } = takeReachFilter(dropTaskType(query));
      const list = await repo.pending(
        db,
        auth,
        Date.now(),
        rest,
        intersectReaches(reach && [reach], reaches),
      );
      // Each definition's graph once (a page holds a few), not a lookup and a promise per row.
      const graphs = await graphsOf(list.dataResult);
      const rows = list.dataResult.map((row) => {
        const node = graphs.get(graphKey(row))?.nodes.get(row.nodeId);
        const allowShfit: 'Y' | 'N' = node?.kind === 'userTask' && node.actions.includes('shift') ? 'Y' : 'N';
        return { ...row, ownerName: row.ownerName ?? '', allowShfit };
      });
      return read({ ...list, dataResult: rows }, lang, [{ name: 'name', nodeId: 'nodeId' }]);
    },
    /** The stock client's `end` narrows it to ended or running requests (stock-filters.ts). */
    async handled(auth: AuthContext, lang: Language, query: ListQuery) {
      const { ended, rest } = takeEndFilter(query);
      return readWithCurrent(await repo.handledInstances(db, auth, rest, ended), lang);
    },
    concluded: async (auth: AuthContext, lang: Language, query: ListQuery) =>
      readWithCurrent(await repo.handledInstances(db, auth, query, true), lang),
    handledTasks: async (auth: AuthContext, lang: Language, query: ListQuery) =>
      read(await repo.handledTasks(db, auth, query), lang, [{ name: 'taskName', nodeId: 'nodeId' }]),
    revocable: async (auth: AuthContext, lang: Language, query: ListQuery) =>
      readWithCurrent(await repo.revocable(db, auth, query), lang, [{ name: 'myNode', nodeId: 'nodeId' }]),
    copiedToMe: async (auth: AuthContext, lang: Language, query: ListQuery) =>
      read(await repo.copiedToMe(db, auth, query), lang),
  };
}

export type ReceivedService = ReturnType<typeof createReceivedService>;
