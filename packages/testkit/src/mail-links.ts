/**
 * Links in the account e-mails (reset, verification), read the same way by every test and bench
 * helper: the links of a mail's text that go to a page of the site, and the token they carry.
 * Pure text in, nothing else imported, so a Playwright journey can use it as well as Jest.
 */

/** The links in a mail's text that go to `path` on the site (e.g. '/verify-email'), in order. */
export function linksIn(text: string, path: string): URL[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)]
    .map((match) => new URL(match[0]))
    .filter((url) => url.pathname === path);
}

/** The token of the first link to `path` in a mail's text (its `?token=`), if it has one. */
export function linkToken(text: string, path: string): string | undefined {
  return linksIn(text, path)
    .map((url) => url.searchParams.get('token'))
    .find((token): token is string => Boolean(token));
}
