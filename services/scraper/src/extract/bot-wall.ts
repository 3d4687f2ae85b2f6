import type { PageContext } from './page-context.js';
import type { PreviewFields } from './sites/site-rule.js';

/**
 * Interstitials that stand in for the page: anti-bot challenges, captchas, cookie-consent walls
 * and login walls. Their title ("Just a moment...") must never become a gem's title; the caller
 * answers with the spec's blocked-site error instead, so the user can enter the gem manually.
 */

const WALL_TITLES: Array<[RegExp, string]> = [
  [/^just a moment\b/i, 'anti-bot challenge'],
  [/^attention required!?/i, 'anti-bot challenge'],
  [/^(one more step|checking your browser|please wait\.{0,3}|ddos-guard)\b/i, 'anti-bot challenge'],
  [
    /^(access denied|access to this page has been denied|you have been blocked|request rejected|forbidden)\b/i,
    'access denied',
  ],
  [
    /^(robot check|are you a robot|bot verification|human verification|security check|verify you are human|captcha)\b/i,
    'captcha',
  ],
  [/^pardon our interruption\b/i, 'anti-bot challenge'],
  [/^before you continue\b/i, 'consent wall'],
  [/^(log ?in|sign ?in|sign up|log into|login required)\b/i, 'login wall'],
];

const WALL_TEXT: Array<[RegExp, string]> = [
  [/checking (if the site connection is secure|your browser before accessing)/i, 'anti-bot challenge'],
  [/enable javascript and cookies to continue/i, 'anti-bot challenge'],
  [/verify(ing)? (that )?you are (a )?human|press (&|and) hold/i, 'captcha'],
  [/(are you a robot|not a robot)\b/i, 'captcha'],
  [/our systems have detected unusual traffic/i, 'captcha'],
  [/to discuss automated access to amazon data/i, 'captcha'],
  [/please complete the security check to access/i, 'anti-bot challenge'],
  [/access to this page has been denied because we believe you are using automation/i, 'anti-bot challenge'],
];

const WALL_SCRIPTS =
  /\/cdn-cgi\/challenge-platform\/|captcha-delivery\.com|perimeterx\.net|px-cdn\.net\/.*captcha|hcaptcha\.com\/1\/api|challenges\.cloudflare\.com\/turnstile/i;
const WALL_MARKUP =
  /(^|\s)(challenge-form|challenge-running|cf-wrapper|cf-challenge|px-captcha|captcha-container|captchacharacters|g-recaptcha)(\s|$)|validatecaptcha|__cf_chl_|\/sorry\/index/i;
const LOGIN_PATH = /\/(login|signin|sign-in|accounts\/login|authwall|uas\/login|checkpoint)(\/|$|\?)/i;
const CONSENT_HOST = /^consent\.|^(www\.)?consent\.(google|youtube)\./i;

/** The document title is one an interstitial uses. */
export const isWallTitle = (title: string) => WALL_TITLES.some(([pattern]) => pattern.test(title.trim()));

export function detectWall(ctx: PageContext, fields: PreviewFields): string | null {
  const { scan } = ctx;
  // Real pages carry metadata about themselves; interstitials almost never do.
  const describesItself = Boolean(
    ctx.meta('og:title') || ctx.meta('twitter:title') || scan.jsonLd.length > 0,
  );
  if (CONSENT_HOST.test(ctx.url.hostname)) return 'consent wall';
  const title = scan.title.trim();
  const markup = [...scan.formActions, ...scan.inputNames, ...scan.ids].join(' ');
  const scriptWall = scan.scriptSrcs.some((s) => WALL_SCRIPTS.test(s));
  const markupWall = WALL_MARKUP.test(markup);

  for (const [pattern, reason] of WALL_TITLES) {
    if (!pattern.test(title)) continue;
    if (reason === 'login wall') {
      if (!describesItself && (LOGIN_PATH.test(ctx.url.pathname) || /password/i.test(markup))) return reason;
      continue;
    }
    if (!describesItself || scriptWall || markupWall) return reason;
  }
  if (describesItself) return null;
  if (scriptWall || markupWall) {
    if (scan.visibleTextLength < 3000) return 'anti-bot challenge';
  }
  const sample = scan.textSample.slice(0, 1500);
  for (const [pattern, reason] of WALL_TEXT)
    if (pattern.test(sample) && scan.visibleTextLength < 5000) return reason;
  if (!fields.title && LOGIN_PATH.test(ctx.url.pathname)) return 'login wall';
  return null;
}
