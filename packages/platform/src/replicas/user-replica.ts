import { zInternalUser, type InternalUser } from '@gems/contracts';
import { readThrough } from './read-through.js';

/** A user as identity has them (internal read): what every user replica keeps of them. */
export type OwnedUser = InternalUser;

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
