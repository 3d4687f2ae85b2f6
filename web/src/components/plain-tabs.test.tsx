/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlainTabs } from './plain-tabs';

afterEach(cleanup);

type Key = 'gems' | 'collections' | 'people';

function Explore({ start = 'gems' }: { start?: Key }) {
  const [active, setActive] = useState<Key>(start);
  return (
    <PlainTabs
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'gems', label: 'Gems', children: <p>Gem cards</p> },
        { key: 'collections', label: 'Top Collections', children: <p>Collection cards</p> },
        { key: 'people', label: 'People', children: <p>Curators</p> },
      ]}
    />
  );
}

describe('PlainTabs', () => {
  it('shows the open tab as selected, and its panel named by it', () => {
    render(<Explore start="collections" />);
    expect(screen.getByRole('tab', { name: 'Top Collections', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Gems', selected: false }).getAttribute('tabindex')).toBe('-1');
    const panel = screen.getByRole('tabpanel', { name: 'Top Collections' });
    expect(panel.textContent).toBe('Collection cards');
    expect(screen.queryByText('Gem cards')).toBeNull();
  });

  it('opens a tab on click', () => {
    render(<Explore />);
    fireEvent.click(screen.getByRole('tab', { name: 'People' }));
    expect(screen.getByRole('tab', { name: 'People', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Curators');
  });

  it('moves with the arrow keys (wrapping), Home and End, focusing the tab it opens', () => {
    render(<Explore />);
    const gems = screen.getByRole('tab', { name: 'Gems' });
    gems.focus();
    fireEvent.keyDown(gems, { key: 'ArrowLeft' });
    const people = screen.getByRole('tab', { name: 'People', selected: true });
    expect(document.activeElement).toBe(people);
    fireEvent.keyDown(people, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Gems', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(gems, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'People', selected: true })).toBeTruthy();
    fireEvent.keyDown(people, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Gems', selected: true })).toBeTruthy();
    fireEvent.keyDown(gems, { key: 'a' });
    expect(screen.getByRole('tab', { name: 'Gems', selected: true })).toBeTruthy();
  });
});
