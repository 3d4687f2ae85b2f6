import type { UpdateProfile } from '@gems/contracts';
import { call } from '../api/operations';

/** Identity's profile calls (spec 02 §7) and curation's reorder. */

export const profileKeys = {
  byName: (username: string) => ['users', 'byName', username] as const,
};

export const profileRequest = (username: string) => call('getUsersUsername', { params: { username } });

/** PUT /api/users/{id}/profile with the form's fields; answers the whole user. */
export const updateProfileRequest = (userId: number, input: Partial<Record<keyof UpdateProfile, unknown>>) =>
  call('putUsersIdProfile', { params: { id: userId }, body: input as UpdateProfile });

/** POST /api/users/{id}/profile-photo, multipart field `photo`; answers the whole user. */
export function uploadPhotoRequest(userId: number, file: File) {
  const body = new FormData();
  body.append('photo', file);
  return call('postUsersIdProfilePhoto', { params: { id: userId }, body });
}

export const referralCodeRequest = (userId: number) =>
  call('postUsersIdReferralCode', { params: { id: userId } });

/** PUT /api/gems/reorder (curation): the owner's gems in their new order. */
export const reorderRequest = (gemOrders: { gemId: number; position: number }[]) =>
  call('putGemsReorder', { body: { gemOrders } });
