import type { IncomingHttpHeaders } from 'node:http';
import { SIGNED_IN_HINT_COOKIE } from '@gems/contracts';
import { SESSION_COOKIE } from '@gems/platform/auth/session-claims';

/** The public pages a visitor lands on: the ones drawn in the gateway. */
const DRAWN_PAGES = [
  /^\/$/,
  /^\/landing\/?$/,
  /^\/explore\/?$/,
  /^\/gem\/\d{1,15}\/?$/,
  /^\/collections\/\d{1,15}\/?$/,
  /^\/profile\/[^/]{1,100}\/?$/,
];

const cookieNames = (header: string | undefined): string[] =>
  (header ?? '').split(';').map((pair) => pair.split('=')[0]!.trim());

/**
 * Whether a request is a browser's navigation to a public page by someone without a session: the
 * only requests whose page the gateway draws. Anyone who may be signed in (the session cookie, its
 * readable hint, a token) gets the app as before, so a page drawn from a visitor's reads is never
 * shown to a signed-in user in place of their own. A script's fetch of the page (the service
 * worker's copy of the app shell) is no navigation and gets the plain shell.
 */
export function wantsFirstPaint(req: {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}): boolean {
  if (req.method !== 'GET' || !DRAWN_PAGES.some((page) => page.test(req.path))) return false;
  if (req.headers.authorization) return false;
  const cookies = cookieNames(req.headers.cookie);
  if (cookies.includes(SESSION_COOKIE) || cookies.includes(SIGNED_IN_HINT_COOKIE)) return false;
  const destination = req.headers['sec-fetch-dest'];
  return destination === 'document' || (!destination && /text\/html/.test(req.headers.accept ?? ''));
}
