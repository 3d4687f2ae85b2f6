import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail.port.js';

interface MailLogger {
  info(details: object, message: string): void;
}

/**
 * The embedded default (no SMTP_URL): each message becomes an .eml file in `directory`, and one
 * log line names it, so someone running `npm start` without a mail server can still open a reset
 * link (any mail client opens .eml files; they are plain text too).
 */
export class FileMailer implements Mailer {
  private readonly compose = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly logger: MailLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.compose.sendMail({ from: this.from, ...message });
    await mkdir(this.directory, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const path = resolve(join(this.directory, `${stamp}-${randomUUID().slice(0, 8)}.eml`));
    await writeFile(path, info.message as Buffer, { mode: 0o600 });
    this.logger.info({ to: message.to, path }, `mail kept as a file (no SMTP_URL): ${path}`);
  }

  async close(): Promise<void> {}
}
