import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * Server state (TanStack Query) for the signed-in pages. It is loaded with those pages, not in
 * the entry chunk: the sign-in screens do not need it and the login route has a size budget
 * (bench/web, issue 7). One client for all pages, so their caches are shared.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The request layer already tells the user about failures and refreshes tokens.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

export function withQueryClient(Page: ComponentType): ComponentType {
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
