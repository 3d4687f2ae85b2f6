import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { ME_QUERY_KEY, forgetHint } from './auth-api';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called once per ended session (the app goes to /login and says why); returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * A 401 while the app holds a signed-in user means the session it had is gone (the account was
 * deleted, the session revoked or expired): the app signs out once. The listeners (the route to
 * /login) run first, so the page the user was on is gone before "me" turns null and no guard on
 * it redirects elsewhere. Later 401s find no user and do nothing: no loop, one navigation. A 401
 * while signed out (a wrong password) is the form's own business.
 */
export function endSessionOn401(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (!queryClient.getQueryData(ME_QUERY_KEY)) return;
  forgetHint();
  for (const listener of [...listeners]) listener();
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  queryClient.setQueryData(ME_QUERY_KEY, null);
  // Nothing the old session could read stays in memory for whoever signs in next.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
}
