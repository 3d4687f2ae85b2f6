import { EVENT } from '@gems/contracts';
import type { AdminActionRecordedV1 } from '@gems/contracts';
import { defineConsumer } from '@gems/platform/events';
import type { AdminActionInput } from './admin-actions.repository.js';

const ADMIN_ACTIONS_DURABLE = 'admin-metrics-admin-actions';

/**
 * Admin mutations made in other services (identity's user deletions, rewards' rules, adjustments,
 * reviews and distributions) join admin_actions, in the transaction of the processed mark: a
 * redelivery adds nothing.
 */
export const adminActionsConsumer = <Tx>(deps: {
  actions: { record(tx: Tx, action: AdminActionInput): Promise<void> };
}) =>
  defineConsumer<Tx>({
    durable: ADMIN_ACTIONS_DURABLE,
    handlers: {
      [EVENT.adminActionRecorded]: ({ data }, tx) => deps.actions.record(tx, toAction(data)),
    },
  });

const toAction = (data: AdminActionRecordedV1): AdminActionInput => ({
  adminId: data.adminId,
  service: data.service,
  actionType: data.actionType,
  targetEntityType: data.targetEntityType,
  targetEntityId: data.targetEntityId,
  changes: (data.changes ?? undefined) as AdminActionInput['changes'],
  at: Number.isNaN(Date.parse(data.at)) ? undefined : new Date(data.at),
});
