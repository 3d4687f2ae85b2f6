/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { ME_QUERY_KEY } from './auth-api';
import { onSessionEnded } from './session-end';

const USER = { id: 4, username: 'ana', email: 'ana@example.com' };

/** A client as the app makes it, signed in, with a read that the server now answers 401. */
function signedInClient() {
  const client = createQueryClient();
  client.setQueryData(ME_QUERY_KEY, USER);
  client.setQueryData(['gems', 'list'], ['a gem']);
  return client;
}
const refused = (status: number) => () => Promise.reject(new ApiError(status, 'Authentication required'));

describe('a 401 ends the session that existed, once', () => {
  it('signs out, forgets what it read and tells the app once, however many 401s follow', async () => {
    const client = signedInClient();
    const ended = jest.fn();
    const stop = onSessionEnded(ended);
    document.cookie = 'gems_signed_in=1; Path=/';
    try {
      await client.fetchQuery({ queryKey: ['notifications', 'count'], queryFn: refused(401) }).catch(() => 0);
      await client.fetchQuery({ queryKey: ['rewards', 'balance'], queryFn: refused(401) }).catch(() => 0);
      await client
        .getMutationCache()
        .build(client, { mutationFn: refused(401) })
        .execute(undefined)
        .catch(() => 0);
      expect(ended).toHaveBeenCalledTimes(1);
      expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
      expect(client.getQueryData(['gems', 'list'])).toBeUndefined();
    } finally {
      stop();
    }
  });

  it('does nothing for a 401 while signed out (a wrong password) or for other refusals', async () => {
    const ended = jest.fn();
    const stop = onSessionEnded(ended);
    try {
      const signedOut = createQueryClient();
      signedOut.setQueryData(ME_QUERY_KEY, null);
      await signedOut.fetchQuery({ queryKey: ['x'], queryFn: refused(401) }).catch(() => 0);
      const signedIn = signedInClient();
      await signedIn.fetchQuery({ queryKey: ['y'], queryFn: refused(403) }).catch(() => 0);
      await signedIn.fetchQuery({ queryKey: ['z'], queryFn: refused(500) }).catch(() => 0);
      expect(ended).not.toHaveBeenCalled();
      expect(signedIn.getQueryData(ME_QUERY_KEY)).toEqual(USER);
    } finally {
      stop();
    }
  });
});
