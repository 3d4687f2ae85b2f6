import { formatCount, nounFor } from '../components/pluralize';

/** What the profile knows of a user's gems: how many are loaded, whether more follow, the real total. */
export interface GemCount {
  shown: number;
  more: boolean;
  /** The server's count of the gems this viewer may see (X-Total-Count), when it sends one. */
  total: number | null;
}

/**
 * The header's gem figure: the real total when known; otherwise the loaded number, exact when the
 * whole list is loaded, with "+" while more pages follow (an older server without the count).
 */
export function gemCountFigure(count: GemCount | null): { value: string; noun: string } {
  if (!count) return { value: '…', noun: 'gems' };
  if (count.total !== null) return { value: formatCount(count.total), noun: nounFor(count.total, 'gem') };
  if (count.more) return { value: `${count.shown}+`, noun: 'gems' };
  return { value: String(count.shown), noun: nounFor(count.shown, 'gem') };
}
