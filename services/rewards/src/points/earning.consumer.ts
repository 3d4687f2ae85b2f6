import { defineConsumer } from '@gems/platform/events';
import type { Transaction } from '../db/unit-of-work.js';
import type { GemRefsRepository } from '../gems/gem-refs.repository.js';
import type { Signups } from '../referrals/signups.js';
import type { RewardUsersRepository } from '../users/users.repository.js';
import type { EarningService } from './earning.service.js';
import type { FarmingChecks } from './farming.js';

const EARNING_DURABLE = 'rewards-earning';

/**
 * Everything rewards learns from other services, one transaction per event with its processed
 * mark. Who earns: the curator for a new gem, the liker for a like, the commenter for a comment
 * (never on their own gem), a signed-in sharer for a share, the referrer for a verified
 * referral. Unlikes and deleted comments take nothing back, and a like or comment again earns
 * nothing (unique per user, action and entity). One durable per subject: the subjects span four
 * aggregates.
 */
export function earningConsumer(deps: {
  earning: EarningService;
  farming: FarmingChecks;
  gems: GemRefsRepository;
  users: RewardUsersRepository;
  signups: Signups;
}) {
  const { earning, farming, gems, users, signups } = deps;
  return defineConsumer<Transaction>({
    durable: EARNING_DURABLE,
    durablePerSubject: true,
    batch: true,
    handlers: {
      'user.registered': ({ data }, tx, { emit }) => signups.registered(tx, emit, data),
      'user.updated': ({ data }, tx) => users.upsert(tx, { userId: data.userId, username: data.username }),
      'user.deleted': ({ data }, tx) => users.remove(tx, data.userId),

      'gem.created': async ({ data }, tx, { emit }) => {
        // Before any other lock: the person's sign-up may be in flight on the other durable.
        await signups.hold(tx, data.userId);
        const at = new Date(data.createdAt);
        await gems.upsert(tx, { gemId: data.gemId, userId: data.userId, title: data.title, createdAt: at });
        await earning.award(tx, emit, {
          userId: data.userId,
          actionType: 'create_gem',
          entityType: 'gem',
          entityId: data.gemId,
          metadata: { title: data.title },
          flagReason: await farming.createReason(tx, data.userId, at),
        });
        await signups.firstGem(tx, emit, data.userId);
      },
      'gem.updated': ({ data }, tx) => gems.rename(tx, data.gemId, data.title),
      'gem.deleted': async ({ data, occurredAt }, tx) => {
        const at = new Date(occurredAt);
        const savedAt = await gems.markDeleted(tx, data.gemId, at);
        // Saved and deleted within a day: what the "many gems saved and deleted" check counts.
        if (savedAt && at.getTime() - savedAt.getTime() < 24 * 3600_000)
          await farming.mark(tx, data.userId, 'gem_deleted', data.gemId, at);
      },
      'gem.shared': async ({ data }, tx, { emit }) => {
        if (data.sharedBy === null) return; // an anonymous share earns nothing
        const award = await earning.award(
          tx,
          emit,
          {
            userId: data.sharedBy,
            actionType: 'external_share',
            entityType: 'gem',
            entityId: data.gemId,
            metadata: { shortCode: data.shortCode },
          },
          { gemTitle: true },
        );
        await tx.shareEvent.create({
          data: {
            userId: data.sharedBy,
            gemId: data.gemId,
            shortCode: data.shortCode,
            pointsAwarded: award && !award.flagged ? award.points : 0,
          },
        });
      },
      'gem.liked': async ({ data }, tx, { emit }) => {
        if (data.userId === data.ownerId) return;
        const at = new Date(data.at);
        await earning.award(
          tx,
          emit,
          {
            userId: data.userId,
            actionType: 'like_gem',
            entityType: 'gem',
            entityId: data.gemId,
            metadata: {},
            flagReason: await farming.likeReason(tx, data.userId, at),
          },
          { gemTitle: true },
        );
      },
      'gem.unliked': ({ data }, tx) => farming.mark(tx, data.userId, 'unlike', data.gemId, new Date(data.at)),
      'comment.created': async ({ data }, tx, { emit }) => {
        if (data.userId === data.gemOwnerId) return;
        await earning.award(
          tx,
          emit,
          {
            userId: data.userId,
            actionType: 'comment_gem',
            entityType: 'gem',
            entityId: data.gemId,
            metadata: {},
          },
          { gemTitle: true },
        );
      },
    },
  });
}
