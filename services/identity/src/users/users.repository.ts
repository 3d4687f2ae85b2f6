import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { Prisma, User as UserRow } from '../db/generated/client.js';
import type { PrismaClient } from '../db/prisma.js';

/** The row as the rest of the service sees it. */
export type { User as UserRow } from '../db/generated/client.js';

export type NewUser = Omit<Prisma.UserCreateInput, 'usernameKey' | 'sessions'> & { username: string };
export type UserPatch = Omit<Prisma.UserUpdateInput, 'usernameKey' | 'sessions'>;

const keyOf = (username: string) => username.toLowerCase();

/** All reads and writes of the users table. `db` is the client or a transaction. */
export class UsersRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(dbHandle: Transaction, user: NewUser): Promise<UserRow> {
    const db = openTransaction(dbHandle);
    return db.user.create({ data: { ...user, usernameKey: keyOf(user.username) } });
  }

  update(dbHandle: Transaction, id: number, patch: UserPatch & { username?: string }): Promise<UserRow> {
    const db = openTransaction(dbHandle);
    const data = patch.username ? { ...patch, usernameKey: keyOf(patch.username) } : patch;
    return db.user.update({ where: { id }, data });
  }

  /** An admin's action on an account, kept beside the accounts (admin_actions). */
  async recordAdminAction(
    txHandle: Transaction,
    action: Prisma.AdminActionUncheckedCreateInput,
  ): Promise<void> {
    await openTransaction(txHandle).adminAction.create({ data: action });
  }

  findById(id: number): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { id } });
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { email } });
  }

  /** Reads inside a transaction (the row the transaction is about to change). */
  findByIdIn(dbHandle: Transaction, id: number): Promise<UserRow | null> {
    const db = openTransaction(dbHandle);
    return db.user.findUnique({ where: { id } });
  }

  findByEmailIn(dbHandle: Transaction, email: string): Promise<UserRow | null> {
    const db = openTransaction(dbHandle);
    return db.user.findUnique({ where: { email } });
  }

  findByUsername(username: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { usernameKey: keyOf(username) } });
  }

  findByWallet(walletAddress: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { walletAddress } });
  }

  findByOidcSubject(subject: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { oidcSubject: subject } });
  }

  async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
    const row = await this.prisma.user.findUnique({
      where: { usernameKey: keyOf(username) },
      select: { id: true },
    });
    return Boolean(row && row.id !== exceptId);
  }

  /** The user whose referral code this is, if any (the referrer of a `?ref=` sign-up). */
  async referrerIdOf(code: string): Promise<number | null> {
    const row = await this.prisma.user.findUnique({ where: { referralCode: code }, select: { id: true } });
    return row?.id ?? null;
  }

  async referralCodeExists(code: string): Promise<boolean> {
    return Boolean(
      await this.prisma.user.findUnique({ where: { referralCode: code }, select: { id: true } }),
    );
  }

  /** Newest first, keyset-paginated by id; `search` matches email, username and names. */
  /** How many accounts exist, and how many were made since each of the given moments. */
  async countsSince<K extends string>(
    moments: Record<K, Date>,
  ): Promise<{ total: number } & Record<K, number>> {
    const [total, ...since] = await Promise.all([
      this.prisma.user.count(),
      ...Object.values<Date>(moments).map((at) =>
        this.prisma.user.count({ where: { createdAt: { gte: at } } }),
      ),
    ]);
    const counts = Object.fromEntries(Object.keys(moments).map((key, i) => [key, since[i]!]));
    return { total, ...(counts as Record<K, number>) };
  }

  list(options: {
    search?: string;
    limit: number;
    beforeId?: number;
    includeEmail: boolean;
  }): Promise<UserRow[]> {
    const contains = options.search ? { contains: options.search, mode: 'insensitive' as const } : undefined;
    return this.prisma.user.findMany({
      where: {
        ...(options.beforeId ? { id: { lt: options.beforeId } } : {}),
        ...(contains
          ? {
              OR: [
                { username: contains },
                { firstName: contains },
                { lastName: contains },
                ...(options.includeEmail ? [{ email: contains }] : []),
              ],
            }
          : {}),
      },
      orderBy: { id: 'desc' },
      take: options.limit,
    });
  }

  delete(dbHandle: Transaction, id: number): Promise<UserRow> {
    const db = openTransaction(dbHandle);
    return db.user.delete({ where: { id } });
  }
}
