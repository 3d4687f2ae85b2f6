import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linkToken } from './mail-links.js';

/**
 * The token of the newest link to `path` (`/verify-email`, `/reset-password`) in a message that
 * the embedded mailer kept as an .eml file in `mailDir` for `to`. Waits for the mail consumer,
 * which sends after the request answered.
 */
export async function tokenFromMailFolder(
  mailDir: string,
  to: string,
  path: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(mailDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(join(mailDir, file), 'utf8'))
      .filter((eml) => new RegExp(`^To: ${escape(to)}$`, 'im').test(eml))
      .map((eml) => linkToken(eml, path))
      .filter((token): token is string => Boolean(token));
    if (found.length) return found.at(-1)!;
    if (Date.now() > deadline)
      throw new Error(`no ${path} link for ${to} in ${mailDir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
