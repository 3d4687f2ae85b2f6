/** One plain message: a text part always; HTML is optional and never the only part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail. Adapters: SMTP (SMTP_URL) and the embedded .eml folder (no SMTP_URL). */
export interface Mailer {
  /** Resolves once the message is handed over; rejects when it was not (the caller retries). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
