import { useQuery } from '@tanstack/react-query';
import { dataOf } from '../../api/core/reply-data';
import { variableOf } from '../../api/oauth2';
import { endpointKey } from '../../api/endpoint-call';
import { newsApi, newsEndpoints } from '../../api/news';

/**
 * Whether the user may make announcements: the server says so with every announcement list
 * (variables.mayPublish), so one row of the published list is enough to ask.
 */
export function useMayPublishQuery() {
  return useQuery({
    queryKey: endpointKey(newsEndpoints.query, 'mayPublish'),
    queryFn: async () => {
      const reply = await newsApi.query('publish', { pageNo: 1, limit: 1 });
      dataOf(reply);
      return variableOf<boolean>(reply, 'mayPublish') === true;
    },
    staleTime: Infinity,
  });
}

/** True once the server has said so; false while asking. */
export function useMayPublish(): boolean {
  return useMayPublishQuery().data === true;
}
