import { EVENT } from '@gems/contracts';
import { randomUUID } from 'node:crypto';
import type { MailMessage } from '@gems/platform/mail';
import type { Emit } from '@gems/platform/db/unit-of-work';
import type { Tx } from '../db/prisma.js';

/**
 * Messages waiting to be sent. Queued in the caller's transaction with a mail.requested event
 * (the outbox publishes it after commit); the consumer sends and deletes the row.
 */
export class OutgoingMailsRepository {
  async queue(tx: Tx, emit: Emit, message: MailMessage): Promise<void> {
    const id = randomUUID();
    await tx.outgoingMail.create({
      data: { id, to: message.to, subject: message.subject, text: message.text },
    });
    emit(EVENT.mailRequested, { mailId: id });
  }

  find(tx: Tx, id: string) {
    return tx.outgoingMail.findUnique({ where: { id } });
  }

  async remove(tx: Tx, id: string): Promise<void> {
    await tx.outgoingMail.deleteMany({ where: { id } });
  }
}
