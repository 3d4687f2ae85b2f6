/** Moves the item at `from` to index `to` (both clamped); returns a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Moves the item with id `dragged` to where `over` is (drag and drop onto another card). */
export function moveById<T extends { id: number }>(list: readonly T[], dragged: number, over: number): T[] {
  const from = list.findIndex((g) => g.id === dragged);
  const to = list.findIndex((g) => g.id === over);
  if (from === -1 || to === -1 || from === to) return [...list];
  return moveItem(list, from, to);
}

/** PUT /api/gems/reorder's body: every shown gem with its position, first is 0. */
export const toGemOrders = (list: readonly { id: number }[]) =>
  list.map((gem, position) => ({ gemId: gem.id, position }));

/** Keeps a locally reordered list in step with fresh server data: known ids keep the local order. */
export function mergeOrder<T extends { id: number }>(
  local: readonly number[] | null,
  fresh: readonly T[],
): T[] {
  if (!local) return [...fresh];
  const byId = new Map(fresh.map((g) => [g.id, g]));
  const ordered = local.flatMap((id) => {
    const gem = byId.get(id);
    return gem ? [gem] : [];
  });
  const known = new Set(local);
  return [...ordered, ...fresh.filter((g) => !known.has(g.id))];
}
