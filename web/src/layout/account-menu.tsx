import {
  AppstoreOutlined,
  BellOutlined,
  ChromeOutlined,
  CompassOutlined,
  HomeOutlined,
  ImportOutlined,
  LogoutOutlined,
  MessageOutlined,
  PlusOutlined,
  SafetyOutlined,
  SettingOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { User } from '@gems/contracts';
import { Badge, Dropdown, type MenuProps } from 'antd';
import { Suspense, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../auth/use-auth';
import { lazyNamed, useOpenedOnce } from '../components/lazy-named';
import { useAddGem } from '../gems/add-gem-context';
import { useTheme } from '../theme/theme-context';
import { useMenuCounts } from './menu-counts';
import { themeFromKey, themeItems } from './theme-items';
import { downloadExtension } from '../extension/extension-download';

const FeedbackDialog = lazyNamed(() => import('../feedback/feedback-dialog'), 'FeedbackDialog');

/** Read by screen readers, not shown: the unread dot's meaning. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface AccountMenuProps {
  user: User;
  /** Small screens: Feed, Explore and Add Gem move from the top bar into this menu. */
  compact: boolean;
  /** The account button (account-button.tsx) it opens from. */
  children: ReactElement;
}

/** Spec 01 §2 account menu for a signed-in user, open as it mounts: its button was just pressed. */
export function AccountMenu({ user, compact, children }: AccountMenuProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const logout = useLogout();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const feedbackMounted = useOpenedOnce(feedbackOpen);
  const { openAddGem } = useAddGem();
  const { preference, setPreference } = useTheme();
  const { unread, points } = useMenuCounts(true);

  const items: MenuProps['items'] = [
    { key: 'who', label: `Signed in as ${user.username}`, disabled: true },
    { type: 'divider' },
    ...(compact
      ? [
          { key: '/', icon: <HomeOutlined />, label: 'Feed' },
          { key: '/explore', icon: <CompassOutlined />, label: 'Explore' },
          { key: 'add-gem', icon: <PlusOutlined />, label: 'Add Gem' },
          { type: 'divider' as const },
        ]
      : []),
    {
      key: '/notifications',
      icon: <BellOutlined />,
      label: (
        <Badge dot={unread > 0} offset={[6, 0]} data-testid="notifications-dot">
          Notifications
          {unread > 0 ? <span style={VISUALLY_HIDDEN}> ({unread} unread)</span> : null}
        </Badge>
      ),
    },
    { key: '/rewards', icon: <TrophyOutlined />, label: points > 0 ? `Rewards (${points} pts)` : 'Rewards' },
    { key: `/profile/${encodeURIComponent(user.username)}`, icon: <UserOutlined />, label: 'My Profile' },
    { key: '/dashboard', icon: <AppstoreOutlined />, label: 'My Collections' },
    { key: '/settings', icon: <SettingOutlined />, label: 'Settings' },
    { key: 'bulk-import', icon: <ImportOutlined />, label: 'Bulk Import' },
    { key: 'extension', icon: <ChromeOutlined />, label: 'Get Chrome Extension' },
    { key: 'feedback', icon: <MessageOutlined />, label: 'Send Feedback' },
    ...(user.isAdmin ? [{ key: '/admin', icon: <SafetyOutlined />, label: 'Admin Dashboard' }] : []),
    { type: 'divider' },
    { type: 'group', label: 'Theme', children: themeItems(preference) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Sign out', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    const theme = themeFromKey(key);
    if (theme) return setPreference(theme);
    if (key.startsWith('/')) return navigate(key);
    if (key === 'add-gem') return openAddGem();
    // The imports page holds the spec's Batch Import dialog and the bookmarks-file import.
    if (key === 'bulk-import') return navigate('/imports');
    if (key === 'extension') {
      // Spec 01 §2: downloads the extension archive, then shows how to install it.
      downloadExtension();
      return navigate('/extension');
    }
    if (key === 'feedback') return setFeedbackOpen(true);
    if (key === 'logout') {
      logout.mutate(undefined, { onSuccess: () => navigate('/') });
    }
  };

  return (
    <>
      {/* autoFocus: opened from the keyboard, the arrow keys walk the items at once. */}
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        autoFocus
      >
        {children}
      </Dropdown>
      {feedbackMounted ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
