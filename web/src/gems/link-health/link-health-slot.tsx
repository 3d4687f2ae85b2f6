import type { LinkHealth } from '@gems/contracts';
import { Suspense } from 'react';
import { lazyNamed } from '../../components/lazy-named';
import type { LinkHealthBadgeProps } from './link-health-badge';

// The badge (antd tag, tooltip, the owner's update) loads only for a card that shows one: most
// links are fine, and the landing page's first load stays under its ceiling.
const LinkHealthBadge = lazyNamed(() => import('./link-health-badge'), 'LinkHealthBadge');

const shows = (health: LinkHealth) =>
  health.status === 'broken' || (health.status === 'moved' && !!health.movedTo);

/** Where a card or the gem page shows its link's health (issue 29 §4): nothing for a working link. */
export function LinkHealthSlot(props: LinkHealthBadgeProps) {
  if (!shows(props.gem.linkHealth)) return null;
  return (
    <Suspense fallback={null}>
      <LinkHealthBadge {...props} />
    </Suspense>
  );
}
