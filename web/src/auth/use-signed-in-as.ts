import type { Account } from '@gems/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ME_QUERY_KEY } from './auth-api';

/**
 * After a call that signed the browser in as `user` (a password reset): answers cached for whoever
 * used this browser before are dropped, and the session check knows the account at once.
 */
export function useSignedInAs() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: Account) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
    [queryClient],
  );
}
