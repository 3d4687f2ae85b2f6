import type { FollowsRepository } from '../follows/follows.repository.js';

/** What visibility rules need to know of a gem or collection. */
export interface Visible {
  ownerId: number;
  visibility: string;
}

/**
 * Who may see a gem or collection: public ones everyone, followers-only ones the owner and their
 * accepted followers, private ones only the owner.
 */
export class Access {
  constructor(private readonly follows: FollowsRepository) {}

  async canSee(item: Visible, viewerId: number | undefined): Promise<boolean> {
    if (item.visibility === 'public') return true;
    if (viewerId === undefined) return false;
    if (item.ownerId === viewerId) return true;
    return item.visibility === 'followers' && this.follows.isFollowing(viewerId, item.ownerId);
  }
}
