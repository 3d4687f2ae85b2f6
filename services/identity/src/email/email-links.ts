import type { Emit } from '@gems/platform/db/unit-of-work';
import type { Transaction as Tx } from '../db/unit-of-work.js';
import type { AccountMails } from '../mail/account-mails.js';
import type { OutgoingMailsRepository } from '../mail/outgoing-mails.repository.js';
import type { EmailTokensRepository } from './email-tokens.repository.js';

const HOUR = 3_600_000;
const RESET_TTL_MS = HOUR;
const ADDRESS_TTL_MS = 24 * HOUR;

/** Issues a link token and queues the e-mail that carries it, in the caller's transaction. */
export class EmailLinks {
  constructor(
    private readonly tokens: EmailTokensRepository,
    private readonly mails: OutgoingMailsRepository,
    private readonly compose: AccountMails,
  ) {}

  async sendReset(tx: Tx, emit: Emit, user: { id: number; email: string }): Promise<void> {
    const token = await this.tokens.issue(tx, {
      purpose: 'reset',
      userId: user.id,
      email: user.email,
      ttlMs: RESET_TTL_MS,
    });
    await this.mails.queue(tx, emit, this.compose.passwordReset(user.email, token));
  }

  async sendVerification(tx: Tx, emit: Emit, user: { id: number; email: string }): Promise<void> {
    const token = await this.tokens.issue(tx, {
      purpose: 'verify',
      userId: user.id,
      email: user.email,
      ttlMs: ADDRESS_TTL_MS,
    });
    await this.mails.queue(tx, emit, this.compose.verifyAddress(user.email, token));
  }

  /** The link to the new address (or, when a verified account holds it, word that it is in use). */
  async sendChange(
    tx: Tx,
    emit: Emit,
    user: { id: number; email: string | null },
    newEmail: string,
    heldByVerifiedAccount: boolean,
  ): Promise<void> {
    // The token exists either way, so the requester's pending change looks the same (no
    // enumeration through /me); when a verified account holds the address it is never sent.
    const token = await this.tokens.issue(tx, {
      purpose: 'change',
      userId: user.id,
      email: newEmail,
      ttlMs: ADDRESS_TTL_MS,
    });
    const mail = heldByVerifiedAccount
      ? this.compose.addressInUse(newEmail)
      : this.compose.confirmNewAddress(newEmail, token);
    await this.mails.queue(tx, emit, mail);
    if (user.email) await this.mails.queue(tx, emit, this.compose.emailChangeRequested(user.email, newEmail));
  }

  async notifyPasswordChanged(tx: Tx, emit: Emit, email: string | null): Promise<void> {
    if (email) await this.mails.queue(tx, emit, this.compose.passwordChanged(email));
  }
}
