import { EVENT } from '@gems/contracts';
import { defineConsumer } from '@gems/platform/events';
import type { Mailer } from '@gems/platform/mail';
import type { Transaction as Tx } from '../db/unit-of-work.js';
import type { OutgoingMailsRepository } from './outgoing-mails.repository.js';

const MAIL_DELIVERY_DURABLE = 'identity-mail';

/**
 * Sends each queued message. A failure (the mail server down or slow) throws, so the bus delivers
 * the event again later; the row goes only in the transaction that marks the event done. A row
 * already gone was sent before: nothing to do.
 */
export function mailDeliveryConsumer(deps: { mails: OutgoingMailsRepository; mailer: Mailer }) {
  return defineConsumer<Tx>({
    durable: MAIL_DELIVERY_DURABLE,
    handlers: {
      [EVENT.mailRequested]: async ({ data }, tx) => {
        const mail = await deps.mails.find(tx, data.mailId);
        if (!mail) return;
        await deps.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
        await deps.mails.remove(tx, mail.id);
      },
    },
  });
}
