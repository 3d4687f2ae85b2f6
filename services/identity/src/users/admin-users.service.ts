import { EVENT } from '@gems/contracts';
import { badRequest, notFound } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { SessionsService } from '../auth/sessions.service.js';
import { userDeleted } from '../events/identity-events.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { UsersRepository } from './users.repository.js';

/**
 * Admin deletion of a user: the row goes, the action is recorded, every session ends, and
 * user.deleted tells every other service to remove that user's data.
 */
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly inTransaction: UnitOfWork,
  ) {}

  async delete(admin: SessionClaims, userId: number, reason?: string): Promise<void> {
    if (admin.userId === userId) throw badRequest('You cannot delete your own account from the admin panel');
    const row = await this.users.findById(userId);
    if (!row) throw notFound('User not found');
    await this.sessions.revokeAllFor(userId);
    await this.inTransaction(async (tx, emit) => {
      await this.users.recordAdminAction(tx, {
        adminId: admin.userId,
        actionType: 'delete_user',
        targetUserId: userId,
        targetEntityType: 'user',
        targetEntityId: userId,
        reason: reason ?? null,
        metadata: { username: row.username, email: row.email },
      });
      await this.users.delete(tx, userId);
      userDeleted(emit, userId, admin.userId);
      // The admin activity log of every service lives in admin-metrics.
      emit(EVENT.adminActionRecorded, {
        adminId: admin.userId,
        service: 'identity',
        actionType: 'delete_user',
        targetEntityType: 'user',
        targetEntityId: String(userId),
        changes: { username: row.username, ...(reason ? { reason } : {}) },
        at: new Date().toISOString(),
      });
    });
  }
}
