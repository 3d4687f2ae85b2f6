/** Spec 01 §2/§9: the landing and signed-out home show the first 6 collections and 6 gems. */
export const SHOWCASE_COUNT = 6;
/** How many public collections are asked for to say how many there are (the API's largest page). */
export const COLLECTIONS_COUNTED = 100;

/** "Showing 6 of 23 curated collections"; "100+" when there may be more than were counted. */
export function collectionsCountText(total: number, counted = COLLECTIONS_COUNTED): string {
  if (total === 0) return 'No curated collections yet';
  const all = total >= counted ? `${counted}+` : String(total);
  const noun = total === 1 ? 'curated collection' : 'curated collections';
  if (total <= SHOWCASE_COUNT) return `${all} ${noun}`;
  return `Showing ${SHOWCASE_COUNT} of ${all} ${noun}`;
}
