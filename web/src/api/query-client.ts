import { QueryClient } from '@tanstack/react-query';

/** Spec 01 §7: plain reads, never stale, no refetch on focus or reconnect, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
