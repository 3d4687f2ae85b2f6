import type { ThemeConfig } from 'antd';

// The app's antd theme (colours, contrast, motion) as plain data: the provider gives it to antd,
// and build/derive-theme-tokens.ts derives the light theme's tokens from it ahead of time.

/**
 * The class antd writes the theme's CSS variables for (`--ant-color-text`…; antd's `cssVar.key`,
 * otherwise an id of React's). The app's plain elements read them (theme-provider.tsx puts the
 * class around every page), so it is a fixed name the stylesheets and the drawn page share.
 */
export const THEME_VARIABLES_CLASS = 'gems-theme';

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

/** The design tokens the app sets, for a theme and whether the reader asked for less motion. */
export function themeToken(
  resolved: 'light' | 'dark',
  reducedMotion: boolean,
): NonNullable<ThemeConfig['token']> {
  return {
    colorPrimary: '#7c3aed',
    colorLink: '#7c3aed',
    borderRadius: 8,
    motion: !reducedMotion,
    // antd's secondary text (45% black or white) is under WCAG AA's 4.5:1 on the page and
    // card backgrounds; these read the same but pass (axe, issue 15 §13).
    ...(resolved === 'dark' ? DARK_CONTRAST : LIGHT_CONTRAST),
  };
}

/**
 * Component tokens: the selected tab's text is the brand violet, too dark on the dark background
 * (antd's Tabs, in dialogs and admin; the plain tabs use the link colours: plain-tabs.css).
 */
export function themeComponents(resolved: 'light' | 'dark'): ThemeConfig['components'] {
  return resolved === 'dark' ? { Tabs: DARK_TABS, Button: DARK_BUTTON } : undefined;
}
