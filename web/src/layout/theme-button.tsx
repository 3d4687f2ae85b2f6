import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTheme } from '../theme/theme-context';
import { themeFromKey, themeItems } from './theme-items';

/** The theme choice for visitors, who have no account menu. */
export function ThemeButton() {
  const { preference, setPreference } = useTheme();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: themeItems(preference),
        onClick: ({ key }) => {
          const theme = themeFromKey(key);
          if (theme) setPreference(theme);
        },
      }}
    >
      <Button type="text" icon={<BgColorsOutlined />} aria-label="Theme" />
    </Dropdown>
  );
}
