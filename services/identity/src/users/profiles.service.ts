import { randomBytes } from 'node:crypto';
import { badRequest, conflict, forbidden, notFound } from '@gems/platform/errors';
import type { ImageStorage } from '@gems/platform/storage/image-storage.port';
import { processUpload, ImageRejectedError } from '@gems/platform/images';
import {
  MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TOO_LARGE,
  type CustomTags,
  type CustomTagsAnswer,
  type PublicUser,
  type UpdateProfile,
  type User,
} from '@gems/contracts';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { decodeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import type { UserRow } from './users.repository.js';
import { isUniqueViolation } from '@gems/platform/db/unique-violation';
import { userUpdated } from '../events/identity-events.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { toAdminListedUser, toPublicUser, toUser } from './user.mapper.js';
import type { UserPatch, UsersRepository } from './users.repository.js';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Profiles: what users show of themselves, and how others find them. */
export class ProfilesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly images: ImageStorage,
    private readonly inTransaction: UnitOfWork,
    private readonly adminEmail?: string,
  ) {}

  /** By username (case-insensitive), or by numeric id as a fallback for /profile/{id} links. */
  async find(usernameOrId: string): Promise<PublicUser> {
    const row =
      (await this.users.findByUsername(usernameOrId)) ??
      (/^\d{1,9}$/.test(usernameOrId) ? await this.users.findById(Number(usernameOrId)) : null);
    if (!row) throw notFound('User not found');
    return toPublicUser(row);
  }

  async list(viewer: SessionClaims | undefined, query: { search?: string; limit: number; cursor?: string }) {
    const includeEmail = viewer?.role === 'admin';
    const beforeId = decodeCursor(query.cursor, 1)?.numbers[0];
    if (beforeId !== undefined && beforeId < 1) throw badRequest('Invalid cursor');
    const rows = await this.users.list({
      search: query.search,
      limit: query.limit + 1,
      beforeId,
      includeEmail,
    });
    const page = pageOf(rows, query.limit, (row) => [row.id]);
    return {
      items: page.items.map((row) => (includeEmail ? toAdminListedUser(row) : toPublicUser(row))),
      nextCursor: page.nextCursor,
    };
  }

  async update(actor: SessionClaims, userId: number, input: UpdateProfile): Promise<User> {
    this.assertOwner(actor, userId);
    if (input.username && (await this.users.usernameTaken(input.username, userId))) {
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    }
    try {
      return await this.save(userId, input);
    } catch (error) {
      if (isUniqueViolation(error, 'username'))
        throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
      throw error;
    }
  }

  async setPhoto(actor: SessionClaims, userId: number, file: { buffer: Buffer } | undefined): Promise<User> {
    this.assertOwner(actor, userId);
    if (!file) throw badRequest('Please select an image file', { photo: 'Please select an image file' });
    const processed = await processUpload(file.buffer, {
      maxBytes: PROFILE_PHOTO_MAX_BYTES,
      allowedFormats: ['jpeg', 'png', 'gif'],
      maxSide: 512,
    }).catch((error: unknown) => {
      if (error instanceof ImageRejectedError) {
        const message =
          error.reason === 'too_large' ? PROFILE_PHOTO_TOO_LARGE : 'Please select an image file';
        throw badRequest(message, { photo: message });
      }
      throw error;
    });
    const before = await this.users.findById(userId);
    const url = await this.images.put(
      `avatars/${userId}/${randomBytes(8).toString('hex')}.webp`,
      processed.main.bytes,
      'image/webp',
    );
    const user = await this.save(userId, { profileImageUrl: url });
    if (before?.profileImageUrl?.startsWith('/uploads/')) await this.images.delete(before.profileImageUrl);
    return user;
  }

  /** Returns the user's referral code, creating one when absent (spec 02 §2 Referrals tab). */
  async referralCode(actor: SessionClaims, userId: number): Promise<{ referralCode: string }> {
    this.assertOwner(actor, userId);
    const row = await this.users.findById(userId);
    if (!row) throw notFound('User not found');
    if (row.referralCode) return { referralCode: row.referralCode };
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = Array.from(randomBytes(8), (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join(
        '',
      );
      try {
        await this.save(userId, { referralCode: code });
        return { referralCode: code };
      } catch (error) {
        if (!isUniqueViolation(error, 'referral_code')) throw error;
      }
    }
    throw conflict('Could not generate a unique referral code, please try again');
  }

  async customTags(userId: number): Promise<CustomTagsAnswer> {
    const row = await this.users.findById(userId);
    if (!row) throw notFound('User not found');
    return pickTags(row);
  }

  async updateCustomTags(userId: number, input: CustomTags): Promise<CustomTagsAnswer> {
    const user = await this.save(userId, input);
    return pickTags(user);
  }

  private async save(userId: number, patch: UserPatch & { username?: string }): Promise<User> {
    const row = await this.inTransaction(async (tx, emit) => {
      const updated = await this.users.update(tx, userId, patch);
      userUpdated(emit, updated);
      return updated;
    });
    return toUser(row, this.adminEmail);
  }

  private assertOwner(actor: SessionClaims, userId: number): void {
    if (actor.userId !== userId) throw forbidden('You can only change your own profile');
  }
}

const pickTags = (
  row: Pick<UserRow, 'customTag1' | 'customTag2' | 'customTag3' | 'customTag4'> | User,
): CustomTagsAnswer => ({
  customTag1: row.customTag1,
  customTag2: row.customTag2,
  customTag3: row.customTag3,
  customTag4: row.customTag4,
});
