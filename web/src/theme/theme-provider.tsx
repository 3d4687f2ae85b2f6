import { IconProvider } from '@ant-design/icons';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { precomputedAlgorithm } from './precomputed-algorithm';
import { THEME_VARIABLES_CLASS, themeComponents, themeToken } from './theme-config';
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

// The icons' base style is in the build's stylesheet (build/prerender.ts): without this, every
// icon looks for its style tag among the page's styles once mounted (~20 ms of a phone's first
// load of the explore page, issue 31).
const ICONS = { prefixCls: 'anticon', zeroRuntime: true };

// The light theme's tokens come derived ahead of time (the first paint's theme, and most readers').
const LIGHT_ALGORITHM = precomputedAlgorithm(antdTheme.defaultAlgorithm);

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
  const algorithm = resolved === 'dark' ? antdTheme.darkAlgorithm : LIGHT_ALGORITHM;

  return (
    <ThemeContext.Provider value={state}>
      <ConfigProvider
        theme={{
          cssVar: { key: THEME_VARIABLES_CLASS },
          algorithm,
          token: themeToken(resolved, reducedMotion),
          components: themeComponents(resolved),
        }}
      >
        <IconProvider value={ICONS}>
          <ThemeVariables>{children}</ThemeVariables>
        </IconProvider>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}

/**
 * The theme's CSS variables around the app, with its base text style (theme-base.css, as antd's
 * App sets it): the plain elements of every page read them. antd writes the variables when a
 * component reads the theme; this does it once at the top, so a page without any of antd's
 * components has them too, drawn by the gateway or switched to the dark theme.
 */
function ThemeVariables({ children }: { children: ReactNode }) {
  antdTheme.useToken();
  return <div className={`${THEME_VARIABLES_CLASS} theme-base`}>{children}</div>;
}
