import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { chunkQuery } from './chunk-query';

describe('chunkQuery', () => {
  it('keys a chunk by its name and what picks it, apart from the endpoints', () => {
    const options = chunkQuery('faq', ['en-US'], async () => []);
    expect(options.queryKey).toEqual(['chunk', 'faq', 'en-US']);
    expect(options.staleTime).toBe(Infinity);
  });

  it('loads a chunk once for the session', async () => {
    const client = new QueryClient();
    const load = vi.fn(async () => ['question']);
    expect(await client.fetchQuery(chunkQuery('faq', ['zh-CN'], load))).toEqual(['question']);
    expect(await client.fetchQuery(chunkQuery('faq', ['zh-CN'], load))).toEqual(['question']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
