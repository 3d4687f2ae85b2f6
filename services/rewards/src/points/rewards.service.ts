import { randomInt } from 'node:crypto';
import { conflict } from '@gems/platform/errors';
import { isUniqueViolation } from '@gems/platform/db/unique-violation';
import {
  INVITE_CODE_LENGTH,
  type InviteCode,
  type LeaderboardEntry,
  type Referral,
  type RewardEvent,
  type RewardsListQuery,
} from '@gems/contracts';
import type { InvitesRepository } from '../invites/invites.repository.js';
import type { ReferralsRepository } from '../referrals/referrals.repository.js';
import type { RewardUsersRepository } from '../users/users.repository.js';
import { decodeCursor, decodeTimeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import type { PointsRepository } from './points.repository.js';

const MAX_INVITE_CODES = 50;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newInviteCode = () =>
  Array.from({ length: INVITE_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

type Page<T> = { items: T[]; nextCursor?: string };

/** What a signed-in user (and, for the leaderboard, anyone) reads and asks of rewards. */
export class RewardsService {
  private leaderboardFirstPage?: { at: number; limit: number; page: Page<LeaderboardEntry> };

  constructor(
    private readonly deps: {
      points: PointsRepository;
      invites: InvitesRepository;
      referrals: ReferralsRepository;
      users: RewardUsersRepository;
      leaderboardCacheMs: number;
    },
  ) {}

  balance(userId: number) {
    return this.deps.points.balance(userId);
  }

  async history(userId: number, query: RewardsListQuery): Promise<Page<RewardEvent>> {
    const rows = await this.deps.points.history(userId, query.limit + 1, decodeTimeCursor(query.cursor));
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.id]);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((r) => {
        const metadata = { ...(r.metadata ?? {}) };
        // The gem's current title, when the award was made before its title was known.
        if (r.gemTitle && r.actionType !== 'create_gem' && !metadata.gemTitle) metadata.gemTitle = r.gemTitle;
        if (r.gemTitle && r.actionType === 'create_gem' && !metadata.title) metadata.title = r.gemTitle;
        return {
          id: r.id,
          actionType: r.actionType,
          points: r.points,
          createdAt: r.createdAt.toISOString(),
          entityType: r.entityType,
          entityId: r.entityId,
          metadata,
        };
      }),
    };
  }

  /** Public; the first page is reused for a moment (it is what every visitor asks for). */
  async leaderboard(query: RewardsListQuery): Promise<Page<LeaderboardEntry>> {
    const cached = this.leaderboardFirstPage;
    const ttl = this.deps.leaderboardCacheMs;
    if (!query.cursor && cached && cached.limit === query.limit && Date.now() - cached.at < ttl)
      return cached.page;
    const after = decodeCursor(query.cursor, 3)?.numbers;
    const rows = await this.deps.points.leaderboard(
      query.limit + 1,
      after ? { points: after[0]!, userId: after[1]! } : undefined,
    );
    const rankBase = after ? Math.max(0, after[2]!) : 0;
    const ranked = rows.map((r, i) => ({ rank: rankBase + i + 1, ...r }));
    const page = pageOf(ranked, query.limit, (r) => [r.lifetimePoints, r.userId, r.rank]);
    if (!query.cursor && ttl > 0) this.leaderboardFirstPage = { at: Date.now(), limit: query.limit, page };
    return page;
  }

  async createInviteCode(userId: number, address: string | null): Promise<InviteCode> {
    if (address) await this.deps.users.seenAt(userId, address);
    if ((await this.deps.invites.countFor(userId)) >= MAX_INVITE_CODES)
      throw conflict(`You can have at most ${MAX_INVITE_CODES} invite codes`);
    for (let attempt = 0; ; attempt++) {
      try {
        return toInvite(await this.deps.invites.create(userId, newInviteCode()));
      } catch (error) {
        // 32^12 codes: a clash is rare; a second one in a row is not a clash.
        if (attempt > 2 || !isUniqueViolation(error, 'code')) throw error;
      }
    }
  }

  async invites(userId: number, query: RewardsListQuery, address: string | null): Promise<Page<InviteCode>> {
    if (address) await this.deps.users.seenAt(userId, address);
    const rows = await this.deps.invites.list(userId, query.limit + 1, decodeTimeCursor(query.cursor));
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.id]);
    return { nextCursor: page.nextCursor, items: page.items.map(toInvite) };
  }

  async referrals(userId: number, query: RewardsListQuery): Promise<Page<Referral>> {
    const rows = await this.deps.referrals.list(userId, query.limit + 1, decodeTimeCursor(query.cursor));
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.id]);
    const names = await this.deps.users.usernames(page.items.map((r) => r.referredUserId));
    const items: Referral[] = page.items.map((r) => ({
      id: r.id,
      referredUserId: r.referredUserId,
      referredUsername: names.get(r.referredUserId) ?? null,
      referralCode: r.referralCode,
      status: r.status === 'verified' ? 'verified' : 'pending',
      createdAt: r.createdAt.toISOString(),
      verifiedAt: r.verifiedAt?.toISOString() ?? null,
    }));
    return { nextCursor: page.nextCursor, items };
  }
}

function toInvite(row: {
  id: number;
  code: string;
  isActive: boolean;
  uses: number;
  maxUses: number | null;
  expiresAt: Date | null;
  createdAt: Date;
}): InviteCode {
  return {
    id: row.id,
    code: row.code,
    isActive:
      row.isActive &&
      (!row.expiresAt || row.expiresAt > new Date()) &&
      (row.maxUses === null || row.uses < row.maxUses),
    signups: row.uses,
    uses: row.uses,
    maxUses: row.maxUses,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
