import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linksIn as linksInText } from '@gems/testkit/mail-links';

/** A message the launched app sent, as the run's mail catcher kept it (mail-catcher.mjs). */
export interface CaughtMail {
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
};

/** Every message to `address` so far, oldest first. */
export function mailTo(address: string): CaughtMail[] {
  const dir = mailDir();
  const wanted = address.toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(wanted));
}

/** The links in a message's text that go to `path` on the site (e.g. '/reset-password'). */
export function linksIn(mail: CaughtMail, path: string): string[] {
  return linksInText(mail.text, path).map((url) => url.href);
}

/**
 * Waits for the message to `address` that matches `wanted` (mail leaves the app through its
 * outbox, so it arrives a moment after the call that sent it); `skip` passes over that many
 * earlier matches (a second link asked for after a first).
 */
export async function waitForMail(
  address: string,
  wanted: (mail: CaughtMail) => boolean,
  { skip = 0, timeoutMs = 20_000 }: { skip?: number; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailTo(address).filter(wanted);
    if (found.length > skip) return found[skip]!;
    if (Date.now() > deadline) {
      const seen = mailTo(address).map((mail) => mail.subject);
      throw new Error(`no such mail to ${address} within ${timeoutMs} ms (had: ${JSON.stringify(seen)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link to `path` in the (`skip` + 1)th message to `address` that has one. */
export async function waitForLink(address: string, path: string, options?: { skip?: number }) {
  const mail = await waitForMail(address, (m) => linksIn(m, path).length > 0, options);
  return linksIn(mail, path)[0]!;
}
