import type { ListQuery, PendingReach } from '@campus/contract';
import { graphOf } from '../../../engine/cache.js';
import { currentNodes } from '../../../engine/queries.js';
import type { AuthContext } from '../../../http/auth.js';
import type { Db } from '../shared/repo.js';
import { intersectReaches, takeReachFilter } from './reach-filter.js';
import * as repo from './repo.js';

/** The approver's lists. Each reads only the caller's own rows in the caller's tenant. */
export function createReceivedService(db: Db) {
  async function withCurrentNodes<T extends { id: string }>(list: { dataResult: T[]; pageResult: unknown }) {
    const nodes = await currentNodes(
      db,
      list.dataResult.map((r) => r.id),
    );
    return {
      ...list,
      dataResult: list.dataResult.map((row) => ({ ...row, curNode: nodes.get(row.id) ?? '' })),
    };
  }

  return {
    /**
     * Pending tasks; `allowShfit` ('Y'/'N', the platform's spelling) says whether the node allows
     * transfer. `reach`: only those that reached the caller that way (the split lists); the body
     * may narrow further with `Q^reach^S|SIN`.
     */
    async pending(auth: AuthContext, query: ListQuery, reach?: PendingReach) {
      const { reaches, rest } = takeReachFilter(query);
      const list = await repo.pending(
        db,
        auth.tenantId,
        auth.userId,
        Date.now(),
        rest,
        intersectReaches(reach && [reach], reaches),
      );
      const rows = await Promise.all(
        list.dataResult.map(async ({ procDefVersion, ...row }) => {
          const graph = await graphOf(db, { id: row.procDefId, version: procDefVersion });
          const node = graph.nodes.get(row.nodeId);
          const allowShfit = node?.kind === 'userTask' && node.actions.includes('shift') ? 'Y' : 'N';
          return { ...row, ownerName: row.ownerName ?? '', allowShfit };
        }),
      );
      return { ...list, dataResult: rows };
    },
    handled: async (auth: AuthContext, query: ListQuery) =>
      withCurrentNodes(await repo.handledInstances(db, auth.tenantId, auth.userId, query, false)),
    concluded: async (auth: AuthContext, query: ListQuery) =>
      withCurrentNodes(await repo.handledInstances(db, auth.tenantId, auth.userId, query, true)),
    handledTasks: (auth: AuthContext, query: ListQuery) =>
      repo.handledTasks(db, auth.tenantId, auth.userId, query),
    revocable: async (auth: AuthContext, query: ListQuery) =>
      withCurrentNodes(await repo.revocable(db, auth.tenantId, auth.userId, query)),
    copiedToMe: (auth: AuthContext, query: ListQuery) =>
      repo.copiedToMe(db, auth.tenantId, auth.userId, query),
  };
}

export type ReceivedService = ReturnType<typeof createReceivedService>;
