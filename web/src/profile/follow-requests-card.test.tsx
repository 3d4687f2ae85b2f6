/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '../feedback/toast-provider';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { installMatchMedia } from '../test-support/match-media';
import { FollowRequestsCard } from './follow-requests-card';

const realFetch = globalThis.fetch;
beforeAll(() => {
  installMatchMedia();
  // antd's Flex/Card watch their size; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const json = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    statusText: '',
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

const request = (id: number, from: number, username: string) => ({
  id,
  fromUserId: from,
  toUserId: 1,
  status: 'pending',
  createdAt: new Date().toISOString(),
  fromUser: { id: from, username, profileImageUrl: null },
});

describe('FollowRequestsCard', () => {
  it('accepts one request and declines another, each by the requester’s id', async () => {
    let waiting = [request(10, 5, 'ana'), request(11, 6, 'bo')];
    const asked: string[] = [];
    globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      asked.push(key);
      const decided = /^POST \/api\/follow-requests\/(\d+)\/(accept|decline)$/.exec(key);
      if (decided) {
        waiting = waiting.filter((r) => r.fromUserId !== Number(decided[1]));
        return json(200, { status: decided[2] === 'accept' ? 'accepted' : 'declined' });
      }
      if (key.startsWith('GET /api/follow-requests')) return json(200, waiting);
      return json(200, {});
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <MemoryRouter>
            <FollowRequestsCard ownerId={1} />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    const ana = await screen.findByRole('listitem', { name: 'Follow request from ana' });
    expect(screen.getByText('Follow requests (2)')).toBeTruthy();
    fireEvent.click(within(ana).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('ana now follows you')).toBeTruthy();
    const bo = await screen.findByRole('listitem', { name: 'Follow request from bo' });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Follow request from ana' })).toBeNull(),
    );
    fireEvent.click(within(bo).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request declined')).toBeTruthy();
    // Nobody waiting: the card disappears.
    await waitFor(() => expect(screen.queryByText(/Follow requests/)).toBeNull());
    expect(asked).toContain('POST /api/follow-requests/5/accept');
    expect(asked).toContain('POST /api/follow-requests/6/decline');
  });
});
