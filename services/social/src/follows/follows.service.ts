import type { Connection, FollowRequest, FollowResult, SocialListQuery } from '@gems/contracts';
import { badRequest, forbidden, notFound } from '@gems/platform/errors';
import type { UserPrivacy } from '@gems/platform/auth/identity-users';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { socialEvents } from '../events/social-events.js';
import { decodeTimeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import { toCardRef, type UserCardsRepository } from '../users/user-cards.repository.js';
import type { FollowsRepository } from './follows.repository.js';

const USER_NOT_FOUND = 'User not found';
const REQUEST_NOT_FOUND = 'Follow request not found';

const ACCEPTED: FollowResult = { status: 'accepted', isFollowing: true, hasPendingRequest: false };
const PENDING: FollowResult = { status: 'pending', isFollowing: false, hasPendingRequest: true };

/**
 * Follows and follow requests (spec 02 §4): a public profile is followed at once; a private one
 * gets a pending request that its owner accepts or declines, and the requester may cancel.
 * Whether a profile is private is asked of identity each time, never read from the card replica:
 * a profile switched to private a moment ago must not be followed at once.
 */
export class FollowsService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly cards: UserCardsRepository,
    private readonly inTransaction: UnitOfWork,
    private readonly privacy: UserPrivacy,
  ) {}

  /** POST /api/follows and POST /api/follow-requests: both follow or ask, as the profile wants. */
  async follow(user: SessionClaims, targetId: number): Promise<FollowResult> {
    if (targetId === user.userId) throw badRequest('You cannot follow yourself');
    const target = await this.privacy.find(targetId);
    if (!target) throw notFound(USER_NOT_FOUND);
    return this.inTransaction(async (tx, emit) => {
      if (await this.follows.isFollowing(user.userId, targetId, tx)) return ACCEPTED;
      if (target.isPublic) {
        if (await this.follows.add(tx, user.userId, targetId))
          socialEvents.userFollowed(emit, user.userId, targetId, false);
        await this.follows.cancel(tx, user.userId, targetId);
        return ACCEPTED;
      }
      const request = await this.follows.request(tx, user.userId, targetId);
      if (request) socialEvents.followRequested(emit, request.id, user.userId, targetId);
      return PENDING;
    });
  }

  /** Stops following; a pending request to that user is withdrawn too. No follow, no change. */
  async unfollow(user: SessionClaims, targetId: number) {
    await this.inTransaction(async (tx, emit) => {
      if (await this.follows.remove(tx, user.userId, targetId))
        socialEvents.userUnfollowed(emit, user.userId, targetId);
      await this.follows.cancel(tx, user.userId, targetId);
    });
    return { isFollowing: false as const };
  }

  async cancelRequest(user: SessionClaims, targetId: number) {
    await this.inTransaction((tx) => this.follows.cancel(tx, user.userId, targetId));
    return { hasPendingRequest: false as const };
  }

  /** The profile owner lets `requesterId` follow them. */
  async accept(owner: SessionClaims, requesterId: number) {
    await this.inTransaction(async (tx, emit) => {
      if (!(await this.follows.decide(tx, requesterId, owner.userId, 'accepted')))
        throw notFound(REQUEST_NOT_FOUND);
      if (await this.follows.add(tx, requesterId, owner.userId))
        socialEvents.userFollowed(emit, requesterId, owner.userId, true);
    });
    return { status: 'accepted' as const };
  }

  async decline(owner: SessionClaims, requesterId: number) {
    await this.inTransaction(async (tx) => {
      if (!(await this.follows.decide(tx, requesterId, owner.userId, 'declined')))
        throw notFound(REQUEST_NOT_FOUND);
    });
    return { status: 'declined' as const };
  }

  async isFollowing(viewer: SessionClaims | undefined, targetId: number) {
    return { isFollowing: viewer ? await this.follows.isFollowing(viewer.userId, targetId) : false };
  }

  async requestStatus(viewer: SessionClaims | undefined, targetId: number) {
    if (!viewer) return { hasPendingRequest: false, isFollowing: false };
    const [request, isFollowing] = await Promise.all([
      this.follows.findRequest(viewer.userId, targetId),
      this.follows.isFollowing(viewer.userId, targetId),
    ]);
    return { hasPendingRequest: request?.status === 'pending', isFollowing };
  }

  counts(userId: number) {
    return this.follows.counts(userId);
  }

  /** A private profile's connections are for its owner and approved followers only. */
  async connections(
    viewer: SessionClaims | undefined,
    side: 'followers' | 'following',
    userId: number,
    query: SocialListQuery,
  ) {
    const profile = await this.privacy.find(userId);
    if (!profile) throw notFound(USER_NOT_FOUND);
    if (!profile.isPublic && viewer?.userId !== userId) {
      const approved = viewer ? await this.follows.isFollowing(viewer.userId, userId) : false;
      if (!approved) throw forbidden('This account is private');
    }
    const rows = await this.follows.page(side, userId, query.limit + 1, decodeTimeCursor(query.cursor));
    const otherOf = (r: { followerId: number; followedId: number }) =>
      side === 'followers' ? r.followerId : r.followedId;
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, otherOf(r)]);
    const cards = await this.cards.byIds(page.items.map(otherOf));
    const items: Connection[] = page.items.flatMap((r) => {
      const card = toCardRef(cards.get(otherOf(r)));
      return card ? [{ ...card, followedAt: r.createdAt.toISOString() }] : [];
    });
    return { items, nextCursor: page.nextCursor };
  }

  /** Requests waiting for the signed-in user's answer, newest first. */
  async pending(owner: SessionClaims, query: SocialListQuery) {
    const rows = await this.follows.pendingFor(owner.userId, query.limit + 1, decodeTimeCursor(query.cursor));
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.id]);
    const cards = await this.cards.byIds(page.items.map((r) => r.fromUserId));
    const items: FollowRequest[] = page.items.map((r) => ({
      id: r.id,
      fromUserId: r.fromUserId,
      toUserId: r.toUserId,
      status: 'pending',
      createdAt: r.createdAt.toISOString(),
      fromUser: toCardRef(cards.get(r.fromUserId)),
    }));
    return { items, nextCursor: page.nextCursor };
  }
}
