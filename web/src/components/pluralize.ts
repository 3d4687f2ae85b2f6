/**
 * "1 gem", "2 gems", "0 followers": a count with its noun in the right number. The plural is the
 * noun plus "s" unless given (English only: the product has one language).
 */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The noun alone, for layouts that style the number apart ("<b>1</b> follower"). */
export const nounFor = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);
