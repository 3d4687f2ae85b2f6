import { EVENT, type GemLinksBrokenV1 } from '@gems/contracts';
import { defineConsumer } from '@gems/platform/events';
import type { Transaction } from '../db/unit-of-work.js';
import type { NotificationsRepository } from './notifications.repository.js';

const LINKS_BROKEN_DURABLE = 'social-links-broken';

/** Titles a notice quotes before it counts the rest. */
const QUOTED = 3;
const TITLE_MAX = 60;

const quote = (title: string) => {
  const chars = Array.from(title.trim() || 'Untitled');
  return `“${chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : chars.join('')}”`;
};

/** "2 of your saved links stopped working: “A” and “B”" — a few titles, then how many more. */
export function linksBrokenMessage(notice: Pick<GemLinksBrokenV1, 'gems' | 'total'>): string {
  const titles = notice.gems.slice(0, QUOTED).map((g) => quote(g.title));
  const more = notice.total - titles.length;
  const list =
    more > 0
      ? `${titles.join(', ')} and ${more} more`
      : titles.length > 1
        ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`
        : (titles[0] ?? '');
  const what =
    notice.total === 1
      ? 'One of your saved links stopped working'
      : `${notice.total} of your saved links stopped working`;
  return `${what}: ${list}`;
}

/**
 * The weekly broken-link notice (issue 29 §4): curation sends one gem.links-broken per owner and
 * week, and this writes it as ONE notification listing them (a single broken gem links to that
 * gem; several, to My Collections filtered to broken links). A redelivery writes nothing twice:
 * the event is marked processed in the same transaction.
 */
export const linksBrokenConsumer = (notifications: NotificationsRepository) =>
  defineConsumer<Transaction>({
    durable: LINKS_BROKEN_DURABLE,
    handlers: {
      [EVENT.gemLinksBroken]: async (event, tx) => {
        const notice = event.data;
        await notifications.createNotice(tx, {
          userId: notice.userId,
          type: 'links_broken',
          title: notice.total === 1 ? 'A saved link is broken' : 'Saved links are broken',
          message: linksBrokenMessage(notice),
          gemId: notice.total === 1 ? notice.gems[0]?.gemId : undefined,
          occurredAt: event.occurredAt,
        });
      },
    },
  });
