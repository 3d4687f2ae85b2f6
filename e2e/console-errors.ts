import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * A normal session logs no console error (issue 15 §10). Journeys import `test` and `expect` from
 * here instead of '@playwright/test': every page of the test's context is watched (console errors
 * and uncaught exceptions), and the test fails at its end if any was logged.
 *
 * A journey that provokes a refusal on purpose (a 409 for a link saved twice, a 404 page) says
 * which messages it expects with `consoleErrors.allow(/pattern/)`; Chromium logs every non-2xx
 * answer as "Failed to load resource: … status of N".
 */
export interface ConsoleErrors {
  /** Messages seen so far (console errors and uncaught exceptions), allowed ones left out. */
  readonly messages: string[];
  /** Tolerates messages matching the pattern for the rest of this test. */
  allow(pattern: RegExp): void;
  /** Starts watching a page opened outside the test's own context (e.g. `browser.newContext()`). */
  watch(page: Page): void;
}

/** What Chromium writes for an answer the page did not want: its text and the address it came from. */
function describe(message: ConsoleMessage): string {
  const where = message.location().url;
  return where ? `${message.text()} (${where})` : message.text();
}

/**
 * A picture on another site that cannot be reached (a gem's image whose host is gone): the card
 * shows its placeholder (spec 01 "A broken image falls back to a placeholder"), so it is the
 * other site's failure, not the page's. Chromium still logs it as "net::ERR_…".
 */
function brokenPictureElsewhere(page: Page, message: ConsoleMessage): boolean {
  const where = message.location().url;
  if (!where || !/^Failed to load resource: net::ERR_/.test(message.text())) return false;
  try {
    return new URL(where).origin !== new URL(page.url()).origin;
  } catch {
    return false;
  }
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watched = new WeakSet<Page>();
      const record = (text: string) => void seen.push(text);
      const watch = (page: Page) => {
        if (watched.has(page)) return;
        watched.add(page);
        page.on('console', (message) => {
          if (message.type() !== 'error' || brokenPictureElsewhere(page, message)) return;
          record(describe(message));
        });
        page.on('pageerror', (error) => record(`Uncaught: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      const api: ConsoleErrors = {
        get messages() {
          return seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
        },
        allow: (pattern) => void allowed.push(pattern),
        watch,
      };
      await use(api);
      // A failing test already says why; the console check only speaks for tests that passed.
      if (testInfo.status === 'passed' && testInfo.expectedStatus === 'passed')
        expect(api.messages, 'console errors during a normal session').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
