import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail.port.js';

/** Hands each message to an SMTP server (`smtp://user:pass@host:587`, `smtps://…` for TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts: a dead server fails the delivery fast and the bus retries it later.
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as nodemailer.TransportOptions);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
