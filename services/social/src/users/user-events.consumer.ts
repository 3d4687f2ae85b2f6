import { zUserDeletedV1, zUserRegisteredV1, zUserUpdatedV1, type Envelope } from '@gems/contracts';
import { consume, markProcessed, type EventBus, type Subscription } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { UserDataRemover } from './user-data-remover.js';
import type { UserCardsRepository } from './user-cards.repository.js';

export const USER_EVENTS_DURABLE = 'social-users';
export const USER_SUBJECTS = ['user.registered', 'user.updated', 'user.deleted'];

/**
 * Keeps the user-card replica (names, avatars, public or private) in step with identity and
 * removes a deleted user's social data. Each effect commits with its processed-event mark: a
 * redelivery changes nothing.
 */
export function userEventsHandler(deps: {
  schema: string;
  inTransaction: UnitOfWork;
  cards: UserCardsRepository;
  remover: UserDataRemover;
}) {
  const { cards, remover, schema } = deps;
  return (envelope: Envelope) =>
    deps.inTransaction(async (tx, emit) => {
      if (!(await markProcessed(tx, schema, USER_EVENTS_DURABLE, envelope.id))) return;
      if (envelope.type === 'user.deleted') {
        await remover.remove(tx, emit, zUserDeletedV1.parse(envelope.data).userId);
        return;
      }
      const schemaOf = envelope.type === 'user.registered' ? zUserRegisteredV1 : zUserUpdatedV1;
      const { userId, username, profileImageUrl, isPublic } = schemaOf.parse(envelope.data);
      await cards.upsert(tx, { userId, username, profileImageUrl, isPublic });
    });
}

export function consumeUserEvents(
  bus: EventBus,
  logger: Logger,
  handle: (envelope: Envelope) => Promise<void>,
): Promise<Subscription> {
  return consume(bus, { durable: USER_EVENTS_DURABLE, subjects: USER_SUBJECTS, logger, handle });
}
