/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { installMatchMedia } from '../test-support/match-media';
import { useTheme } from './theme-context';
import {
  THEME_STORAGE_KEY,
  readThemePreference,
  resolveTheme,
  writeThemePreference,
} from './theme-preference';
import { ThemeProvider } from './theme-provider';

function Probe() {
  const { preference, resolved, setPreference } = useTheme();
  return (
    <div>
      <span data-testid="state">{`${preference}/${resolved}`}</span>
      <button onClick={() => setPreference('dark')}>Dark</button>
      <button onClick={() => setPreference('light')}>Light</button>
    </div>
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('theme preference storage', () => {
  it('defaults to system when nothing or something unknown is stored', () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePreference()).toBe('system');
  });

  it('remembers the choice under the "theme" key', () => {
    writeThemePreference('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(readThemePreference()).toBe('dark');
  });

  it('follows the operating system only while the preference is system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});

describe('ThemeProvider', () => {
  it('follows a dark operating system by default', () => {
    installMatchMedia(true);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('system/dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('keeps a chosen theme across a reload', () => {
    installMatchMedia(true);
    const first = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => {
      fireEvent.click(screen.getByText('Light'));
    });
    expect(document.documentElement.dataset.theme).toBe('light');
    first.unmount();

    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('light/light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
