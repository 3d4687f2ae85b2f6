import type { Account, PublicUser, Role, User } from '@gems/contracts';
import { displayWalletAddress } from '../wallet/wallet-address.js';
import type { UserRow } from './users.repository.js';

/**
 * Admin rights: the stored role, user id 1, or the configured ADMIN_EMAIL (spec 01 §6) — the
 * latter only once its owner proved the address: whoever registered it first must not become admin.
 */
export function effectiveRole(
  row: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt' | 'role'>,
  adminEmail?: string,
): Role {
  if (row.role === 'admin' || row.id === 1) return 'admin';
  if (adminEmail && row.email === adminEmail && row.emailVerifiedAt) return 'admin';
  return 'user';
}

/** The owner's view. Never includes the password hash or the OIDC subject. */
export function toUser(row: UserRow, adminEmail?: string): User {
  const role = effectiveRole(row, adminEmail);
  return {
    ...toPublicUser(row),
    email: row.email,
    referralCode: row.referralCode,
    referredBy: row.referredBy,
    customTag1: row.customTag1,
    customTag2: row.customTag2,
    customTag3: row.customTag3,
    customTag4: row.customTag4,
    walletAddress: displayWalletAddress(row.walletType, row.walletAddress),
    walletType: row.walletType,
    walletConnected: row.walletConnected,
    gemTokenBalance: row.gemTokenBalance.toString(),
    totalEarned: row.totalEarned.toString(),
    role,
    isAdmin: role === 'admin',
    status: row.status,
  };
}

/** The owner's account (GET /api/auth/me): how it signs in and whether its address is proven. */
export function toAccount(row: UserRow, pendingEmail: string | null, adminEmail?: string): Account {
  return {
    ...toUser(row, adminEmail),
    emailVerified: Boolean(row.email && row.emailVerifiedAt),
    hasPassword: Boolean(row.passwordHash),
    socialConnected: Boolean(row.oidcSubject),
    pendingEmail,
  };
}

/** What anyone may see of a user. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    location: row.location,
    website: row.website,
    instagramHandle: row.instagramHandle,
    facebookHandle: row.facebookHandle,
    linkedinHandle: row.linkedinHandle,
    twitterHandle: row.twitterHandle,
    profileImageUrl: row.profileImageUrl,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Admins also see emails in user lists (spec 02 §2 Users tab). */
export const toAdminListedUser = (row: UserRow) => ({ ...toPublicUser(row), email: row.email });

export const userEventCard = (row: UserRow) => ({
  userId: row.id,
  username: row.username,
  profileImageUrl: row.profileImageUrl,
  isPublic: row.isPublic,
});
