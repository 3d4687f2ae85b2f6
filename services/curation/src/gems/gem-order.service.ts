import type { ReorderGems } from '@gems/contracts';
import { badRequest, forbidden } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { GemOrdersRepository } from './gem-orders.repository.js';

const NOT_YOUR_GEMS = 'You can only reorder your own gems';

/**
 * PUT /api/gems/reorder (spec 02 §2: drag and drop on the own profile). Every named gem must be
 * the caller's; a user's gem list then follows these positions (see GemsService.list).
 */
export class GemOrderService {
  constructor(
    private readonly orders: GemOrdersRepository,
    private readonly inTransaction: UnitOfWork,
  ) {}

  async reorder(user: SessionClaims, input: ReorderGems): Promise<void> {
    const ids = input.gemOrders.map((o) => o.gemId);
    if (new Set(ids).size !== ids.length) throw badRequest('Each gem may appear only once');
    await this.inTransaction(async (tx) => {
      if ((await this.orders.countOwned(tx, user.userId, ids)) !== ids.length) throw forbidden(NOT_YOUR_GEMS);
      await this.orders.save(tx, user.userId, input.gemOrders);
    });
  }
}
