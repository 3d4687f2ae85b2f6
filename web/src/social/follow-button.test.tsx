/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from '../feedback/toast-provider';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { ME_QUERY_KEY } from '../auth/auth-api';
import { installMatchMedia } from '../test-support/match-media';
import { FollowButton } from './follow-button';
import { followState } from './follow-state';

const realFetch = globalThis.fetch;
beforeAll(() => installMatchMedia());
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

function answer(status: number, body: unknown): Response {
  return {
    ok: status < 400,
    status,
    statusText: '',
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** Answers by "METHOD path"; records what was asked. */
function serve(routes: Record<string, () => Response>) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    asked.push(key);
    const route = routes[key];
    return route ? route() : answer(404, { message: `no route ${key}` });
  });
  return asked;
}

/** The Follow button once the follow status is known (while it is asked, the button is busy). */
const readyFollowButton = () => screen.findByRole('button', { name: 'Follow', busy: false });

function renderButton(viewer: number | null) {
  const client = createQueryClient();
  client.setQueryData(ME_QUERY_KEY, viewer === null ? null : { id: viewer, username: `u${viewer}` });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/profile/bea']}>
          <Routes>
            <Route path="/profile/bea" element={<FollowButton userId={2} username="bea" />} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('followState', () => {
  it('tells visitors, oneself, loading, following, requested and none apart', () => {
    expect(followState({ viewerId: null, userId: 2 })).toBe('visitor');
    expect(followState({ viewerId: 2, userId: 2 })).toBe('self');
    expect(followState({ viewerId: 1, userId: 2 })).toBe('loading');
    expect(followState({ viewerId: 1, userId: 2, isFollowing: true, hasPendingRequest: false })).toBe(
      'following',
    );
    expect(followState({ viewerId: 1, userId: 2, isFollowing: false, hasPendingRequest: true })).toBe(
      'requested',
    );
    expect(followState({ viewerId: 1, userId: 2, isFollowing: false, hasPendingRequest: false })).toBe(
      'none',
    );
  });
});

describe('FollowButton', () => {
  it('asks a private profile and shows Requested; cancelling goes back to Follow', async () => {
    const asked = serve({
      'GET /api/users/2/follow-request-status': () =>
        answer(200, { isFollowing: false, hasPendingRequest: false }),
      'POST /api/follow-requests': () =>
        answer(200, { status: 'pending', isFollowing: false, hasPendingRequest: true }),
      'DELETE /api/follow-requests/2': () => answer(200, { hasPendingRequest: false }),
    });
    renderButton(1);
    fireEvent.click(await readyFollowButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Requested' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(asked).toContain('POST /api/follow-requests');
    expect(asked).toContain('DELETE /api/follow-requests/2');
  });

  it('follows a public profile at once with "Following!", and says so when it fails', async () => {
    serve({
      'GET /api/users/2/follow-request-status': () =>
        answer(200, { isFollowing: false, hasPendingRequest: false }),
      'POST /api/follow-requests': () =>
        answer(200, { status: 'accepted', isFollowing: true, hasPendingRequest: false }),
      'DELETE /api/follows/2': () => answer(500, { message: 'Internal error' }),
    });
    renderButton(1);
    fireEvent.click(await readyFollowButton());
    expect(await screen.findByText('Following!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Failed to unfollow user')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
  });

  it('sends a visitor to /login, and shows nothing on one’s own profile', async () => {
    serve({});
    renderButton(null);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('login page')).toBeTruthy();
    cleanup();
    renderButton(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
