/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { GemArchive, LinkHealth } from '@gems/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { installMatchMedia } from '../test-support/match-media';
import { SourceActions } from './source-actions';

const realFetch = globalThis.fetch;
beforeAll(() => installMatchMedia());
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const copy: GemArchive = {
  gemId: 7,
  url: 'https://shop.example.com/kettle',
  title: 'Copper kettle',
  byline: null,
  html: '<p>Words</p>',
  text: 'Words',
  savedAt: '2026-11-20T10:00:00.000Z',
};
const health = (status: LinkHealth['status']): LinkHealth => ({
  status,
  httpStatus: status === 'broken' ? 404 : 200,
  checkedAt: '2026-11-26T08:00:00Z',
  movedTo: null,
});

/** The gem page's source buttons, the API answering the copy (or 404: none kept). */
function renderActions(status: LinkHealth['status'], archive: GemArchive | null) {
  globalThis.fetch = jest.fn<typeof fetch>().mockImplementation(
    async () =>
      ({
        ok: archive !== null,
        status: archive ? 200 : 404,
        statusText: '',
        headers: new Headers({ 'Content-Type': 'application/json' }),
        text: async () => JSON.stringify(archive ?? { message: 'No readable copy' }),
      }) as unknown as Response,
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SourceActions gem={{ id: 7, linkHealth: health(status) }} source="https://shop.example.com/kettle" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const copyButton = () => screen.findByRole('button', { name: /Readable copy · saved/ });
const originalButton = () => screen.getByRole('link', { name: /View Original Source/ });
const isPrimary = (el: HTMLElement) => el.className.includes('ant-btn-primary');

describe('SourceActions: the readable copy when the link is broken (issue 29 §2, §4)', () => {
  it('offers the copy beside the original, the original primary, while the link works', async () => {
    renderActions('ok', copy);
    const button = await copyButton();
    expect(isPrimary(button)).toBe(false);
    expect(isPrimary(originalButton())).toBe(true);
    expect(screen.queryByText(/no longer answers/)).toBeNull();
    expect(String(jest.mocked(globalThis.fetch).mock.calls[0]?.[0])).toBe('/api/gems/7/archive');
  });

  it('puts the copy first and primary when the link is broken, and says why', async () => {
    renderActions('broken', copy);
    const button = await copyButton();
    expect(isPrimary(button)).toBe(true);
    expect(button.closest('a')?.getAttribute('href')).toBe('/gem/7/readable');
    expect(isPrimary(originalButton())).toBe(false);
    expect(screen.getByText(/The original page no longer answers/)).toBeTruthy();
    // The copy comes before the original in the page's order.
    expect(button.compareDocumentPosition(originalButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Readable copy/ })).toHaveLength(1);
  });

  it('keeps the original primary when the link is broken but no copy was kept', async () => {
    renderActions('broken', null);
    // The 404 answered and settled: no copy to offer.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(jest.mocked(globalThis.fetch)).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Readable copy/ })).toBeNull();
    expect(isPrimary(originalButton())).toBe(true);
    expect(screen.queryByText(/no longer answers/)).toBeNull();
  });
});
