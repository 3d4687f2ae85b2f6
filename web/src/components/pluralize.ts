/**
 * A count as English writes it, "1,234": whole numbers grouped here rather than with
 * toLocaleString, whose first call loads the locale data (~20 ms of a phone's first load, issue 31).
 */
export const formatCount = (count: number): string =>
  Number.isInteger(count)
    ? String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : count.toLocaleString('en-US');

/**
 * "1 gem", "2 gems", "0 followers": a count with its noun in the right number. The plural is the
 * noun plus "s" unless given (English only: the product has one language).
 */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** The noun alone, for layouts that style the number apart ("<b>1</b> follower"). */
export const nounFor = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);
