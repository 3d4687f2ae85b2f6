import { zInternalItemRef } from '@gems/contracts';
import { readThrough } from '@gems/platform/replicas/read-through';
import type { RefsRepository } from './refs.repository.js';

type Refs = Pick<
  RefsRepository,
  'findGem' | 'findCollection' | 'upsertGem' | 'upsertCollection' | 'isDeleted'
>;
type Db = Parameters<RefsRepository['upsertGem']>[0];

/**
 * The gem and collection replicas, filled on demand: when a caller names an item whose event has
 * not arrived yet (saved a moment ago, or NATS is down), curation is asked for it (internal read,
 * short timeout) and the replica filled, so a like or a comment on something that exists never
 * fails because the replica is late. Only curation's "no" makes it a 404; if curation cannot
 * answer, the call fails with 503 rather than claim the item does not exist.
 */
export class ReplicaThrough {
  constructor(
    private readonly refs: Refs,
    private readonly db: Db,
    private readonly curationUrl: string,
  ) {}

  async findGem(gemId: number) {
    return (await this.refs.findGem(gemId)) ?? (await this.fill('gem', gemId));
  }

  async findCollection(collectionId: number) {
    return (await this.refs.findCollection(collectionId)) ?? (await this.fill('collection', collectionId));
  }

  private async fill(kind: 'gem', id: number): ReturnType<Refs['findGem']>;
  private async fill(kind: 'collection', id: number): ReturnType<Refs['findCollection']>;
  private fill(kind: 'gem' | 'collection', id: number) {
    const path = kind === 'gem' ? 'gems' : 'collections';
    return readThrough({
      local: async () => null, // the caller read the replica already
      gone: () => this.refs.isDeleted(kind, id),
      ownerUrl: new URL(`/internal/${path}/${id}`, this.curationUrl).href,
      schema: zInternalItemRef,
      unavailableMessage: 'This item cannot be checked right now. Please try again in a moment.',
      remember: async (owner) => {
        const ref = {
          id,
          ownerId: owner.ownerId,
          visibility: owner.visibility,
          title: owner.title,
          version: new Date(owner.updatedAt),
        };
        // A tombstone (deleted meanwhile) or a newer event wins over this answer, as for any event.
        if (kind === 'gem') {
          await this.refs.upsertGem(this.db, ref);
          return this.refs.findGem(id);
        }
        await this.refs.upsertCollection(this.db, ref);
        return this.refs.findCollection(id);
      },
    });
  }
}
