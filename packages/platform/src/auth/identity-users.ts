import { zInternalUser, type InternalUser } from '@gems/contracts';
import { unavailable } from '../errors.js';
import { readFromOwner } from '../http/internal-client.js';

/** A user's current privacy, asked of identity: for decisions never taken on a late replica. */
export interface UserPrivacy {
  /** The user as identity has them now; null when there is no such user. 503 when identity cannot say. */
  find(userId: number): Promise<InternalUser | null>;
}

export function identityUsers(identityUrl: string): UserPrivacy {
  return {
    find: (userId) =>
      readFromOwner(new URL(`/internal/users/${userId}`, identityUrl).href, zInternalUser).catch(() => {
        throw unavailable('Accounts cannot be checked right now. Please try again in a moment.');
      }),
  };
}
