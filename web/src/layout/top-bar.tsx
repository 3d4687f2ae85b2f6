import { PlusOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { LinkButton } from '../components/link-button';
import { PlainButton } from '../components/plain-button';
import { addGemIntent, useAddGem } from '../gems/add-gem-context';
import { AccountButton } from './account-button';
import { ThemeButton } from './theme-button';
import { useWideScreen } from './use-wide-screen';

const linkStyle = ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 600 : 400 });

/**
 * The bar on top of every page, in plain elements (app-frame.css): antd's Header, Flex and
 * Buttons here were adopted on every page a phone landed on (issue 31). The account and theme
 * menus load when first opened.
 */
export function TopBar() {
  const { user, isCheckingSession } = useAuth();
  const compact = !useWideScreen();
  const { openAddGem } = useAddGem();

  return (
    <header className={compact ? 'top-bar top-bar-compact' : 'top-bar'}>
      <Link to="/" aria-label="Gems home" className="top-bar-brand">
        <img src="/icon.svg" alt="" width={28} height={28} />
        Gems
      </Link>
      <nav aria-label="Main" className="top-bar-nav">
        {user && !compact ? (
          <div className="top-bar-links">
            <NavLink to="/" end style={linkStyle}>
              Feed
            </NavLink>
            <NavLink to="/explore" style={linkStyle}>
              Explore
            </NavLink>
          </div>
        ) : null}
      </nav>
      <div className="top-bar-actions">
        {isCheckingSession ? (
          <Skeleton.Button active size="small" />
        ) : user ? (
          <>
            {compact ? null : (
              <PlainButton
                look="primary"
                icon={<PlusOutlined />}
                onClick={() => openAddGem()}
                {...addGemIntent}
              >
                Add Gem
              </PlainButton>
            )}
            <AccountButton user={user} compact={compact} />
          </>
        ) : (
          <>
            {/* Spec 01 §6: a guest who saves gets the "Save your gem!" signup prompt. */}
            <PlainButton
              look="default"
              icon={<PlusOutlined />}
              aria-label={compact ? 'Add Gem' : undefined}
              onClick={() => openAddGem()}
            >
              {compact ? null : 'Add Gem'}
            </PlainButton>
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
      </div>
    </header>
  );
}
