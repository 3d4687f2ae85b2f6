import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
// A CommonJS module: Node's ESM loader sees only its default export (a named import passed Jest
// but stopped `npm start`), and its functions call each other through `this`.
import mimeFuncs from 'nodemailer/lib/mime-funcs/index.js';
import type { Mailer, MailMessage } from './mail.port.js';

interface MailLogger {
  info(details: object, message: string): void;
}

/**
 * The embedded default (no SMTP_URL): each message becomes an .eml file in `directory`, and one
 * log line names it, so someone running `npm start` without a mail server can still open a reset
 * link. The body is written as plain 8-bit UTF-8 text (not quoted-printable), so the file reads
 * as it is in a terminal as well as in any mail client.
 */
export class FileMailer implements Mailer {
  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly logger: MailLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const eml = [
      `From: ${mimeFuncs.encodeWords(this.from)}`,
      `To: ${message.to}`,
      `Subject: ${mimeFuncs.encodeWords(message.subject)}`,
      `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
      `Message-ID: <${randomUUID()}@gems.local>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      message.text.replace(/\r?\n/g, '\r\n'),
    ].join('\r\n');
    await mkdir(this.directory, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const path = resolve(join(this.directory, `${stamp}-${randomUUID().slice(0, 8)}.eml`));
    await writeFile(path, eml, { mode: 0o600 });
    this.logger.info({ to: message.to, path }, `mail kept as a file (no SMTP_URL): ${path}`);
  }

  async close(): Promise<void> {}
}
