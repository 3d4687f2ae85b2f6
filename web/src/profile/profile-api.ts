import { zPublicUser, zUser, type UpdateProfile } from '@gems/contracts';
import { z } from 'zod';
import { api } from '../api/client';

/** Identity's profile calls (spec 02 §7) and curation's reorder. */

export const profileKeys = {
  byName: (username: string) => ['users', 'byName', username] as const,
};

export const profileRequest = (username: string) =>
  api.get(`/api/users/${encodeURIComponent(username)}`, { schema: zPublicUser });

/** PUT /api/users/{id}/profile with the form's fields; answers the whole user. */
export const updateProfileRequest = (userId: number, input: Partial<Record<keyof UpdateProfile, unknown>>) =>
  api.put(`/api/users/${userId}/profile`, input, { schema: zUser });

/** POST /api/users/{id}/profile-photo, multipart field `photo`; answers the whole user. */
export function uploadPhotoRequest(userId: number, file: File) {
  const body = new FormData();
  body.append('photo', file);
  return api.upload(`/api/users/${userId}/profile-photo`, body, { schema: zUser });
}

export const referralCodeRequest = (userId: number) =>
  api.post(`/api/users/${userId}/referral-code`, {}, { schema: z.object({ referralCode: z.string() }) });

/** PUT /api/gems/reorder (curation): the owner's gems in their new order. */
export const reorderRequest = (gemOrders: { gemId: number; position: number }[]) =>
  api.put('/api/gems/reorder', { gemOrders });
