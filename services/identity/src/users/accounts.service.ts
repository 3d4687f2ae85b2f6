import { conflict, unauthorized } from '@gems/platform/errors';
import { MESSAGES, type Account, type Login, type Register, type User } from '@gems/contracts';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { IssuedSession, SessionsService } from '../auth/sessions.service.js';
import { isUniqueViolation } from '@gems/platform/db/unique-violation';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { userRegistered, userUpdated } from '../events/identity-events.js';
import type { EmailLinks } from '../email/email-links.js';
import type { EmailTokensRepository } from '../email/email-tokens.repository.js';
import { effectiveRole, toAccount, toUser } from './user.mapper.js';
import type { NewUser, UsersRepository } from './users.repository.js';
import type { UserRow } from './users.repository.js';

/** What rewards learns about a sign-up beside the user (user.registered's optional fields). */
export interface SignupContext {
  referrerId?: number | null;
  inviteCode?: string | null;
  signupAddress?: string | null;
}

export interface SignedIn {
  user: User;
  session: IssuedSession;
}

/** What AccountsService is built from. */
export interface AccountsServiceDeps {
  users: UsersRepository;
  hasher: PasswordHasher;
  sessions: SessionsService;
  inTransaction: UnitOfWork;
  throttle: LoginThrottle;
  links: EmailLinks;
  tokens: EmailTokensRepository;
  adminEmail?: string;
}

/** Accounts: registration, sign-in, sign-out and the signed-in user's own record. */
export class AccountsService {
  constructor(private readonly deps: AccountsServiceDeps) {}

  async register(
    input: Register,
    referralCode: string | undefined,
    userAgent?: string,
    signup: SignupContext = {},
  ): Promise<SignedIn> {
    if (await this.deps.users.findByEmail(input.email)) throw emailTaken();
    if (await this.deps.users.usernameTaken(input.username)) throw usernameTaken();
    const referrerId = referralCode ? await this.deps.users.referrerIdOf(referralCode) : null;
    const referredBy = referrerId ? referralCode! : null;
    const row = await this.createUser(
      {
        username: input.username,
        email: input.email,
        passwordHash: await this.deps.hasher.hash(input.password),
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        referredBy,
      },
      { ...signup, referrerId },
    );
    return this.signIn(row, userAgent);
  }

  /**
   * Creates a user and publishes user.registered in the same transaction; an address not yet
   * proven gets its verification link.
   */
  async createUser(data: NewUser, signup: SignupContext = {}): Promise<UserRow> {
    try {
      return await this.deps.inTransaction(async (tx, emit) => {
        const row = await this.deps.users.create(tx, data);
        userRegistered(emit, row, signup);
        if (row.email && !row.emailVerifiedAt)
          await this.deps.links.sendVerification(tx, emit, { id: row.id, email: row.email });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw emailTaken();
      if (isUniqueViolation(error, 'username')) throw usernameTaken();
      throw error;
    }
  }

  async login(input: Login, userAgent?: string): Promise<SignedIn> {
    await this.deps.throttle.assertAllowed(input.email);
    const row = await this.deps.users.findByEmail(input.email);
    const valid = await this.deps.hasher.verify(input.password, row?.passwordHash);
    if (!row || !valid) {
      await this.deps.throttle.failed(input.email);
      throw unauthorized(MESSAGES.badCredentials);
    }
    await this.deps.throttle.succeeded(input.email);
    if (row.status !== 'active') throw unauthorized('This account is suspended');
    return this.signIn(row, userAgent);
  }

  async signIn(row: UserRow, userAgent?: string): Promise<SignedIn> {
    const role = effectiveRole(row, this.deps.adminEmail);
    const session = await this.deps.sessions.issue({ id: row.id, username: row.username, role }, userAgent);
    return { user: toUser(row, this.deps.adminEmail), session };
  }

  logout(sessionId: string): Promise<void> {
    return this.deps.sessions.revoke(sessionId);
  }

  /** The caller's own record, only while the session is still active server-side. */
  async me(userId: number, sessionId: string): Promise<Account> {
    const [active, row] = await Promise.all([
      this.deps.sessions.isActive(sessionId),
      this.deps.users.findById(userId),
    ]);
    if (!active || !row) throw unauthorized('Not signed in');
    return this.account(row);
  }

  /** The owner's view of a row, with the e-mail change waiting for confirmation. */
  async account(row: UserRow): Promise<Account> {
    return toAccount(row, await this.deps.tokens.pendingEmail(row.id), this.deps.adminEmail);
  }

  async setVisibility(userId: number, isPublic: boolean): Promise<User> {
    const row = await this.deps.inTransaction(async (tx, emit) => {
      const updated = await this.deps.users.update(tx, userId, { isPublic });
      userUpdated(emit, updated);
      return updated;
    });
    return toUser(row, this.deps.adminEmail);
  }
}

const emailTaken = () => conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
const usernameTaken = () => conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
