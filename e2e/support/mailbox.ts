import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * The first message to `address` whose subject matches, beyond the `skip` such messages already
 * seen; waits for it (mail leaves the app through its outbox, so it arrives a moment later).
 */
export async function waitForMail(
  address: string,
  subject: RegExp,
  { skip = 0, timeoutMs = 20_000 }: { skip?: number; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailTo(address).filter((mail) => subject.test(mail.subject));
    if (found.length > skip) return found[skip]!;
    if (Date.now() > deadline) {
      const subjects = mailTo(address).map((mail) => mail.subject);
      throw new Error(
        `no mail to ${address} with a subject like ${subject} within ${timeoutMs} ms (had: ${JSON.stringify(subjects)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link in a message's text that goes to `path` on the site (e.g. '/reset-password'). */
export function linkIn(mail: CaughtMail, path: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url.href;
  }
  throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
}
