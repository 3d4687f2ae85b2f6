import { DEFAULT_CATEGORY, zCreateGem, type User, type Visibility } from '@gems/contracts';

/**
 * Spec 02 §1: a private profile's new gems are private by default, a public one's public. The Add
 * Gem dialog shows this until the user picks, and then leaves the choice to the server (which asks
 * identity's current answer).
 */
export const profileDefaultVisibility = (user: Pick<User, 'isPublic'> | null | undefined): Visibility =>
  user?.isPublic === false ? 'private' : 'public';

/**
 * Spec 01 §9 default category "Article": a placeholder, replaced as soon as a real category is
 * picked (else "More Like This" would match every gem). Picking "Article" on purpose after other
 * categories keeps it.
 */
export function withPickedCategories(before: readonly string[], after: string[]): string[] {
  const hadDefault = before.includes(DEFAULT_CATEGORY);
  if (hadDefault && after.length > 1 && after.includes(DEFAULT_CATEGORY))
    return after.filter((c) => c !== DEFAULT_CATEGORY);
  return after;
}

/** The server's own refusal of a personal note (same words), or null when it fits. */
export function noteProblem(note: string): string | null {
  const parsed = zCreateGem.shape.userNote.safeParse(note);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
