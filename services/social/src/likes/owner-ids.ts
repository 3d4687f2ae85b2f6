import type { LikeTarget } from './likes.repository.js';

/**
 * Who owns each liked gem and collection, remembered: an item's owner never changes (an id is
 * not reused after a deletion), so a like event is built with its real owner id without a read
 * per like of a popular item. Bounded: the oldest entry goes first past `max`.
 */
export class OwnerIds {
  private readonly known = new Map<string, number>();

  constructor(
    private readonly find: (target: LikeTarget, id: number) => Promise<{ ownerId: number } | null>,
    private readonly max = 50_000,
  ) {}

  /** The owner, read once per item (null: the item is unknown or deleted). */
  async of(target: LikeTarget, id: number): Promise<number | null> {
    const key = `${target}:${id}`;
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const item = await this.find(target, id);
    if (!item) return null;
    if (this.known.size >= this.max) this.known.delete(this.known.keys().next().value!);
    this.known.set(key, item.ownerId);
    return item.ownerId;
  }
}
