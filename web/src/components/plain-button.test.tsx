/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PlainButton } from './plain-button';
import { PlainIcon } from './plain-icon';

afterEach(cleanup);

describe('PlainButton', () => {
  it('is a native button named by its label, its icon hidden from screen readers', () => {
    const onClick = jest.fn();
    render(
      <PlainButton icon={<PlainIcon name="comment" />} aria-label="Comments (4)" onClick={onClick}>
        4
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Comments (4)' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toBe('4');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.className).not.toContain('plain-btn-icon-only');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading and says it is busy', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <PlainButton
        danger
        icon={<PlainIcon name="delete" />}
        aria-label="Delete gem"
        loading
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Delete gem' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.className).toContain('plain-btn-icon-only');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <PlainButton danger icon={<PlainIcon name="delete" />} aria-label="Delete gem" onClick={onClick} />,
    );
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes a disabled state through, so a disabled like button cannot be pressed', () => {
    const onClick = jest.fn();
    render(
      <PlainButton disabled aria-label="Likes on your gem, 2 likes" onClick={onClick}>
        2
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Likes on your gem, 2 likes' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
