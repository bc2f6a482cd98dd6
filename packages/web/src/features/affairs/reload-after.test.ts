import { newsEndpoints } from '@campus/contract/routes/api/platform/news';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../api/endpoint-call';
import { reloadAfter } from './reload-after';

describe('reloadAfter', () => {
  it("answers with the command's result once the queries it changed are marked stale, and only those", async () => {
    const cache = new QueryClient();
    const changed = endpointKey(newsEndpoints.get, { params: { id: '1' } });
    const other = endpointKey(newsEndpoints.query, {});
    cache.setQueryData(changed, 'old');
    cache.setQueryData(other, 'kept');
    const done = await reloadAfter(cache, Promise.resolve('saved'), [newsEndpoints.get]);
    expect(done).toBe('saved');
    expect(cache.getQueryState(changed)?.isInvalidated).toBe(true);
    expect(cache.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('reloads nothing when the command fails', async () => {
    const cache = new QueryClient();
    const key = endpointKey(newsEndpoints.get, {});
    cache.setQueryData(key, 'old');
    await expect(
      reloadAfter(cache, Promise.reject(new Error('refused')), [newsEndpoints.get]),
    ).rejects.toThrow('refused');
    expect(cache.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
