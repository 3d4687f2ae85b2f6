import { EVENT } from '@gems/contracts';
import { defineConsumer } from '@gems/platform/events';
import { userCardOf } from '@gems/platform/replicas/user-replica';
import type { Transaction } from '../db/unit-of-work.js';
import type { UserDataRemover } from './user-data-remover.js';
import type { UserCardsRepository } from './user-cards.repository.js';

export const USER_EVENTS_DURABLE = 'social-users';

/**
 * Keeps the user-card replica (names, avatars, public or private) in step with identity and
 * removes a deleted user's social data. Each effect commits with its processed-event mark: a
 * redelivery changes nothing.
 */
export function userEventsConsumer(deps: { cards: UserCardsRepository; remover: UserDataRemover }) {
  const upsertCard = async (tx: Transaction, data: Parameters<typeof userCardOf>[0]) => {
    await deps.cards.upsert(tx, userCardOf(data));
  };
  return defineConsumer<Transaction>({
    durable: USER_EVENTS_DURABLE,
    handlers: {
      [EVENT.userRegistered]: ({ data }, tx) => upsertCard(tx, data),
      [EVENT.userUpdated]: ({ data }, tx) => upsertCard(tx, data),
      [EVENT.userDeleted]: ({ data }, tx, { emit }) => deps.remover.remove(tx, emit, data.userId),
    },
  });
}
