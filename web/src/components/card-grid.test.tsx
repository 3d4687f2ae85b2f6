/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { installMatchMedia } from '../test-support/match-media';
import { CardGrid } from './card-grid';

beforeAll(() => installMatchMedia());
afterEach(cleanup);

const items = [
  { id: 1, name: 'Harbour' },
  { id: 2, name: 'Lighthouse' },
];
const grid = (props: Partial<Parameters<typeof CardGrid<(typeof items)[number]>>[0]> = {}) =>
  render(
    <CardGrid
      items={items}
      keyOf={(item) => item.id}
      renderItem={(item, index) => (
        <span>
          {index + 1}. {item.name}
        </span>
      )}
      label="Gems"
      empty="Nothing saved yet."
      {...props}
    />,
  );

describe('CardGrid', () => {
  it('reads as a named list with one item per card, in order', () => {
    grid();
    const list = screen.getByRole('list', { name: 'Gems' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Harbour', '2. Lighthouse']);
  });

  it('shows the asked number of placeholders while loading, and no list', () => {
    grid({ loading: true, skeletons: 4, skeleton: <i data-testid="placeholder" /> });
    expect(screen.getByRole('status', { name: 'Loading gems' })).toBeTruthy();
    expect(screen.getAllByTestId('placeholder')).toHaveLength(4);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a sentence when empty, or shows the element it is given', () => {
    grid({ items: [] });
    expect(screen.getByText('Nothing saved yet.')).toBeTruthy();
    cleanup();
    grid({ items: [], empty: <a href="/explore">Explore gems</a> });
    expect(screen.getByRole('link', { name: 'Explore gems' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("puts a card's own props on its place in the grid", () => {
    grid({ itemProps: (item) => ({ 'data-testid': `place-${item.id}` }) });
    expect(screen.getByTestId('place-2').getAttribute('role')).toBe('listitem');
    expect(screen.getByTestId('place-2').textContent).toBe('2. Lighthouse');
  });
});
