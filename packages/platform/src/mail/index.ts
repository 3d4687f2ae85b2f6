export type { Mailer, MailMessage } from './mail.port.js';
export { createMailer, zMailEnv, type MailEnv } from './create-mailer.js';
export { SmtpMailer } from './smtp-mailer.adapter.js';
export { FileMailer } from './file-mailer.adapter.js';
