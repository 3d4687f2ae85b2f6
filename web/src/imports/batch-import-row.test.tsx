/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installMatchMedia } from '../test-support/match-media';
import { BatchImportRow, isSettled, type Row } from './batch-import-row';

beforeAll(() => {
  installMatchMedia();
  // jsdom has no ResizeObserver; antd's text ellipsis only needs it to exist here.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

function renderRow(row: Row) {
  const onAddByHand = jest.fn();
  const onSkip = jest.fn();
  render(
    <MemoryRouter>
      <ul>
        <BatchImportRow row={row} onAddByHand={onAddByHand} onSkip={onSkip} />
      </ul>
    </MemoryRouter>,
  );
  return { onAddByHand, onSkip };
}

const url = 'https://no-such-host.invalid/page';

describe('BatchImportRow', () => {
  it("shows a failure with the scraper's message, to add by hand or skip", () => {
    const { onAddByHand, onSkip } = renderRow({
      url,
      status: 'failed',
      message: 'The URL format is invalid.',
    });
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('The URL format is invalid.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Add ${url} by hand` }));
    expect(onAddByHand).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: `Skip ${url}` }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('shows the saved title, linked to the gem, and no actions for a success', () => {
    renderRow({ url, status: 'success', gemId: 12, title: 'Copper kettles' });
    expect(screen.getByText('Success')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Copper kettles' }).getAttribute('href')).toBe('/gem/12');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links a duplicate to the gem already saved', () => {
    renderRow({ url, status: 'duplicate', gemId: 7, message: 'You already saved this link' });
    expect(screen.getByText('Already saved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the saved gem' }).getAttribute('href')).toBe('/gem/7');
  });

  it('counts only rows with an outcome as settled', () => {
    expect(['ready', 'waiting', 'pending'].map((s) => isSettled(s as Row['status']))).toEqual([
      false,
      false,
      false,
    ]);
    expect(
      ['success', 'duplicate', 'failed', 'handed', 'skipped'].every((s) => isSettled(s as Row['status'])),
    ).toBe(true);
  });
});
