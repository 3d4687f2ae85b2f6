import { EVENT } from '@gems/contracts';
import { defineConsumer, type ConsumedEvent } from '@gems/platform/events';
import type { Transaction } from '../db/unit-of-work.js';
import type { RefsRepository } from './refs.repository.js';

export const CURATION_EVENTS_DURABLE = 'social-curation';

/**
 * Keeps the gem and collection replicas (owner, visibility, title) in step with curation. A
 * deleted gem or collection takes its likes and comments with it. Redeliveries change nothing;
 * an event older than the replica's state (or about a deleted item) is ignored. One durable per
 * subject: a durable filters on the narrowest pattern covering its subjects, and `gem.>` would
 * also fetch (and skip) every like; the replica's version and tombstone make the order across
 * these durables irrelevant.
 */
export function curationEventsConsumer(refs: RefsRepository) {
  const version = (event: ConsumedEvent) => new Date(event.occurredAt);
  const gem = async (
    event: ConsumedEvent<typeof EVENT.gemCreated | typeof EVENT.gemUpdated>,
    tx: Transaction,
  ) => {
    const { gemId, userId, visibility, title } = event.data;
    await refs.upsertGem(tx, { id: gemId, ownerId: userId, visibility, title, version: version(event) });
  };
  const collection = async (
    event: ConsumedEvent<typeof EVENT.collectionCreated | typeof EVENT.collectionUpdated>,
    tx: Transaction,
  ) => {
    const { collectionId, userId, visibility, title } = event.data;
    await refs.upsertCollection(tx, {
      id: collectionId,
      ownerId: userId,
      visibility,
      title,
      version: version(event),
    });
  };
  return defineConsumer<Transaction>({
    durable: CURATION_EVENTS_DURABLE,
    durablePerSubject: true,
    handlers: {
      [EVENT.gemCreated]: gem,
      [EVENT.gemUpdated]: gem,
      [EVENT.gemDeleted]: (event, tx) => refs.deleteGem(tx, event.data.gemId, version(event)),
      [EVENT.collectionCreated]: collection,
      [EVENT.collectionUpdated]: collection,
      [EVENT.collectionDeleted]: (event, tx) =>
        refs.deleteCollection(tx, event.data.collectionId, version(event)),
    },
  });
}
