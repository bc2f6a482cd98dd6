import { defineEndpoint, type AnyEndpoint } from './endpoint.js';

/**
 * The same endpoint under another path (a compatibility alias: the platform's own spelling of
 * one of ours). Everything but the path is the target's, and it counts as the target
 * (`countsAs`: one rate-limit bucket, one set of Idempotency-Key replies), so the server mounts
 * it with the target's handler and nothing about the action is written twice.
 *
 *   saveStockSpelling: aliasOf(changeEndpoints.save, '/bpm/task/chage/save'),
 */
export function aliasOf<E extends AnyEndpoint>(target: E, path: `/${string}`): E {
  return defineEndpoint({ ...target, path, countsAs: target }) as unknown as E;
}
