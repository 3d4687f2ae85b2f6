import { IconProvider } from '@ant-design/icons';
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

// The icons' base style is in the build's stylesheet (build/prerender.ts): without this, every
// icon looks for its style tag among the page's styles once mounted (~20 ms of a phone's first
// load of the explore page, issue 31).
const ICONS = { prefixCls: 'anticon', zeroRuntime: true };

const LIGHT_CONTRAST = {
  // antd's #ff4d4f is 3.3:1 on white (a danger button's text); red-7 reads as red and passes.
  colorError: '#cf1322',
  colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
};
const DARK_TABS = { itemSelectedColor: '#a78bfa', itemHoverColor: '#c4b5fd', itemActiveColor: '#8b5cf6' };
// antd's dark red (#dc4446) is 4.3:1 on the dark background: danger buttons (a gem's Delete)
// use a lighter red, and a filled one (a confirm's "Delete") then takes dark text instead of white.
const DARK_BUTTON = {
  colorError: '#ff6b6d',
  colorErrorHover: '#ff8a8c',
  colorErrorActive: '#f04d4f',
  dangerColor: '#141414',
};
const DARK_CONTRAST = {
  // The brand violet is too dark for text on the dark background (3.3:1); links use a lighter one.
  colorLink: '#a78bfa',
  colorLinkHover: '#c4b5fd',
  colorLinkActive: '#8b5cf6',
  colorTextSecondary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
};

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
          token: {
            colorPrimary: '#7c3aed',
            colorLink: '#7c3aed',
            borderRadius: 8,
            motion: !reducedMotion,
            // antd's secondary text (45% black or white) is under WCAG AA's 4.5:1 on the page and
            // card backgrounds; these read the same but pass (axe, issue 15 §13).
            ...(resolved === 'dark' ? DARK_CONTRAST : LIGHT_CONTRAST),
          },
          // The selected tab's text is the brand violet, too dark on the dark background.
          components: resolved === 'dark' ? { Tabs: DARK_TABS, Button: DARK_BUTTON } : undefined,
        }}
      >
        <IconProvider value={ICONS}>{children}</IconProvider>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
