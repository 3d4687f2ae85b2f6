/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { LinkHealth } from '@gems/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installMatchMedia } from '../test-support/match-media';
import { SourceActions } from './source-actions';

beforeAll(() => installMatchMedia());
afterEach(cleanup);

const SAVED_AT = '2026-11-20T10:00:00.000Z';
const health = (status: LinkHealth['status']): LinkHealth => ({
  status,
  httpStatus: status === 'broken' ? 404 : 200,
  checkedAt: '2026-11-26T08:00:00Z',
  movedTo: null,
});

/** The gem page's source buttons for gem 7, whose detail says when its copy was taken (or null). */
function renderActions(status: LinkHealth['status'], savedAt: string | null) {
  render(
    <MemoryRouter initialEntries={['/gem/7']}>
      <Routes>
        <Route
          path="/gem/7"
          element={
            <SourceActions
              gem={{ id: 7, linkHealth: health(status), readableCopySavedAt: savedAt }}
              source="https://shop.example.com/kettle"
            />
          }
        />
        <Route path="/gem/7/readable" element={<p>The reader</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const copyLink = () => screen.getByRole('link', { name: /Readable copy · saved/ });
const originalLink = () => screen.getByRole('link', { name: /View Original Source/ });
const isPrimary = (el: HTMLElement) => el.classList.contains('plain-btn-primary');

describe('SourceActions: the readable copy when the link is broken (issue 29 §2, §4)', () => {
  it('offers the copy beside the original, the original primary, while the link works', () => {
    renderActions('ok', SAVED_AT);
    expect(copyLink().getAttribute('href')).toBe('/gem/7/readable');
    expect(isPrimary(copyLink())).toBe(false);
    expect(isPrimary(originalLink())).toBe(true);
    expect(screen.queryByText(/no longer answers/)).toBeNull();
    // One control, not a button inside a link (axe's nested-interactive).
    expect(copyLink().querySelector('button, a')).toBeNull();
  });

  it('puts the copy first and primary when the link is broken, and says why', () => {
    renderActions('broken', SAVED_AT);
    expect(isPrimary(copyLink())).toBe(true);
    expect(isPrimary(originalLink())).toBe(false);
    expect(screen.getByText(/The original page no longer answers/)).toBeTruthy();
    // The copy comes before the original in the page's order.
    expect(
      copyLink().compareDocumentPosition(originalLink()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Readable copy/ })).toHaveLength(1);
  });

  it('keeps the original primary when the link is broken but no copy was kept', () => {
    renderActions('broken', null);
    expect(screen.queryByRole('link', { name: /Readable copy/ })).toBeNull();
    expect(isPrimary(originalLink())).toBe(true);
    expect(screen.queryByText(/no longer answers/)).toBeNull();
  });

  it('opens the copy inside the app on a plain click', () => {
    renderActions('ok', SAVED_AT);
    fireEvent.click(copyLink());
    expect(screen.getByText('The reader')).toBeTruthy();
  });
});
