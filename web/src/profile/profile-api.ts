import { zPublicUser, zUser, type UpdateProfile } from '@gems/contracts';
import { z } from 'zod';
import { api, ApiError, errorFromResponse } from '../api/client';

/** Identity's profile calls (spec 02 §7) and curation's reorder. */

export const profileKeys = {
  byName: (username: string) => ['users', 'byName', username] as const,
};

export const profileRequest = (username: string) =>
  api.get(`/api/users/${encodeURIComponent(username)}`, { schema: zPublicUser });

/** PUT /api/users/{id}/profile with the form's fields; answers the whole user. */
export const updateProfileRequest = (userId: number, input: Partial<Record<keyof UpdateProfile, unknown>>) =>
  api.put(`/api/users/${userId}/profile`, input, { schema: zUser });

/** POST /api/users/{id}/profile-photo, multipart field `photo` (the JSON client cannot send files). */
export async function uploadPhotoRequest(userId: number, file: File) {
  const body = new FormData();
  body.append('photo', file);
  let res: Response;
  try {
    res = await fetch(`/api/users/${userId}/profile-photo`, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw await errorFromResponse(res);
  const parsed = zUser.safeParse(await res.json().catch(() => null));
  if (!parsed.success)
    throw new ApiError(res.status, 'The server sent an answer this page does not understand.');
  return parsed.data;
}

export const referralCodeRequest = (userId: number) =>
  api.post(`/api/users/${userId}/referral-code`, {}, { schema: z.object({ referralCode: z.string() }) });

/** PUT /api/gems/reorder (curation): the owner's gems in their new order. */
export const reorderRequest = (gemOrders: { gemId: number; position: number }[]) =>
  api.put('/api/gems/reorder', { gemOrders });
