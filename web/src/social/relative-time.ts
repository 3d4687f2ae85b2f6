const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Spec 01 §9 relative time: under 45 minutes shows minutes, under 90 minutes "about 1 hour",
 * and so on up to years (the usual distance-in-words steps), followed by "ago".
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  return `${distance(seconds)} ago`;
}

function distance(seconds: number): string {
  if (seconds < 30) return 'less than a minute';
  if (seconds < 45 * MINUTE) return plural(Math.max(1, Math.round(seconds / MINUTE)), 'minute');
  if (seconds < 90 * MINUTE) return 'about 1 hour';
  if (seconds < DAY) return `about ${plural(Math.round(seconds / HOUR), 'hour')}`;
  if (seconds < 42 * HOUR) return '1 day';
  if (seconds < MONTH) return plural(Math.round(seconds / DAY), 'day');
  if (seconds < 45 * DAY) return 'about 1 month';
  if (seconds < 60 * DAY) return 'about 2 months';
  if (seconds < YEAR) return plural(Math.round(seconds / MONTH), 'month');
  const years = Math.floor(seconds / YEAR);
  const rest = seconds - years * YEAR;
  if (rest < 3 * MONTH) return `about ${plural(years, 'year')}`;
  if (rest < 9 * MONTH) return `over ${plural(years, 'year')}`;
  return `almost ${plural(years + 1, 'year')}`;
}
