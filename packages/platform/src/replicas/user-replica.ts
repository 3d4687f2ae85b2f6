import { zInternalUser, type InternalUser } from '@gems/contracts';
import { readThrough } from './read-through.js';

/** A user as identity has them (internal read). */
export type OwnedUser = InternalUser;

/** What a user-card replica keeps of a user: name, avatar, and whether their profile is public. */
export interface UserCard {
  userId: number;
  username: string;
  profileImageUrl: string | null;
  isPublic: boolean;
}

/** The card from user.registered / user.updated, or from identity's answer when the replica is late. */
export function userCardOf(user: Omit<UserCard, 'userId'> & ({ userId: number } | { id: number })): UserCard {
  return {
    userId: 'userId' in user ? user.userId : user.id,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
    isPublic: user.isPublic,
  };
}

/**
 * Reads a user from a service's replica of identity's users, asking identity when the replica has
 * not heard of them yet and remembering the answer (user.registered may still be on its way).
 */
export function userReadThrough<Row>(replica: {
  identityUrl: string;
  local(userId: number): Promise<Row | null>;
  remember(user: OwnedUser): Promise<Row | null>;
}) {
  return (userId: number): Promise<Row | null> =>
    readThrough({
      local: () => replica.local(userId),
      ownerUrl: new URL(`/internal/users/${userId}`, replica.identityUrl).href,
      schema: zInternalUser,
      remember: (user) => replica.remember(user),
      unavailableMessage: 'Accounts cannot be checked right now. Please try again in a moment.',
    });
}
