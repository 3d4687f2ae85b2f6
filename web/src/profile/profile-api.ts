import type { PublicUser, UpdateProfile, User } from '@gems/contracts';
import { api } from '../api/client';

/** Identity's profile calls (spec 02 §7) and curation's reorder. */

export const profileKeys = {
  byName: (username: string) => ['users', 'byName', username] as const,
};

export const profileRequest = (username: string) =>
  api.get<PublicUser>(`/api/users/${encodeURIComponent(username)}`);

/** PUT /api/users/{id}/profile with the form's fields; answers the whole user. */
export const updateProfileRequest = (userId: number, input: Partial<Record<keyof UpdateProfile, unknown>>) =>
  api.put<User>(`/api/users/${userId}/profile`, input);

/** POST /api/users/{id}/profile-photo, multipart field `photo`; answers the whole user. */
export function uploadPhotoRequest(userId: number, file: File) {
  const body = new FormData();
  body.append('photo', file);
  return api.upload<User>(`/api/users/${userId}/profile-photo`, body);
}

export const referralCodeRequest = (userId: number) =>
  api.post<{ referralCode: string }>(`/api/users/${userId}/referral-code`, {});

/** PUT /api/gems/reorder (curation): the owner's gems in their new order. */
export const reorderRequest = (gemOrders: { gemId: number; position: number }[]) =>
  api.put('/api/gems/reorder', { gemOrders });
