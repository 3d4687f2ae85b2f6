import { zRuleDailyCap, zRulePoints } from '@gems/contracts';

type Parsed<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/** What the admin typed, read the way the server will: the same contract and its words. */
export function parsePoints(text: string): Parsed<number> {
  if (text.trim() === '') return { error: 'Points are required' };
  const n = Number(text.trim());
  if (Number.isNaN(n)) return { error: 'Points must be a number' };
  const checked = zRulePoints.safeParse(n);
  return checked.success ? { value: checked.data } : { error: checked.error.issues[0]!.message };
}

/** An empty daily limit is no limit. */
export function parseDailyCap(text: string): Parsed<number | null> {
  if (text.trim() === '') return { value: null };
  const n = Number(text.trim());
  if (Number.isNaN(n)) return { error: 'The daily limit must be a number' };
  const checked = zRuleDailyCap.safeParse(n);
  return checked.success ? { value: checked.data } : { error: checked.error.issues[0]!.message };
}
