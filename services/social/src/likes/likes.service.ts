import { EVENT } from '@gems/contracts';
import type { LikeResult } from '@gems/contracts';
import { forbidden, notFound } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { createEnvelope } from '@gems/platform/events';
import { isRecordNotFound } from '@gems/platform/db/record-not-found';
import { decodeTimeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import type { Access, Visible } from '../replicas/access.js';
import type { RefsRepository } from '../replicas/refs.repository.js';
import type { LikesRepository, LikeTarget } from './likes.repository.js';
import { OwnerIds } from './owner-ids.js';

export const GEM_NOT_FOUND = 'Gem not found';
const SOCIAL = { producer: 'social' };
const now = () => new Date().toISOString();
const COLLECTION_NOT_FOUND = 'Collection not found';

const WORDS = {
  gem: { missing: GEM_NOT_FOUND, own: 'You cannot like your own gem' },
  collection: { missing: COLLECTION_NOT_FOUND, own: 'You cannot like your own collection' },
};

/**
 * Likes of gems and collections (spec 01 §5, §6): signed-in users like what they may see and do
 * not own; a double like is one like, an unlike without a like changes nothing.
 */
export class LikesService {
  constructor(
    private readonly likes: LikesRepository,
    private readonly refs: Pick<RefsRepository, 'findGem' | 'findCollection'>,
    private readonly access: Access,
    /** Nudges the outbox relay after a write that added an event. */
    private readonly published: () => void,
  ) {}

  private readonly owners = new OwnerIds((target, id) => this.find(target, id));

  async isLiked(viewer: SessionClaims | undefined, target: LikeTarget, id: number) {
    if (!viewer) return { isLiked: false };
    await this.visible(target, id, viewer.userId);
    return { isLiked: await this.likes.has(target, id, viewer.userId) };
  }

  async count(viewer: SessionClaims | undefined, target: LikeTarget, id: number) {
    await this.visible(target, id, viewer?.userId);
    return { count: await this.likes.count(target, id) };
  }

  async like(user: SessionClaims, target: LikeTarget, id: number): Promise<LikeResult> {
    const done = await this.toggle(target, true, id, user.userId);
    // The owner can see their item, so this comes first, as it did after the visibility check.
    if (done.ownerId === user.userId) throw forbidden(WORDS[target].own);
    if (!done.allowed) throw notFound(WORDS[target].missing);
    return { isLiked: true, count: done.count };
  }

  async unlike(user: SessionClaims, target: LikeTarget, id: number): Promise<LikeResult> {
    // Taking back one's own like is always allowed; otherwise the item must be visible.
    const done = await this.toggle(target, false, id, user.userId);
    if (!done.allowed) throw notFound(WORDS[target].missing);
    return { isLiked: false, count: done.count };
  }

  /** Ids of the gems a user liked that the viewer may see, newest like first. */
  async likedGems(
    viewer: SessionClaims | undefined,
    userId: number,
    query: { limit: number; cursor?: string },
  ) {
    const rows = await this.likes.likedGems(
      userId,
      viewer?.userId,
      query.limit + 1,
      decodeTimeCursor(query.cursor),
    );
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.gemId]);
    return { items: page.items.map((r) => r.gemId), nextCursor: page.nextCursor };
  }

  private find(target: LikeTarget, id: number): Promise<Visible | null> {
    return target === 'gem' ? this.refs.findGem(id) : this.refs.findCollection(id);
  }

  /** The item if the viewer may see it; 404 otherwise, so hidden items are not revealed. */
  private async visible(target: LikeTarget, id: number, viewerId: number | undefined): Promise<Visible> {
    const item = await this.find(target, id);
    if (!item || !(await this.access.canSee(item, viewerId))) throw notFound(WORDS[target].missing);
    return item;
  }

  /**
   * The like or unlike in one statement on the replica, its event built here with the item's real
   * owner. An item the replica does not have yet (saved a moment ago) is asked of curation by the
   * owner lookup (ReplicaThrough); one gone by the time the statement runs is not allowed (404).
   */
  private async toggle(target: LikeTarget, like: boolean, id: number, userId: number) {
    const ownerId = await this.owners.of(target, id);
    if (ownerId === null) throw notFound(WORDS[target].missing);
    const data = { userId, ownerId, at: now() };
    const event =
      target === 'gem'
        ? createEnvelope(like ? EVENT.gemLiked : EVENT.gemUnliked, { gemId: id, ...data }, SOCIAL)
        : createEnvelope(
            like ? EVENT.collectionLiked : EVENT.collectionUnliked,
            { collectionId: id, ...data },
            SOCIAL,
          );
    const done = await this.likes
      .toggleIfAllowed(target, like, id, userId, event)
      .catch(this.goneAsNotFound(target));
    if (done.changed) this.published();
    return { ...done, ownerId };
  }

  /** Deleted between the check and the insert: the like's foreign key fails, the item is gone. */
  private goneAsNotFound(target: LikeTarget) {
    return (error: unknown): never => {
      throw isRecordNotFound(error) ? notFound(WORDS[target].missing) : error;
    };
  }
}
