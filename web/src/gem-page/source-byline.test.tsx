/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { installMatchMedia } from '../test-support/match-media';
import { SourceByline } from './source-byline';

beforeAll(() => {
  installMatchMedia();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

const none = { siteName: null, logoUrl: null, publishedAt: null, author: null };

describe('SourceByline', () => {
  it('names the site with its logo, when it was published and by whom', () => {
    render(
      <SourceByline
        gem={{
          siteName: 'The Gazette',
          logoUrl: 'https://news.example/logo.png',
          publishedAt: '2026-03-14T09:30:00.000Z',
          author: 'Ada Quay',
        }}
      />,
    );
    const source = screen.getByRole('group', { name: 'Source' });
    expect(within(source).getByRole('img', { name: 'The Gazette' }).getAttribute('src')).toBe(
      'https://news.example/logo.png',
    );
    expect(source.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-14T09:30:00.000Z');
    expect(source.textContent).toMatch(/Published .*2026/);
    expect(within(source).getByText('by Ada Quay')).toBeTruthy();
  });

  it('shows the date alone when the page named no site, and nothing when it named nothing', () => {
    render(<SourceByline gem={{ ...none, publishedAt: '2026-03-14T09:30:00.000Z' }} />);
    const source = screen.getByRole('group', { name: 'Source' });
    expect(within(source).queryByRole('img')).toBeNull();
    expect(source.textContent).toMatch(/^Published .*2026$/);
    cleanup();
    render(<SourceByline gem={none} />);
    expect(screen.queryByRole('group', { name: 'Source' })).toBeNull();
  });

  it('keeps the name when the logo cannot be loaded', () => {
    render(
      <SourceByline gem={{ ...none, siteName: 'The Gazette', logoUrl: 'https://news.example/gone.png' }} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'The Gazette' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('The Gazette')).toBeTruthy();
  });
});
