import type { IncomingHttpHeaders } from 'node:http';
import { SIGNED_IN_HINT_COOKIE } from '@gems/contracts';
import { SESSION_COOKIE } from '@gems/platform/auth/session-claims';

/** The public pages anyone lands on: drawn for visitors and for signed-in members. */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/landing\/?$/,
  /^\/explore\/?$/,
  /^\/gem\/\d{1,15}\/?$/,
  /^\/collections\/\d{1,15}\/?$/,
  /^\/profile\/[^/]{1,100}\/?$/,
];

/** A member's own pages: drawn only for a signed-in member (My Collections, notifications, rewards). */
const MEMBER_PAGES = [/^\/dashboard\/?$/, /^\/notifications\/?$/, /^\/rewards\/?$/];

const cookieNames = (header: string | undefined): string[] =>
  (header ?? '').split(';').map((pair) => pair.split('=')[0]!.trim());

/**
 * For whom the gateway may draw the page a request navigates to: `visitor` (no session: drawn
 * from a signed-out visitor's reads, and shared between visitors), `member` (a session cookie:
 * drawn from that member's own reads once the gateway has verified the session, for them alone),
 * or null (not drawn: the app as before). Only a browser's navigation to a drawn page: a script's
 * fetch of the page (the service worker's copy of the app shell) gets the plain shell, and a
 * request with a token in its Authorization header is an API client's. The readable signed-in
 * hint without the session cookie (a session that ended) is neither: the app sorts it out.
 */
export function pageAudience(req: {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}): 'visitor' | 'member' | null {
  if (req.method !== 'GET' || req.headers.authorization) return null;
  const destination = req.headers['sec-fetch-dest'];
  const navigation =
    destination === 'document' || (!destination && /text\/html/.test(req.headers.accept ?? ''));
  if (!navigation) return null;
  const cookies = cookieNames(req.headers.cookie);
  const publicPage = PUBLIC_PAGES.some((page) => page.test(req.path));
  if (cookies.includes(SESSION_COOKIE))
    return publicPage || MEMBER_PAGES.some((page) => page.test(req.path)) ? 'member' : null;
  if (cookies.includes(SIGNED_IN_HINT_COOKIE)) return null;
  return publicPage ? 'visitor' : null;
}
