import { z } from 'zod';
import { FileMailer } from './file-mailer.adapter.js';
import type { Mailer } from './mail.port.js';
import { SmtpMailer } from './smtp-mailer.adapter.js';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The mail settings a service that sends mail extends its config with. */
export const zMailEnv = z.object({
  /** `smtp://user:pass@host:587` or `smtps://…`; unset: messages are kept as .eml files in MAIL_DIR. */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().min(3).default('Gems <no-reply@localhost>')),
  /** Where the embedded default keeps messages (no SMTP_URL). */
  MAIL_DIR: z.preprocess(blankToUndefined, z.string().default('.data/mail')),
});
export type MailEnv = z.infer<typeof zMailEnv>;

interface MailLogger {
  info(details: object, message: string): void;
}

/** The one place a Mailer is chosen: SMTP when SMTP_URL is set, else the .eml folder. */
export function createMailer(config: MailEnv, logger: MailLogger): Mailer {
  if (config.SMTP_URL) {
    logger.info({ driver: 'smtp', host: new URL(config.SMTP_URL).host }, 'mail: SMTP');
    return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  }
  logger.info({ driver: 'file', directory: config.MAIL_DIR }, 'mail: kept as .eml files (no SMTP_URL)');
  return new FileMailer(config.MAIL_DIR, config.MAIL_FROM, logger);
}
