/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '../feedback/toast-provider';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { ME_QUERY_KEY } from '../auth/auth-api';
import { installMatchMedia } from '../test-support/match-media';
import { CommentsPanel } from './comments-panel';
import { LikeButton } from './like-button';
import { ViewerProvider } from '../auth/viewer';

const realFetch = globalThis.fetch;
beforeAll(() => {
  installMatchMedia();
  // The comment box's auto-sizing text area watches its size; jsdom has no ResizeObserver.
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

/** jsdom has no fetch or Response: answer with the few members the API client reads. */
function answer(status: number, body: unknown): Response {
  return {
    ok: status < 400,
    status,
    statusText: '',
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

function renderWith(ui: React.ReactNode, signedInAs: number | null): QueryClient {
  const client = createQueryClient();
  client.setQueryData(
    ME_QUERY_KEY,
    signedInAs === null ? null : { id: signedInAs, username: `u${signedInAs}` },
  );
  render(
    <QueryClientProvider client={client}>
      <ViewerProvider>
        <ToastProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </ToastProvider>
      </ViewerProvider>
    </QueryClientProvider>,
  );
  return client;
}

const count = () => screen.getByTestId('like-count').textContent;

describe('LikeButton', () => {
  it('shows the like at once, then rolls it back with the spec toast when the server refuses', async () => {
    let release: (res: Response) => void = () => undefined;
    globalThis.fetch = jest
      .fn<typeof fetch>()
      .mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWith(<LikeButton target="gem" id={7} ownerId={2} likeCount={3} liked={false} />, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Like this gem, 3 likes' }));
    expect(count()).toBe('4');
    // The name carries the count the button shows (label in name).
    expect(screen.getByRole('button', { name: 'Unlike this gem, 4 likes' })).toBeTruthy();
    release(answer(500, { message: 'Internal error' }));
    expect(await screen.findByText('Failed to like gem')).toBeTruthy();
    expect(count()).toBe('3');
    expect(screen.getByRole('button', { name: 'Like this gem, 3 likes' })).toBeTruthy();
    expect(globalThis.fetch).toHaveBeenCalledWith(
      '/api/gems/7/like',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('keeps the server count after an unlike and says "Gem unliked"', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(answer(200, { count: 0, isLiked: false }));
    renderWith(<LikeButton target="gem" id={7} ownerId={2} likeCount={2} liked />, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Unlike this gem, 2 likes' }));
    expect(await screen.findByText('Gem unliked')).toBeTruthy();
    expect(count()).toBe('0');
  });

  it('asks a visitor to log in and never calls the server', async () => {
    globalThis.fetch = jest.fn<typeof fetch>();
    renderWith(<LikeButton target="gem" id={7} ownerId={2} likeCount={1} liked={false} />, null);
    fireEvent.click(screen.getByRole('button', { name: 'Like this gem, 1 like' }));
    expect(await screen.findByText('Please log in to like this gem')).toBeTruthy();
    expect(count()).toBe('1');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("is disabled on the viewer's own collection", () => {
    renderWith(<LikeButton target="collection" id={4} ownerId={1} likeCount={5} liked={false} />, 1);
    expect(
      screen.getByRole('button', { name: 'Likes on your collection, 5 likes' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});

describe('CommentsPanel', () => {
  it('shows authors by username and offers a visitor the /auth/login link', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(
      answer(200, [
        {
          id: 1,
          gemId: 9,
          userId: 4,
          content: 'Lovely pan',
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          author: { id: 4, username: 'ana', profileImageUrl: null },
        },
      ]),
    );
    renderWith(<CommentsPanel gemId={9} />, null);
    expect(await screen.findByText('Lovely pan')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ana' }).getAttribute('href')).toBe('/profile/ana');
    expect(screen.getByRole('link', { name: 'Sign in to comment' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('lets the author post, keeps Post disabled for blank text, and shows the counter', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input, init) => {
      calls.push([String(input), init]);
      if (init?.method === 'POST')
        return answer(201, {
          id: 2,
          gemId: 9,
          userId: 1,
          content: 'Nice',
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          author: { id: 1, username: 'u1', profileImageUrl: null },
        });
      return answer(200, []);
    });
    renderWith(<CommentsPanel gemId={9} />, 1);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const post = () => screen.getByRole('button', { name: 'Post' });
    fireEvent.change(box, { target: { value: '   ' } });
    expect(post().hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: 'Nice' } });
    expect(screen.getByText('4 / 500')).toBeTruthy();
    fireEvent.click(post());
    await waitFor(() => expect(calls.some(([url]) => url === '/api/comments')).toBe(true));
    const sent = calls.find(([url]) => url === '/api/comments')?.[1];
    expect(JSON.parse(String(sent?.body))).toEqual({ gemId: 9, userId: 1, content: 'Nice' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it("deletes the author's own comment only after confirmation", async () => {
    let comments = [
      {
        id: 3,
        gemId: 9,
        userId: 1,
        content: 'Mine',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        author: { id: 1, username: 'u1', profileImageUrl: null },
      },
    ];
    const asked: string[] = [];
    globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(async (input, init) => {
      asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
      if (init?.method === 'DELETE') {
        comments = [];
        return answer(200, { message: 'Comment deleted' });
      }
      return answer(200, comments);
    });
    renderWith(<CommentsPanel gemId={9} />, 1);
    const mine = await screen.findByRole('listitem', { name: 'Comment by u1' });
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this comment?')).toBeTruthy();
    expect(asked.some((a) => a.startsWith('DELETE'))).toBe(false);
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).find((b) => !mine.contains(b));
    fireEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(asked).toContain('DELETE /api/comments/3'));
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
  });
});
