import { EVENT } from '@gems/contracts';
import { defineConsumer } from '@gems/platform/events';
import type { Transaction } from '../db/unit-of-work.js';
import type { GemRefsRepository } from '../gems/gem-refs.repository.js';
import type { Signups } from '../referrals/signups.js';
import type { RewardUsersRepository } from '../users/users.repository.js';
import type { EarningService } from './earning.service.js';
import type { FarmingChecks } from './farming.js';

const EARNING_DURABLE = 'rewards-earning';
const DAY_MS = 24 * 3600_000;

/** Why an action earned nothing (the reason kept in the 0-point event's metadata). */
const REFUSALS = {
  deleted: 'The gem was deleted',
  savedBefore: 'This link was saved before',
  unliked: 'The like was taken back',
} as const;

/**
 * Everything rewards learns from other services, one transaction per event with its processed
 * mark. Who earns: the curator for a gem saved by hand (imports earn nothing), the liker for a
 * like, the commenter for a comment (never on their own gem), a sharer when someone else opens
 * their link, the referrer for a verified referral — each within its rule's daily cap. A deleted
 * gem's points and an unliked gem's like points are taken back, in whichever order the events
 * arrive; a like or comment again earns nothing (unique per user, action and entity). One durable
 * per subject: the subjects span four aggregates.
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
      [EVENT.userRegistered]: ({ data }, tx) => signups.registered(tx, data),
      [EVENT.userUpdated]: ({ data }, tx) =>
        users.upsert(tx, { userId: data.userId, username: data.username }),
      [EVENT.userDeleted]: ({ data }, tx) => users.remove(tx, data.userId),

      [EVENT.gemCreated]: async ({ data }, tx) => {
        // Before any other lock: the person's sign-up may be in flight on the other durable.
        await signups.hold(tx, data.userId);
        const at = new Date(data.createdAt);
        // Bulk-made gems (a bookmarks file, another app's export, Batch Import) earn nothing and
        // leave no line (50,000 at a time); nor do they verify a referral.
        const source = data.source ?? 'manual';
        const handmade = source !== 'import' && source !== 'batch';
        const ref = await gems.created(tx, {
          gemId: data.gemId,
          userId: data.userId,
          title: data.title,
          createdAt: at,
          urlKey: data.canonicalUrl,
          handmade,
        });
        // Deleted before this was heard: still a "saved and deleted" for the farming check.
        if (ref.deleted) await farming.mark(tx, data.userId, 'gem_deleted', data.gemId, at);
        if (!handmade) return;
        const refusal = ref.deleted
          ? REFUSALS.deleted
          : ref.savedBefore
            ? REFUSALS.savedBefore
            : await earning.capRefusal(tx, data.userId, 'create_gem');
        await earning.award(tx, {
          userId: data.userId,
          actionType: 'create_gem',
          entityType: 'gem',
          entityId: data.gemId,
          metadata: { title: data.title },
          refusal,
          flagReason: refusal ? null : await farming.createReason(tx, data.userId, at),
        });
        await signups.firstGem(tx, data.userId);
      },
      [EVENT.gemUpdated]: ({ data }, tx) => gems.rename(tx, data.gemId, data.title),
      [EVENT.gemDeleted]: async ({ data, occurredAt }, tx) => {
        const at = new Date(occurredAt);
        const savedAt = await gems.markDeleted(tx, data.gemId, data.userId, at);
        // Saved and deleted within a day: what the "many gems saved and deleted" check counts.
        if (savedAt && at.getTime() - savedAt.getTime() < DAY_MS)
          await farming.mark(tx, data.userId, 'gem_deleted', data.gemId, at);
        await earning.reverse(
          tx,
          { userId: data.userId, actionType: 'create_gem', entityType: 'gem', entityId: data.gemId },
          'gem_deleted',
          REFUSALS.deleted,
        );
      },
      [EVENT.gemShared]: async ({ data }, tx) => {
        // Only an open by someone else is a share; events without an opener (a link merely made,
        // published before this rule) and signed-out sharers earn nothing.
        if (data.sharedBy === null || !data.openedBy) return;
        const refusal = await earning.capRefusal(tx, data.sharedBy, 'external_share');
        const award = await earning.award(
          tx,
          {
            userId: data.sharedBy,
            actionType: 'external_share',
            entityType: 'gem',
            entityId: data.gemId,
            metadata: { shortCode: data.shortCode },
            refusal,
          },
          { gemTitle: true },
        );
        await gems.recordShare(tx, {
          userId: data.sharedBy,
          gemId: data.gemId,
          shortCode: data.shortCode,
          pointsAwarded: award && !award.flagged ? award.points : 0,
          openedBy: data.openedBy,
        });
      },
      [EVENT.gemLiked]: async ({ data }, tx) => {
        if (data.userId === data.ownerId) return;
        const at = new Date(data.at);
        const refusal = (await farming.unlikedSince(tx, data.userId, data.gemId, at))
          ? REFUSALS.unliked
          : await earning.capRefusal(tx, data.userId, 'like_gem');
        await earning.award(
          tx,
          {
            userId: data.userId,
            actionType: 'like_gem',
            entityType: 'gem',
            entityId: data.gemId,
            metadata: {},
            refusal,
            flagReason: refusal ? null : await farming.likeReason(tx, data.userId, at),
          },
          { gemTitle: true },
        );
      },
      [EVENT.gemUnliked]: async ({ data }, tx) => {
        await farming.mark(tx, data.userId, 'unlike', data.gemId, new Date(data.at));
        await earning.reverse(
          tx,
          { userId: data.userId, actionType: 'like_gem', entityType: 'gem', entityId: data.gemId },
          'like_removed',
          REFUSALS.unliked,
        );
      },
      [EVENT.commentCreated]: async ({ data }, tx) => {
        if (data.userId === data.gemOwnerId) return;
        await earning.award(
          tx,
          {
            userId: data.userId,
            actionType: 'comment_gem',
            entityType: 'gem',
            entityId: data.gemId,
            metadata: {},
            refusal: await earning.capRefusal(tx, data.userId, 'comment_gem'),
          },
          { gemTitle: true },
        );
      },
    },
  });
}
