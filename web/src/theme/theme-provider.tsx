import { ConfigProvider, theme as antdTheme } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeContext, type ThemeState } from './theme-context';
import {
  DARK_SCHEME_QUERY,
  readThemePreference,
  resolveTheme,
  writeThemePreference,
  type ThemePreference,
} from './theme-preference';
import { useMediaQuery } from './use-media-query';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Follows the stored preference, and the operating system while the preference is "system". */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() => readThemePreference());
  const systemDark = useMediaQuery(DARK_SCHEME_QUERY);
  // People who ask their system for less motion get no menu, modal or toast animations.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  const setPreference = useCallback((next: ThemePreference) => {
    writeThemePreference(next);
    setPreferenceState(next);
  }, []);

  const resolved = resolveTheme(preference, systemDark);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolved;
    root.style.colorScheme = resolved;
  }, [resolved]);

  const state = useMemo<ThemeState>(
    () => ({ preference, resolved, setPreference }),
    [preference, resolved, setPreference],
  );
  const algorithm = resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;

  return (
    <ThemeContext.Provider value={state}>
      <ConfigProvider
        theme={{
          algorithm,
          token: { colorPrimary: '#7c3aed', colorLink: '#7c3aed', borderRadius: 8, motion: !reducedMotion },
        }}
      >
        {children}
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
