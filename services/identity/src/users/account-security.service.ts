import { badRequest, conflict, HttpError, unauthorized } from '@gems/platform/errors';
import { isUniqueViolation } from '@gems/platform/db/unique-violation';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import {
  ACCOUNT_MESSAGES as M,
  confirmationSent,
  verificationSent,
  type Account,
  type ChangeEmail,
  type ChangePassword,
  type DeleteAccount,
  type PasswordResetConfirm,
} from '@gems/contracts';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { SessionsService } from '../auth/sessions.service.js';
import type { MailThrottle } from '../auth/mail-throttle.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { EmailLinks } from '../email/email-links.js';
import type { EmailTokensRepository } from '../email/email-tokens.repository.js';
import { userDeleted } from '../events/identity-events.js';
import type { AccountsService, SignedIn } from './accounts.service.js';
import type { UserRow, UsersRepository } from './users.repository.js';

interface Logger {
  error(details: object, message: string): void;
}

const resetLinkInvalid = () => new HttpError(400, M.resetLinkInvalid, 'reset_link_invalid');
const emailLinkInvalid = () => new HttpError(400, M.emailLinkInvalid, 'email_link_invalid');
const emailInUse = () => badRequest(M.emailInUse, { email: M.emailInUse }, 'email_in_use');

/**
 * What an owner does to their own account's credentials: password reset by e-mail, password and
 * e-mail changes, address verification, disconnecting the provider, and leaving.
 */
export class AccountSecurityService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      hasher: PasswordHasher;
      sessions: SessionsService;
      inTransaction: UnitOfWork;
      links: EmailLinks;
      tokens: EmailTokensRepository;
      accounts: AccountsService;
      throttle: MailThrottle;
      /** Wrong current passwords count like failed sign-ins (a stolen session cannot guess on). */
      passwordGuesses: LoginThrottle;
      logger: Logger;
    },
  ) {}

  /**
   * Always the same answer, and the same work before it (the throttles): the lookup and the
   * queued mail happen after the answer, so neither words nor timing tell whether an account exists.
   */
  async requestReset(email: string, client: string): Promise<{ message: string }> {
    const { throttle, users, inTransaction, links, logger } = this.deps;
    await throttle.hit('reset-address', email, 3);
    await throttle.hit('reset-client', client, 20);
    void (async () => {
      const row = await users.findByEmail(email);
      if (!row?.email || row.status !== 'active') return;
      await inTransaction((tx, emit) => links.sendReset(tx, emit, { id: row.id, email: row.email! }));
    })().catch((err: unknown) => logger.error({ err }, 'password reset mail not queued'));
    return { message: M.resetRequested };
  }

  /**
   * A new password through a reset link; the user is signed in. Every other session ends. API
   * tokens stay, unless the address was never verified: then whoever made the account may not be
   * the owner the link just proved, so everything ends.
   */
  async confirmReset(
    input: PasswordResetConfirm,
    userAgent?: string,
  ): Promise<SignedIn & { account: Account }> {
    const { users, hasher, sessions, inTransaction, links, tokens, accounts } = this.deps;
    const passwordHash = await hasher.hash(input.password);
    const { row, wasVerified } = await inTransaction(async (tx, emit) => {
      const token = await tokens.consume(tx, input.token, ['reset']);
      const user = token ? await users.findByIdIn(tx, token.userId) : null;
      if (!token || !user || user.email !== token.email) throw resetLinkInvalid();
      if (user.status !== 'active') throw unauthorized('This account is suspended');
      const updated = await users.update(tx, user.id, {
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await links.notifyPasswordChanged(tx, emit, updated.email);
      return { row: updated, wasVerified: Boolean(user.emailVerifiedAt) };
    });
    await sessions.revokeAllFor(row.id, { sessionsOnly: wasVerified });
    const signedIn = await accounts.signIn(row, userAgent);
    return { ...signedIn, account: await accounts.account(row) };
  }

  async changePassword(claims: SessionClaims, input: ChangePassword): Promise<{ message: string }> {
    const { users, hasher, sessions, inTransaction, links } = this.deps;
    const row = await this.owner(claims);
    if (row.passwordHash) await this.checkCurrentPassword(row, input.currentPassword);
    else if (!row.email) throw badRequest(M.emailBeforePassword);
    const passwordHash = await hasher.hash(input.password);
    await inTransaction(async (tx, emit) => {
      await users.update(tx, row.id, { passwordHash });
      await links.notifyPasswordChanged(tx, emit, row.email);
    });
    await sessions.revokeAllFor(row.id, { keep: claims.sessionId, sessionsOnly: true });
    return { message: M.passwordChanged };
  }

  /**
   * A link to the new address and a notice to the old one. A verified account holding the new
   * address gets word that it is in use instead of a link; the caller hears the same either way.
   */
  async changeEmail(claims: SessionClaims, input: ChangeEmail) {
    const { users, inTransaction, links, throttle } = this.deps;
    const row = await this.owner(claims);
    if (row.passwordHash) await this.checkCurrentPassword(row, input.currentPassword);
    if (input.email === row.email) throw badRequest(M.sameEmail, { email: M.sameEmail });
    await throttle.hit('change', String(row.id), 5);
    const holder = await users.findByEmail(input.email);
    const heldByVerified = Boolean(holder && holder.id !== row.id && holder.emailVerifiedAt);
    await inTransaction((tx, emit) => links.sendChange(tx, emit, row, input.email, heldByVerified));
    return { message: confirmationSent(input.email), pendingEmail: input.email };
  }

  async sendVerification(claims: SessionClaims): Promise<{ message: string }> {
    const { inTransaction, links, throttle } = this.deps;
    const row = await this.owner(claims);
    if (!row.email) throw badRequest('Add an e-mail address first');
    if (row.emailVerifiedAt) throw badRequest('Your e-mail address is already verified');
    await throttle.hit('verify', String(row.id), 3);
    await inTransaction((tx, emit) => links.sendVerification(tx, emit, { id: row.id, email: row.email! }));
    return { message: verificationSent(row.email) };
  }

  /**
   * Follows a verification or change link. A change claims the address from an unverified holder
   * (it loses the address and every session); a verified holder keeps it.
   */
  async confirmEmail(token: string): Promise<{ user: Account; message: string }> {
    const { users, sessions, inTransaction, tokens, accounts } = this.deps;
    let claimedFrom: number | null = null;
    let row: UserRow;
    try {
      row = await inTransaction(async (tx) => {
        const link = await tokens.consume(tx, token, ['verify', 'change']);
        const user = link ? await users.findByIdIn(tx, link.userId) : null;
        if (!link || !user) throw emailLinkInvalid();
        if (link.purpose === 'verify') {
          if (user.email !== link.email) throw emailLinkInvalid();
          return users.update(tx, user.id, { emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        }
        const holder = await users.findByEmailIn(tx, link.email);
        if (holder && holder.id !== user.id) {
          if (holder.emailVerifiedAt) throw emailInUse();
          await users.update(tx, holder.id, { email: null, emailVerifiedAt: null });
          claimedFrom = holder.id;
        }
        return users.update(tx, user.id, { email: link.email, emailVerifiedAt: new Date() });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw emailInUse();
      throw error;
    }
    if (claimedFrom !== null) await sessions.revokeAllFor(claimedFrom);
    return { user: await accounts.account(row), message: M.emailVerified };
  }

  async disconnectSocial(claims: SessionClaims): Promise<{ user: Account }> {
    const { users, inTransaction, accounts } = this.deps;
    const row = await this.owner(claims);
    if (!row.oidcSubject) throw badRequest(M.notSocial);
    const otherWay = Boolean((row.passwordHash && row.email) || row.walletAddress);
    if (!otherWay) throw conflict(M.onlySignIn);
    const updated = await inTransaction((tx) => users.update(tx, row.id, { oidcSubject: null }));
    return { user: await accounts.account(updated) };
  }

  /**
   * Deletes the caller's account as the admin's delete does: every session and token ends, the
   * row goes (its username and address are free again), and user.deleted has every other
   * service remove the user's data.
   */
  async deleteAccount(claims: SessionClaims, input: DeleteAccount): Promise<void> {
    const { users, sessions, inTransaction } = this.deps;
    const row = await this.owner(claims);
    if (row.passwordHash) {
      if (!(await this.passwordMatches(row, input.password ?? '')))
        throw badRequest(M.deleteWrongPassword, { password: M.deleteWrongPassword });
    } else if ((input.confirmUsername ?? '').trim().toLowerCase() !== row.username.toLowerCase()) {
      throw badRequest(M.deleteWrongUsername, { confirmUsername: M.deleteWrongUsername });
    }
    await sessions.revokeAllFor(row.id);
    await inTransaction(async (tx, emit) => {
      await users.delete(tx, row.id);
      userDeleted(emit, row.id, row.id);
    });
  }

  private async owner(claims: SessionClaims): Promise<UserRow> {
    const row = await this.deps.users.findById(claims.userId);
    if (!row) throw unauthorized('Not signed in');
    return row;
  }

  private async checkCurrentPassword(row: UserRow, current: string | undefined): Promise<void> {
    if (!current) throw badRequest(M.currentPasswordRequired, { currentPassword: M.currentPasswordRequired });
    if (!(await this.passwordMatches(row, current)))
      throw badRequest(M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
  }

  private async passwordMatches(row: UserRow, password: string): Promise<boolean> {
    const { hasher, passwordGuesses } = this.deps;
    const key = `user:${row.id}`;
    await passwordGuesses.assertAllowed(key);
    const valid = await hasher.verify(password, row.passwordHash);
    await (valid ? passwordGuesses.succeeded(key) : passwordGuesses.failed(key));
    return valid;
  }
}
