import { z } from 'zod';
import { zIdParams } from '../../common.js';
import {
  PROFILE_PHOTO_MAX_BYTES,
  zCustomTags,
  zCustomTagsAnswer,
  zListedUser,
  zPublicUser,
  zReferralCodeAnswer,
  zUpdateProfile,
  zUser,
  zUserListQuery,
  zUsernameParams,
} from '../../users.js';
import type { ApiArea } from '../operation.js';

export const usersArea: ApiArea = {
  tag: 'users',
  description: 'Profiles and personal categories',
  operations: [
    {
      method: 'get',
      path: '/api/users',
      summary: 'Users, newest first (an admin also sees emails)',
      access: 'viewer',
      query: zUserListQuery,
      answers: { 200: { description: 'A page of users', schema: z.array(zListedUser), paged: true } },
    },
    {
      method: 'get',
      path: '/api/users/{username}',
      summary: 'A public profile by username (or numeric id)',
      access: 'public',
      params: zUsernameParams,
      answers: { 200: { description: 'The profile', schema: zPublicUser } },
    },
    {
      method: 'put',
      path: '/api/users/{id}/profile',
      summary: 'Edit one’s own profile',
      access: 'user',
      params: zIdParams,
      body: zUpdateProfile,
      answers: { 200: { description: 'The updated user', schema: zUser } },
      errors: { 409: { description: 'The username is taken' } },
    },
    {
      method: 'post',
      path: '/api/users/{id}/profile-photo',
      summary: 'Upload one’s own profile photo',
      access: 'user',
      params: zIdParams,
      upload: { field: 'photo', maxBytes: PROFILE_PHOTO_MAX_BYTES },
      answers: { 200: { description: 'The updated user', schema: zUser } },
      errors: { 413: { description: 'The photo is larger than 5 MB' } },
    },
    {
      method: 'post',
      path: '/api/users/{id}/referral-code',
      summary: 'One’s referral code (made on first call)',
      access: 'user',
      params: zIdParams,
      answers: { 200: { description: 'The referral code', schema: zReferralCodeAnswer } },
    },
    {
      method: 'get',
      path: '/api/profile',
      summary: 'One’s four personal categories',
      access: 'user',
      answers: { 200: { description: 'The categories (null when unset)', schema: zCustomTagsAnswer } },
    },
    {
      method: 'patch',
      path: '/api/profile',
      summary: 'Change one’s personal categories (null clears one)',
      access: 'user',
      body: zCustomTags,
      answers: { 200: { description: 'The categories after the change', schema: zCustomTagsAnswer } },
    },
  ],
};
