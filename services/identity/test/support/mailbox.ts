import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { linkToken } from '@gems/testkit';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a free local port that keeps what arrives, so a test can read the mail
 * identity sent (through its SMTP adapter, after the bus delivered mail.requested).
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  let failures = { left: 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (failures.left > 0) {
        // A mail server that is down for a moment: a temporary 451 refusal.
        failures.left--;
        failures.refused++;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo)
            received.push({
              to: rcpt.address.toLowerCase(),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for the next mail to `to` whose subject matches (the first one not taken before). */
  async function next(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const index = received.findIndex((m) => m.to === to.toLowerCase() && subject.test(m.subject));
      if (index >= 0) return received.splice(index, 1)[0]!;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next,
    /** The token of the first link to `path` in a mail. */
    tokenIn(mail: ReceivedMail, path: string): string {
      const token = linkToken(mail.text, path);
      if (!token) throw new Error(`no ${path} link in: ${mail.text}`);
      return token;
    },
    /** Lets what is in flight arrive, then reports whether anything came for `to`. */
    async nothingFor(to: string, waitMs = 1500): Promise<boolean> {
      await new Promise((r) => setTimeout(r, waitMs));
      return !received.some((m) => m.to === to.toLowerCase());
    },
    /** The next `count` messages are refused with a temporary error. */
    refuseNext(count: number) {
      failures = { left: count, refused: 0 };
      return failures;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
