/**
 * A like button's state (spec 01 §4: liked/unliked, the count adjusts by one), kept as a pure
 * reducer so the optimistic step and its rollback are testable without a browser.
 */
export interface LikeState {
  liked: boolean;
  count: number;
  /** What to go back to when the server refuses the optimistic change; null when settled. */
  before: { liked: boolean; count: number } | null;
}

export type LikeAction =
  | { type: 'toggle' }
  | { type: 'confirmed'; count?: number }
  | { type: 'failed' }
  /** Fresh data from the server (props changed): adopt it unless a change is in flight. */
  | { type: 'sync'; liked: boolean; count: number };

export const initialLike = (liked: boolean, count: number): LikeState => ({
  liked,
  count: Math.max(0, count),
  before: null,
});

export function likeReducer(state: LikeState, action: LikeAction): LikeState {
  switch (action.type) {
    case 'toggle': {
      if (state.before) return state; // one change at a time
      const liked = !state.liked;
      // Counts never go negative, even if the card's count was behind.
      const count = Math.max(0, state.count + (liked ? 1 : -1));
      return { liked, count, before: { liked: state.liked, count: state.count } };
    }
    case 'confirmed':
      return {
        liked: state.liked,
        count: action.count === undefined ? state.count : Math.max(0, action.count),
        before: null,
      };
    case 'failed':
      return state.before ? { ...state.before, before: null } : state;
    case 'sync': {
      if (state.before) return state;
      const next = initialLike(action.liked, action.count);
      // The same state when nothing changed: React then skips rendering the button again (each
      // card's button syncs once as it mounts).
      return next.liked === state.liked && next.count === state.count ? state : next;
    }
  }
}

/** The card fields a like or a comment changes (ListedGem, GemDetail, Collection). */
export interface CardCounts {
  id: number;
  likeCount: number;
  likedByViewer: boolean;
  commentCount?: number;
}

/** Gems and collections share ids' number space: a gem card has commentCount, a collection gemCount. */
const KIND_FIELD = { gem: 'commentCount', collection: 'gemCount' } as const;

function isCard(value: unknown, kind: 'gem' | 'collection', id: number): value is CardCounts {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return item.id === id && typeof item.likeCount === 'number' && typeof item[KIND_FIELD[kind]] === 'number';
}

/**
 * Applies `patch` to every cached gem or collection card with this id, wherever it sits in a
 * cached answer (an array of cards, an infinite query's pages of { gems }, a single detail). Returns the same
 * reference when nothing matched, so React Query leaves untouched caches alone.
 */
export function patchCached<T>(
  data: T,
  kind: 'gem' | 'collection',
  id: number,
  patch: (item: CardCounts) => Partial<CardCounts>,
): T;
export function patchCached(
  data: unknown,
  kind: 'gem' | 'collection',
  id: number,
  patch: (item: CardCounts) => object,
): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const out = patchCached(item, kind, id, patch);
      if (out !== item) changed = true;
      return out;
    });
    return changed ? next : data;
  }
  if (isCard(data, kind, id)) return { ...data, ...patch(data) };
  // Any other plain object (an infinite query's { pages }, a page's { gems, nextCursor }): look inside.
  if (typeof data === 'object' && data !== null && Object.getPrototypeOf(data) === Object.prototype) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      next[key] = typeof value === 'object' && value !== null ? patchCached(value, kind, id, patch) : value;
      if (next[key] !== value) changed = true;
    }
    return changed ? next : data;
  }
  return data;
}
