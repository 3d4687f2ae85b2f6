import { z } from 'zod';
import { zUsername } from './auth.js';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The user as the signed-in owner sees it (GET /api/auth/me). Never carries the password hash. */
export const zUser = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Null for accounts created by wallet or social sign-in without an email. */
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  facebookHandle: z.string().nullable(),
  linkedinHandle: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  referralCode: z.string().nullable(),
  referredBy: z.string().nullable(),
  customTag1: z.string().nullable(),
  customTag2: z.string().nullable(),
  customTag3: z.string().nullable(),
  customTag4: z.string().nullable(),
  isPublic: z.boolean(),
  walletAddress: z.string().nullable(),
  walletType: z.string().nullable(),
  walletConnected: z.boolean(),
  gemTokenBalance: z.string(),
  totalEarned: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof zUser>;

/** What anyone may see of another user (GET /api/users/{username}, GET /api/users). */
export const zPublicUser = zUser.pick({
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  bio: true,
  location: true,
  website: true,
  instagramHandle: true,
  facebookHandle: true,
  linkedinHandle: true,
  twitterHandle: true,
  profileImageUrl: true,
  isPublic: true,
  createdAt: true,
});
export type PublicUser = z.infer<typeof zPublicUser>;

const opt = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const zHandle = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .transform((v) => v.replace(/^@/, ''))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** PUT /api/users/{id}/profile (spec 02 §5: the profile form fields). */
export const zUpdateProfile = z.object({
  username: zUsername.optional(),
  bio: opt(500, 'Bio'),
  firstName: opt(60, 'First name'),
  lastName: opt(60, 'Last name'),
  location: opt(100, 'Location'),
  website: z
    .string()
    .trim()
    .max(300, 'Website must be at most 300 characters')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v) || /^[^\s/]+\.[^\s]+$/.test(v), {
      message: 'Please enter a valid website URL',
    })
    .transform((v) => (v === '' ? null : /^https?:\/\//i.test(v) ? v : `https://${v}`))
    .nullable()
    .optional(),
  instagramHandle: zHandle('Instagram handle'),
  facebookHandle: zHandle('Facebook handle'),
  linkedinHandle: zHandle('LinkedIn handle'),
  twitterHandle: zHandle('Twitter handle'),
  isPublic: z.boolean().optional(),
});
export type UpdateProfile = z.infer<typeof zUpdateProfile>;

export const CUSTOM_TAG_MAX = 20;
const zCustomTag = z
  .string()
  .trim()
  .min(1, 'Category name cannot be blank')
  .max(CUSTOM_TAG_MAX, `Category name must be at most ${CUSTOM_TAG_MAX} characters`)
  .nullable();

/** PATCH /api/profile: up to four personal categories; null clears one. */
export const zCustomTags = z.strictObject(
  {
    customTag1: zCustomTag.optional(),
    customTag2: zCustomTag.optional(),
    customTag3: zCustomTag.optional(),
    customTag4: zCustomTag.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only customTag1 to customTag4 can be changed here (at most four categories)'
        : undefined,
  },
);
export type CustomTags = z.infer<typeof zCustomTags>;

export const zUserListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Opaque: the X-Next-Cursor of the previous page. */
  cursor: z.string().max(200).optional(),
});

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_TOO_LARGE = 'Please select an image smaller than 5MB';

/** GET /api/users/{username}: a username, or a numeric id for older /profile/{id} links. */
export const zUsernameParams = z.object({ username: z.string().min(1).max(100) });

/** GET /api/users: an admin sees each user's email too. */
export const zListedUser = zPublicUser.extend({ email: z.string().nullable().optional() });

/** POST /api/users/{id}/referral-code */
export const zReferralCodeAnswer = z.object({ referralCode: z.string() });

/** GET and PATCH /api/profile: the four personal categories. */
export const zCustomTagsAnswer = z.object({
  customTag1: z.string().nullable(),
  customTag2: z.string().nullable(),
  customTag3: z.string().nullable(),
  customTag4: z.string().nullable(),
});
export type CustomTagsAnswer = z.infer<typeof zCustomTagsAnswer>;

/** DELETE /api/admin/users/{id}: why, for the audit trail. */
export const zDeleteUserBody = z.object({ reason: z.string().trim().max(500).optional() });

/** GET /api/admin/users/summary: the Overview's user figures. */
export const zUsersSummary = z.object({
  totalUsers: z.number().int(),
  newToday: z.number().int(),
  newThisWeek: z.number().int(),
  newThisMonth: z.number().int(),
  newLastMonth: z.number().int(),
});

/**
 * The owner's account as GET /api/auth/me answers it (issue 32): the user plus how it signs in
 * and whether its e-mail address is proven.
 */
export const zAccount = zUser.extend({
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  /** A sign-in provider (OpenID Connect) is connected. */
  socialConnected: z.boolean(),
  /** An e-mail change waiting for its confirmation link to be followed. */
  pendingEmail: z.string().nullable(),
});
export type Account = z.infer<typeof zAccount>;
/** Answers that return the account after a change (reset, confirmation, disconnect). */
export const zAccountAnswer = z.object({ user: zAccount, message: z.string().optional() });
