import type { LinkHealth } from '@gems/contracts';

export interface LinkBadge {
  /** The badge's words (never colour alone). */
  label: 'Link broken' | 'Moved';
  /** The longer explanation: the badge's tooltip and accessible description. */
  detail: string;
}

const when = (iso: string | null) => (iso ? ` (checked ${new Date(iso).toLocaleDateString()})` : '');

/** What a card or the gem page says about a gem's link: nothing while it is fine or unchecked. */
export function linkBadge(health: LinkHealth): LinkBadge | null {
  if (health.status === 'broken') {
    const answer = health.httpStatus ? `the site answers ${health.httpStatus}` : 'the site does not answer';
    return { label: 'Link broken', detail: `This link stopped working: ${answer}${when(health.checkedAt)}` };
  }
  if (health.status === 'moved' && health.movedTo)
    return { label: 'Moved', detail: `This page has moved to ${health.movedTo}${when(health.checkedAt)}` };
  return null;
}
