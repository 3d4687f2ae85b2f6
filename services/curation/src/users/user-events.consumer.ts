import { EVENT } from '@gems/contracts';
import { defineConsumer } from '@gems/platform/events';
import { userCardOf } from '@gems/platform/replicas/user-replica';
import type { Transaction } from '../db/unit-of-work.js';
import type { UserDataRemover } from './user-data-remover.js';
import type { UserCardsRepository } from './user-cards.repository.js';

const USER_EVENTS_DURABLE = 'curation-users';

/**
 * Keeps the user-card replica in step with identity and removes a deleted user's gems and
 * collections. Each effect commits with its processed-event mark: a redelivery changes nothing.
 */
export function userEventsConsumer(deps: {
  cards: UserCardsRepository;
  remover: UserDataRemover;
  /** Deletes stored image files (best effort) once the removal committed. */
  discardImages: (urls: string[]) => Promise<void>;
  /** Called once a card changed or a user was removed (e.g. to drop cached lists of curators). */
  onCuratorChanged: () => Promise<void>;
}) {
  const { cards, remover } = deps;
  return defineConsumer<Transaction>({
    durable: USER_EVENTS_DURABLE,
    handlers: {
      [EVENT.userRegistered]: async ({ data }, tx) => {
        await cards.upsert(tx, userCardOf(data));
      },
      [EVENT.userUpdated]: async ({ data }, tx, { afterCommit }) => {
        await cards.upsert(tx, userCardOf(data));
        afterCommit(deps.onCuratorChanged);
      },
      [EVENT.userDeleted]: async ({ data }, tx, { emit, afterCommit }) => {
        const files = await remover.remove(tx, emit, data.userId);
        // After the commit: a crash here leaves files behind, never a gem without its image.
        afterCommit(async () => {
          if (files.length) await deps.discardImages(files);
          await deps.onCuratorChanged();
        });
      },
    },
  });
}
