// The browser journeys' mail server: a real SMTP server (smtp-server) on loopback that the launched
// app sends through (SMTP_URL, playwright.config.ts). Each message that arrives is parsed
// (mailparser) and kept as one JSON file in the run's mail folder, where the journeys, in other
// processes, read it (e2e/support/mailbox.ts). It lives as long as the app (fresh-server.mjs).
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

let count = 0;

/** Listens on 127.0.0.1:`port`; resolves with a function that closes it. */
export async function startMailCatcher({ port, dir }) {
  const server = new SMTPServer({
    // Loopback only, no TLS and no login: a catcher, not a relay.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const kept = {
            receivedAt: new Date().toISOString(),
            from: mail.from?.text ?? '',
            // The envelope says who it was for, whatever the headers say.
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          };
          const name = `${Date.now()}-${String(++count).padStart(5, '0')}`;
          const file = join(dir, `${name}.json`);
          // Written whole, then renamed: a reader never sees half a message.
          writeFileSync(`${file}.part`, JSON.stringify(kept));
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  server.on('error', (error) => console.error('e2e mail catcher:', error.message));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise((resolve) => server.close(resolve));
}
