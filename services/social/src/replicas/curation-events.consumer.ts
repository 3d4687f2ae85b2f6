import {
  zCollectionCreatedV1,
  zCollectionDeletedV1,
  zGemCreatedV1,
  zGemDeletedV1,
  type Envelope,
} from '@gems/contracts';
import { consume, markProcessed, type EventBus, type Subscription } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { RefsRepository } from './refs.repository.js';

export const CURATION_EVENTS_DURABLE = 'social-curation';
export const CURATION_SUBJECTS = [
  'gem.created',
  'gem.updated',
  'gem.deleted',
  'collection.created',
  'collection.updated',
  'collection.deleted',
];

/**
 * Keeps the gem and collection replicas (owner, visibility, title) in step with curation. A
 * deleted gem or collection takes its likes and comments with it. Redeliveries change nothing;
 * an event older than the replica's state (or about a deleted item) is ignored.
 */
export function curationEventsHandler(deps: {
  schema: string;
  inTransaction: UnitOfWork;
  refs: RefsRepository;
}) {
  const { refs, schema } = deps;
  return (envelope: Envelope) =>
    deps.inTransaction(async (tx) => {
      if (!(await markProcessed(tx, schema, CURATION_EVENTS_DURABLE, envelope.id))) return;
      const version = new Date(envelope.occurredAt);
      switch (envelope.type) {
        case 'gem.created':
        case 'gem.updated': {
          // gem.updated extends gem.created; unknown fields are ignored.
          const gem = zGemCreatedV1.parse(envelope.data);
          await refs.upsertGem(tx, {
            id: gem.gemId,
            ownerId: gem.userId,
            visibility: gem.visibility,
            title: gem.title,
            version,
          });
          return;
        }
        case 'gem.deleted':
          await refs.deleteGem(tx, zGemDeletedV1.parse(envelope.data).gemId, version);
          return;
        case 'collection.created':
        case 'collection.updated': {
          const c = zCollectionCreatedV1.parse(envelope.data);
          await refs.upsertCollection(tx, {
            id: c.collectionId,
            ownerId: c.userId,
            visibility: c.visibility,
            title: c.title,
            version,
          });
          return;
        }
        case 'collection.deleted':
          await refs.deleteCollection(tx, zCollectionDeletedV1.parse(envelope.data).collectionId, version);
      }
    });
}

/**
 * One durable per subject: a durable filters on the narrowest pattern covering its subjects, and
 * `gem.>` would also fetch (and skip) every like. The replica's version and tombstone make the
 * order across these durables irrelevant.
 */
export async function consumeCurationEvents(
  bus: EventBus,
  logger: Logger,
  handle: (envelope: Envelope) => Promise<void>,
): Promise<Subscription[]> {
  return Promise.all(
    CURATION_SUBJECTS.map((subject) =>
      consume(bus, {
        durable: `${CURATION_EVENTS_DURABLE}-${subject.replace('.', '-')}`,
        subjects: [subject],
        logger,
        handle,
      }),
    ),
  );
}
