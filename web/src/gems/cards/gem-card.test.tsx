/** @jest-environment jsdom */
import '../../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ListedGem, User } from '@gems/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '../../feedback/toast-provider';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../api/query-client';
import { ME_QUERY_KEY } from '../../auth/auth-api';
import { installMatchMedia } from '../../test-support/match-media';
import { GemCard } from './gem-card';
import { ViewerProvider } from '../../auth/viewer';

const realFetch = globalThis.fetch;
beforeAll(() => {
  installMatchMedia();
  // jsdom has no ResizeObserver; antd's text ellipsis only needs it to exist here.
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

const gem: ListedGem = {
  id: 7,
  userId: 3,
  title: 'Copper kettle',
  description: 'From the shop.',
  userNote: '',
  url: 'https://shop.example.com/kettle',
  canonicalUrl: 'https://shop.example.com/kettle',
  imageUrl: 'https://img.example.com/main.jpg',
  domain: 'shop.example.com',
  categories: ['Products'],
  tags: ['copper'],
  visibility: 'public',
  isBookmark: false,
  siteName: null,
  logoUrl: null,
  publishedAt: null,
  author: null,
  sourceImageUrl: null,
  imageSrcset: null,
  linkHealth: { status: 'unchecked', httpStatus: null, checkedAt: null, movedTo: null },
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  creator: { id: 3, username: 'ana', profileImageUrl: null },
  likeCount: 2,
  commentCount: 4,
  likedByViewer: false,
  extraImageUrls: ['https://img.example.com/x.jpg', 'https://img.example.com/y.jpg'],
};

function renderCard(viewer: { id: number } | null, card: ListedGem = gem) {
  // Any call a child makes (comments, likes) answers an empty list.
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(
    async () =>
      ({
        ok: true,
        status: 200,
        statusText: '',
        headers: new Headers({ 'Content-Type': 'application/json' }),
        text: async () => '[]',
      }) as unknown as Response,
  );
  const client = createQueryClient();
  client.setQueryData(ME_QUERY_KEY, viewer ? ({ id: viewer.id, username: 'me' } as User) : null);
  render(
    <QueryClientProvider client={client}>
      <ViewerProvider>
        <ToastProvider>
          <MemoryRouter>
            <GemCard gem={card} />
          </MemoryRouter>
        </ToastProvider>
      </ViewerProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: 'Copper kettle' });
}

describe('GemCard', () => {
  it('shows the main image first and wraps around both ways', () => {
    const card = renderCard(null);
    const image = () =>
      within(card)
        .getByRole('img', { name: /^Copper kettle/ })
        .getAttribute('src');
    expect(image()).toBe('https://img.example.com/main.jpg');
    fireEvent.click(within(card).getByRole('button', { name: 'Previous image' }));
    expect(image()).toBe('https://img.example.com/y.jpg');
    fireEvent.click(within(card).getByRole('button', { name: 'Next image' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Next image' }));
    expect(image()).toBe('https://img.example.com/x.jpg');
    fireEvent.click(within(card).getByRole('button', { name: 'Image 1 of 3' }));
    expect(image()).toBe('https://img.example.com/main.jpg');
  });

  it('offers the kept copy at its sizes for the main image only, and a remote image without them', () => {
    const srcset = '/uploads/gems/3/a-600.webp 600w, /uploads/gems/3/a.webp 1200w';
    const kept = { ...gem, imageUrl: '/uploads/gems/3/a.webp', imageSrcset: srcset };
    const card = renderCard(null, kept);
    const img = () => within(card).getByRole('img', { name: /^Copper kettle/ });
    expect(img().getAttribute('src')).toBe('/uploads/gems/3/a.webp');
    expect(img().getAttribute('srcset')).toBe(srcset);
    expect(img().getAttribute('sizes')).toMatch(/390px.*50vw.*100vw/);
    fireEvent.click(within(card).getByRole('button', { name: 'Next image' }));
    expect(img().getAttribute('src')).toBe('https://img.example.com/x.jpg');
    expect(img().getAttribute('srcset')).toBeNull();
    cleanup();
    const remote = renderCard(null);
    expect(
      within(remote)
        .getByRole('img', { name: /^Copper kettle/ })
        .getAttribute('srcset'),
    ).toBeNull();
  });

  it('shows the domain when the picture cannot be loaded', () => {
    const card = renderCard(null, { ...gem, extraImageUrls: [] });
    fireEvent.error(within(card).getByRole('img', { name: 'Copper kettle' }));
    expect(within(card).getByTestId('image-placeholder').textContent).toBe('shop.example.com');
    expect(within(card).queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it('gives a visitor no external link, no add to collection and no owner actions', () => {
    const card = renderCard(null);
    expect(within(card).queryByRole('link', { name: /new tab/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Add to collection' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit gem' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete gem' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Copper kettle' }).getAttribute('href')).toBe('/gem/7');
    expect(within(card).getByRole('link', { name: 'ana' }).getAttribute('href')).toBe('/profile/ana');
  });

  it('lets a signed-in non-owner open the source and collect it, but not edit or delete', () => {
    const card = renderCard({ id: 99 });
    const link = within(card).getByRole('link', { name: /new tab/ });
    expect(link.getAttribute('href')).toBe('https://shop.example.com/kettle');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(card).getByRole('button', { name: 'Add to collection' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit gem' })).toBeNull();
  });

  it('gives the owner edit and delete, and toggles the comments with their count', () => {
    const card = renderCard({ id: 3 });
    expect(within(card).getByRole('button', { name: 'Edit gem' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete gem' })).toBeTruthy();
    const comments = within(card).getByRole('button', { name: 'Comments (4)' });
    expect(comments.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(comments);
    expect(comments.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps a custom list (no address) from linking out even when signed in', () => {
    const card = renderCard({ id: 99 }, { ...gem, url: '', domain: 'custom-list' });
    expect(within(card).queryByRole('link', { name: /new tab/ })).toBeNull();
  });

  it('names the source site with its logo, and drops a logo that fails to load', () => {
    const card = renderCard(null, {
      ...gem,
      siteName: 'Kettle Shop',
      logoUrl: 'https://shop.example.com/logo.png',
    });
    const logo = within(card).getByRole('img', { name: 'Kettle Shop' });
    expect(logo.getAttribute('src')).toBe('https://shop.example.com/logo.png');
    expect(within(card).getByText('Kettle Shop')).toBeTruthy();
    fireEvent.error(logo);
    expect(within(card).queryByRole('img', { name: 'Kettle Shop' })).toBeNull();
    // The name stays, now read as text.
    expect(within(card).getByText('Kettle Shop').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('shows a search’s passage from the saved page as text, the matched words marked', () => {
    const snippet = [
      { text: 'the vein was full of ', mark: false },
      { text: '<b>Zanzibarite</b>', mark: true },
      { text: ' crystals', mark: false },
    ];
    renderCard(null, { ...gem, matchSnippet: snippet });
    expect(screen.getByText(/In the saved page/)).toBeTruthy();
    const marked = document.querySelectorAll('mark');
    expect([...marked].map((m) => m.textContent)).toEqual(['<b>Zanzibarite</b>']);
    expect(document.querySelector('mark b')).toBeNull();
  });

  it('shows no source line when the page named no site', () => {
    const card = renderCard(null);
    expect(within(card).queryByTestId('site-badge')).toBeNull();
  });
});

describe('GemCard link health (issue 29 §4)', () => {
  const health = { httpStatus: null, checkedAt: '2026-11-26T08:00:00Z', movedTo: null };

  it('shows nothing for a working link, and a worded "Link broken" badge for a broken one', async () => {
    expect(within(renderCard(null)).queryByText('Link broken')).toBeNull();
    cleanup();
    const card = renderCard(null, { ...gem, linkHealth: { ...health, status: 'broken', httpStatus: 404 } });
    const badge = await within(card).findByText('Link broken');
    expect(badge.closest('[aria-describedby]')?.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card).getByText(/This link stopped working: the site answers 404/)).toBeTruthy();
  });

  it('offers a moved link’s owner its new address through the edit call, and nobody else', async () => {
    const moved = {
      ...gem,
      linkHealth: {
        ...health,
        status: 'moved' as const,
        httpStatus: 301,
        movedTo: 'https://new.example.com/k',
      },
    };
    const visitor = renderCard({ id: 999 }, moved);
    expect(await within(visitor).findByText('Moved')).toBeTruthy();
    expect(within(visitor).queryByRole('button', { name: 'Use new address' })).toBeNull();
    cleanup();
    const card = renderCard({ id: gem.userId }, moved);
    fireEvent.click(await within(card).findByRole('button', { name: 'Use new address' }));
    const calls = (globalThis.fetch as jest.Mock<typeof fetch>).mock.calls;
    await new Promise((r) => setTimeout(r, 0));
    const put = calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(`/api/gems/${gem.id}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ url: 'https://new.example.com/k' });
  });
});
