import type { User } from '@gems/contracts';
import { Suspense, useState } from 'react';
import { LightAvatar } from '../components/light-avatar';
import { lazyNamed } from '../components/lazy-named';
import { PlainButton } from '../components/plain-button';
import { useMenuCounts } from './menu-counts';
import { addGemIntent } from '../gems/add-gem-context';

// The menu (antd's Dropdown, Menu and Badge, the feedback dialog) loads on the first press: a
// member's page is adopted on a phone without it (issue 31).
const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');

interface AccountButtonProps {
  user: User;
  /** Small screens: only the avatar shows (and Feed, Explore and Add Gem move into the menu). */
  compact: boolean;
}

/** Spec 01 §2: the signed-in member's avatar and name, opening the account menu. */
export function AccountButton({ user, compact }: AccountButtonProps) {
  const [wanted, setWanted] = useState(false);
  const { unread } = useMenuCounts(true);
  // Named by what it shows (WCAG 2.5.3, label in name): the username, then "account menu" for
  // screen readers; the avatar's letter is decoration. On a phone only the avatar shows.
  const button = (
    <PlainButton
      aria-label={compact ? 'Account menu' : undefined}
      // On a phone the menu holds Add Gem: opening it is reaching for the dialog.
      {...(compact ? addGemIntent : {})}
      onClick={wanted ? undefined : () => setWanted(true)}
      icon={
        <span aria-hidden="true" className="account-avatar">
          <LightAvatar size={24} src={user.profileImageUrl} name={user.username} />
          {unread > 0 ? <span className="account-avatar-dot" /> : null}
        </span>
      }
    >
      {compact ? null : (
        <>
          {user.username}
          <span className="visually-hidden">, account menu</span>
        </>
      )}
    </PlainButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu user={user} compact={compact}>
        {button}
      </AccountMenu>
    </Suspense>
  );
}
