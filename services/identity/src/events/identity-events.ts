import { EVENT } from '@gems/contracts';
import type { UserRow } from '../users/users.repository.js';
import type { Emit } from '@gems/platform/db/unit-of-work';
import { userEventCard } from '../users/user.mapper.js';

/** The facts identity publishes about users. */
export const userRegistered = (
  emit: Emit,
  row: UserRow,
  signup: { referrerId?: number | null; inviteCode?: string | null; signupAddress?: string | null } = {},
) =>
  emit(EVENT.userRegistered, {
    ...userEventCard(row),
    email: row.email,
    referredBy: row.referredBy,
    createdAt: row.createdAt.toISOString(),
    referrerId: signup.referrerId ?? null,
    inviteCode: signup.inviteCode ?? null,
    signupAddress: signup.signupAddress ?? null,
  });

export const userUpdated = (emit: Emit, row: UserRow) => emit(EVENT.userUpdated, userEventCard(row));

export const userDeleted = (emit: Emit, userId: number, deletedBy: number | null) =>
  emit(EVENT.userDeleted, { userId, deletedBy });
