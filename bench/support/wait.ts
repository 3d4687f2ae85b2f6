/** Polls `check` every 100 ms until it answers true (errors count as "not yet"). */
export async function waitFor(check: () => Promise<boolean>, what: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen in ${tries / 10} s`);
}
