import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { EVENT } from '@gems/contracts';
import { randomUUID } from 'node:crypto';
import type { MailMessage } from '@gems/platform/mail';
import type { Emit } from '@gems/platform/db/unit-of-work';

/**
 * Messages waiting to be sent. Queued in the caller's transaction with a mail.requested event
 * (the outbox publishes it after commit); the consumer sends and deletes the row.
 */
export class OutgoingMailsRepository {
  async queue(txHandle: Transaction, emit: Emit, message: MailMessage): Promise<void> {
    const tx = openTransaction(txHandle);
    const id = randomUUID();
    await tx.outgoingMail.create({
      data: { id, to: message.to, subject: message.subject, text: message.text },
    });
    emit(EVENT.mailRequested, { mailId: id });
  }

  find(txHandle: Transaction, id: string) {
    const tx = openTransaction(txHandle);
    return tx.outgoingMail.findUnique({ where: { id } });
  }

  async remove(txHandle: Transaction, id: string): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.outgoingMail.deleteMany({ where: { id } });
  }
}
