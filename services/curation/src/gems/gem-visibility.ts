import type { Visibility as VisibilityValue } from '@gems/contracts';

export interface Followings {
  isFollowing(followerId: number, followedId: number): Promise<boolean>;
}

/**
 * Who may see a gem or collection: public ones everyone; followers-only ones the owner and the
 * people in the follows replica who follow the owner; private ones the owner only.
 */
export class VisibilityPolicy {
  constructor(private readonly follows: Followings) {}

  async canView(
    item: { userId: number; visibility: string | VisibilityValue },
    viewerId: number | undefined,
  ): Promise<boolean> {
    if (item.visibility === 'public' || item.userId === viewerId) return true;
    if (item.visibility !== 'followers' || !viewerId) return false;
    return this.follows.isFollowing(viewerId, item.userId);
  }
}

/**
 * The same rule as SQL over a row `alias` (gems or shelves) for the viewer in parameter
 * `viewer` (0 for a signed-out visitor); `schema` is an already quoted identifier.
 */
export const visibleSql = (schema: string, alias: string, viewer: string): string =>
  `(${alias}.visibility = 'public' OR ${alias}.user_id = ${viewer} OR (${alias}.visibility = 'followers'
    AND EXISTS (SELECT 1 FROM ${schema}.follows vf
                 WHERE vf.follower_id = ${viewer} AND vf.followed_id = ${alias}.user_id)))`;
