import { BgColorsOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../components/lazy-named';
import { PlainButton } from '../components/plain-button';

// The menu (antd's Dropdown and its trigger machinery) loads on the first press: a visitor's page
// is adopted on a phone without it (issue 31).
const ThemeMenu = lazyNamed(() => import('./theme-menu'), 'ThemeMenu');

/** The theme choice for visitors, who have no account menu. */
export function ThemeButton() {
  const [wanted, setWanted] = useState(false);
  const button = (
    <PlainButton
      icon={<BgColorsOutlined />}
      aria-label="Theme"
      aria-haspopup="menu"
      onClick={wanted ? undefined : () => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ThemeMenu>{button}</ThemeMenu>
    </Suspense>
  );
}
