import { zUserDeletedV1, zUserRegisteredV1, zUserUpdatedV1, type Envelope } from '@gems/contracts';
import { consume, markProcessed, type EventBus, type Subscription } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { UserDataRemover } from './user-data-remover.js';
import type { UserCardsRepository } from './user-cards.repository.js';

export const USER_EVENTS_DURABLE = 'curation-users';

/**
 * Keeps the user-card replica in step with identity and removes a deleted user's gems and
 * collections. Each effect commits with its processed-event mark: a redelivery changes nothing.
 */
export function consumeUserEvents(deps: {
  bus: EventBus;
  logger: Logger;
  schema: string;
  inTransaction: UnitOfWork;
  cards: UserCardsRepository;
  remover: UserDataRemover;
  /** Deletes stored image files (best effort) once the removal committed. */
  discardImages: (urls: string[]) => Promise<void>;
  /** Called once a card changed or a user was removed (e.g. to drop cached lists of curators). */
  onCuratorChanged?: () => Promise<void>;
}): Promise<Subscription> {
  const { cards, remover, schema } = deps;
  return consume(deps.bus, {
    durable: USER_EVENTS_DURABLE,
    subjects: ['user.registered', 'user.updated', 'user.deleted'],
    logger: deps.logger,
    handle: async (envelope: Envelope) => {
      const files = await deps.inTransaction(async (tx, emit) => {
        if (!(await markProcessed(tx, schema, USER_EVENTS_DURABLE, envelope.id))) return [];
        if (envelope.type === 'user.deleted')
          return remover.remove(tx, emit, zUserDeletedV1.parse(envelope.data).userId);
        const schemaOf = envelope.type === 'user.registered' ? zUserRegisteredV1 : zUserUpdatedV1;
        const { userId, username, profileImageUrl, isPublic } = schemaOf.parse(envelope.data);
        await cards.upsert(tx, { userId, username, profileImageUrl, isPublic });
        return [];
      });
      // After the commit: a crash here leaves files behind, never a gem without its image.
      if (files.length) await deps.discardImages(files);
      if (envelope.type !== 'user.registered') await deps.onCuratorChanged?.();
    },
  });
}
