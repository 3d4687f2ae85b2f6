import { CUSTOM_LIST_DOMAIN } from '@gems/contracts';
import { badRequest, conflict } from '@gems/platform/errors';
import { canonicalUrl, domainOf } from '../urls/canonical-url.js';
import type { GemRow } from '../gems/gems.repository.js';

const INVALID_URL = 'Please enter a valid URL';
export const ALREADY_SAVED = 'You already saved this URL';

/** A new address's health is unknown: checked again at once, told about afresh if it breaks. */
const FRESH_LINK_HEALTH = {
  linkStatus: 'unchecked',
  linkHttpStatus: null,
  linkCheckedAt: null,
  linkMovedTo: null,
  linkStrikes: 0,
  linkCheckDueAt: new Date(0),
  linkBrokenAt: null,
  linkBrokenNotifiedAt: null,
} as const;

/**
 * The columns an edit of a gem's address sets (issue 29 §4: the owner takes a moved link's new
 * address): the address, its canonical form and domain (derived, never the client's), and a fresh
 * link health. Refused for a list (it has no address), an invalid URL, or one the owner already
 * saved as another gem (409).
 */
export async function addressChange(
  gem: GemRow,
  url: string,
  findSaved: (userId: number, canonical: string) => Promise<GemRow | null>,
) {
  if (gem.domain === CUSTOM_LIST_DOMAIN) throw badRequest('A list has no web address', { url: INVALID_URL });
  const canonical = canonicalUrl(url);
  if (!canonical) throw badRequest(INVALID_URL, { url: INVALID_URL });
  if (canonical !== gem.canonicalUrl) {
    const saved = await findSaved(gem.userId, canonical);
    if (saved && saved.id !== gem.id) throw conflict(ALREADY_SAVED, { url: ALREADY_SAVED });
  }
  return { url, canonicalUrl: canonical, domain: domainOf(url), ...FRESH_LINK_HEALTH };
}
