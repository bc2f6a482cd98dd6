import { newsEndpoints } from '@campus/contract/routes/api/platform/news';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@campus/contract';
import { z } from 'zod';
import { createCall, createEndpointQuery, endpointKey, invalidateEndpoints } from './endpoint-call';
import type { HttpClient, RequestOptions } from './core/types';

function recordingClient(reply: unknown) {
  const sent: RequestOptions[] = [];
  const client = {
    request: async (options: RequestOptions) => {
      sent.push(options);
      return { state: 200, message: '', cause: null, data: reply, variables: {} };
    },
  } as unknown as HttpClient;
  return { client, sent };
}

describe('calls by declaration', () => {
  it('sends the declared method, service and path with the query and body', async () => {
    const { client, sent } = recordingClient({ removed: 1 });
    const call = createCall(client);
    await call(newsEndpoints.remove, { query: { newsIds: '1,2' } }, { loading: true });
    await call(newsEndpoints.save, { body: { title: 'T' } });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      service: 'platform',
      url: '/system/news/remove',
      params: { newsIds: '1,2' },
      loading: true,
    });
    expect(sent[1]).toMatchObject({ url: '/system/news/save', data: { title: 'T' }, idempotent: true });
  });

  it('fills the path parameters, each as one encoded segment', async () => {
    const { client, sent } = recordingClient({});
    const byMessenger = defineEndpoint({
      service: 'oauth2',
      method: 'POST',
      path: '/user/login/:messenger/apply',
      params: z.object({ messenger: z.string() }),
      reply: z.object({}),
      access: 'public',
    });
    const call = createCall(client);
    await call(byMessenger, { params: { messenger: 'we com/x' } });
    expect(sent[0]?.url).toBe('/user/login/we%20com%2Fx/apply');
    // A path with parameters is never sent without them (an empty segment would reach another route).
    // @ts-expect-error the parameters are required
    void call(byMessenger);
  });

  it('sends a PUT with its path parameters and body', async () => {
    const { client, sent } = recordingClient({});
    const replace = defineEndpoint({
      service: 'zgdw',
      method: 'PUT',
      path: '/probe/:id/record',
      params: z.object({ id: z.string() }),
      body: z.object({ summary: z.string() }),
      reply: z.object({}),
      access: 'signedIn',
    });
    await createCall(client)(replace, { params: { id: 'b1' }, body: { summary: 'S' } });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/probe/b1/record', data: { summary: 'S' } });
  });

  it('keys a query by service, path and input; invalidating an endpoint reaches all its queries', async () => {
    const { client } = recordingClient({ id: '1' });
    const query = createEndpointQuery(createCall(client));
    const options = query(newsEndpoints.get, { query: { newsId: '1' } });
    expect(options.queryKey).toEqual(['platform', '/system/news/get', { query: { newsId: '1' } }]);
    const cache = new QueryClient();
    await cache.fetchQuery(options);
    cache.setQueryData(endpointKey(newsEndpoints.query, 'publish'), { rows: [] });
    await invalidateEndpoints(cache, [newsEndpoints.get]);
    expect(cache.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    expect(cache.getQueryState(endpointKey(newsEndpoints.query, 'publish'))?.isInvalidated).toBe(false);
  });
});
