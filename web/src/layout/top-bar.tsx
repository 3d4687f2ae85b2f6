import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Layout, Skeleton, theme } from 'antd';
import { Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { lazyNamed } from '../components/lazy-named';
import { LinkButton } from '../components/link-button';
import { useAddGem } from '../gems/add-gem-context';
import { ThemeButton } from './theme-button';

// The account menu (antd Dropdown + Menu, badges, avatar) loads after the page; the bar shows a
// placeholder of the same size until then. The theme button loads its menu when pressed.
const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');

const linkStyle = ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 600 : 400 });

export function TopBar() {
  const { user, isCheckingSession } = useAuth();
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  const { openAddGem } = useAddGem();
  const { token } = theme.useToken();

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 8 : 16,
        paddingInline: compact ? 12 : 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link to="/" aria-label="Gems home" style={{ fontSize: 20, fontWeight: 700, color: token.colorLink }}>
        <Flex align="center" gap={8}>
          <img src="/icon.svg" alt="" width={28} height={28} />
          Gems
        </Flex>
      </Link>
      <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
        {user && !compact ? (
          <Flex gap={16}>
            <NavLink to="/" end style={linkStyle}>
              Feed
            </NavLink>
            <NavLink to="/explore" style={linkStyle}>
              Explore
            </NavLink>
          </Flex>
        ) : null}
      </nav>
      <Flex gap={compact ? 4 : 8} align="center">
        {isCheckingSession ? (
          <Skeleton.Button active size="small" />
        ) : user ? (
          <>
            {compact ? null : (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openAddGem()}>
                Add Gem
              </Button>
            )}
            <Suspense fallback={<Skeleton.Button active size="small" />}>
              <AccountMenu user={user} compact={compact} />
            </Suspense>
          </>
        ) : (
          <>
            {/* Spec 01 §6: a guest who saves gets the "Save your gem!" signup prompt. */}
            <Button
              icon={<PlusOutlined />}
              aria-label={compact ? 'Add Gem' : undefined}
              onClick={() => openAddGem()}
            >
              {compact ? null : 'Add Gem'}
            </Button>
            <ThemeButton />
            {/* Small on a phone, so the bar fits a 360 px screen without scrolling sideways. */}
            <LinkButton to="/login" look="text" size={compact ? 'small' : undefined}>
              Sign in
            </LinkButton>
            <LinkButton to="/register" look="primary" size={compact ? 'small' : undefined}>
              Get Started
            </LinkButton>
          </>
        )}
      </Flex>
    </Layout.Header>
  );
}
