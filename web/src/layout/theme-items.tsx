import { CheckOutlined, DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { ThemePreference } from '../theme/theme-preference';

type Item = NonNullable<MenuProps['items']>[number];

const CHOICES: { key: ThemePreference; label: string; icon: ReactNode }[] = [
  { key: 'light', label: 'Light', icon: <SunOutlined /> },
  { key: 'dark', label: 'Dark', icon: <MoonOutlined /> },
  { key: 'system', label: 'System', icon: <DesktopOutlined /> },
];

const THEME_KEY_PREFIX = 'theme:';

/** Light / Dark / System as menu entries; the current one carries a check mark. */
export function themeItems(current: ThemePreference): Item[] {
  return CHOICES.map((choice) => ({
    key: `${THEME_KEY_PREFIX}${choice.key}`,
    icon: choice.icon,
    label: (
      <span>
        {choice.label} {current === choice.key ? <CheckOutlined aria-label="selected" /> : null}
      </span>
    ),
  }));
}

export function themeFromKey(key: string): ThemePreference | null {
  if (!key.startsWith(THEME_KEY_PREFIX)) return null;
  const choice = key.slice(THEME_KEY_PREFIX.length);
  return CHOICES.some((c) => c.key === choice) ? (choice as ThemePreference) : null;
}
