import { Dropdown } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTheme } from '../theme/theme-context';
import { themeFromKey, themeItems } from './theme-items';

/** The theme choice's menu (antd's Dropdown), open as it mounts: the button was just pressed. */
export function ThemeMenu({ children }: { children: ReactElement }) {
  const { preference, setPreference } = useTheme();
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      // Opened from the keyboard, the arrow keys walk the items at once.
      autoFocus
      menu={{
        items: themeItems(preference),
        onClick: ({ key }) => {
          const theme = themeFromKey(key);
          if (theme) setPreference(theme);
          setOpen(false);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
