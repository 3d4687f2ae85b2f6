import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSessionOn401 } from '../auth/session-end';

/** Spec 01 §7: plain reads, never stale, no refetch on focus or reconnect, no retries. */
export function createQueryClient(): QueryClient {
  // Any read or write answered 401 while signed in ends the session once (auth/session-end.ts).
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => endSessionOn401(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => endSessionOn401(queryClient, error) }),
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
  return queryClient;
}
