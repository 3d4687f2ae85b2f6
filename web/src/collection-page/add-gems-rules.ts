/** Spec 01 §5: adding gems to a collection needs at least one selected gem. */
export const SELECT_A_GEM = 'Please select at least one gem';

/** The user's gems that are not in the collection yet, in the order they came. */
export function addableGems<T extends { id: number }>(
  mine: readonly T[],
  inCollection: readonly { id: number }[],
): T[] {
  const present = new Set(inCollection.map((g) => g.id));
  return mine.filter((g) => !present.has(g.id));
}

/** Spec 01 collection page: "N gems", singular for one. */
export const gemCountText = (count: number) => `${count} ${count === 1 ? 'gem' : 'gems'}`;
