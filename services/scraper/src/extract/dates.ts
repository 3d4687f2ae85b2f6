/**
 * A page's date as an ISO instant, from the spellings publishers use: ISO 8601 (with or without
 * time and offset), Unix timestamps, `2017/06/12`, and English dates in text ("Aug 14, 2020",
 * "11 October 2017, 7:31 pm EDT"). Relative and unrecognised text gives null: no guessing.
 * A date without a time is put at 12:00 UTC, which is the same calendar day in almost every
 * time zone (a reader in New York and one in Tokyo both see the day the page names).
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?';
// "Aug 14, 2020", and the C library's "Tue May 24 05:55:00 2016".
const MONTH_FIRST = new RegExp(
  `\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(?:\\d{1,2}:\\d{2}(?::\\d{2})?\\s+)?(\\d{4})\\b`,
  'i',
);
// "2012 Nov 26" (citation tags).
const YEAR_FIRST = new RegExp(`^(\\d{4})\\s+${MONTH}\\s+(\\d{1,2})\\b`, 'i');
const DAY_FIRST = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`,
  'i',
);
const CLOCK =
  /\b(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?(?:\s*\(?\b(utc|gmt|z|[ecmp][sd]t|bst|cet|cest)\b)?/i;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(z|utc|gmt|[+-]\d{2}:?\d{2})?$/i;
const SLASHED = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const ZONES: Record<string, number> = {
  utc: 0,
  gmt: 0,
  z: 0,
  bst: 60,
  cet: 60,
  cest: 120,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};
const NOON = 12;
// Dates before the web, or more than a day ahead, are not a page's date.
const EARLIEST = Date.UTC(1990, 0, 1);

export function parseDate(value: string | number | null | undefined): string | null {
  const time = parseTime(value);
  return time === null ? null : new Date(time).toISOString();
}

/** The same, as epoch milliseconds. */
function parseTime(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  if (!text || text.length > 300) return null;
  const time =
    epoch(text) ??
    iso(text) ??
    slashed(text) ??
    yearFirst(text) ??
    english(text, MONTH_FIRST, 1, 2) ??
    english(text, DAY_FIRST, 2, 1) ??
    leadingIsoDate(text);
  if (time === null || Number.isNaN(time)) return null;
  return time < EARLIEST || time > Date.now() + 86_400_000 ? null : time;
}

/** A date given without a time of day (read as 12:00 UTC). */
export const isDateOnly = (iso: string) => iso.endsWith('T12:00:00.000Z');

/** Seconds or milliseconds since 1970. */
function epoch(text: string): number | null {
  if (!/^\d{10}(\d{3})?$/.test(text)) return null;
  return text.length === 10 ? Number(text) * 1000 : Number(text);
}

function iso(text: string): number | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const ms = frac ? Math.round(Number(frac) * 1000) : 0;
  if (h === undefined) return utc(+y!, +mo!, +d!, NOON, 0, 0, 0);
  const local = utc(+y!, +mo!, +d!, +h, +mi!, +(s ?? 0), ms);
  return local === null ? null : local - offsetMinutes(zone) * 60_000;
}

/** "2016-05-04@15:56:14 UTC": the date is clear, the rest is not ISO; the date alone is kept. */
function leadingIsoDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  return m ? utc(+m[1]!, +m[2]!, +m[3]!, NOON, 0, 0, 0) : null;
}

function slashed(text: string): number | null {
  const m = SLASHED.exec(text);
  return m ? utc(+m[1]!, +m[2]!, +m[3]!, NOON, 0, 0, 0) : null;
}

function yearFirst(text: string): number | null {
  const m = YEAR_FIRST.exec(text);
  if (!m) return null;
  return utc(+m[1]!, MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, +m[3]!, NOON, 0, 0, 0);
}

/** An English date anywhere in a short text, with the clock time next to it when there is one. */
function english(text: string, pattern: RegExp, monthAt: number, dayAt: number): number | null {
  const m = pattern.exec(text);
  if (!m) return null;
  const month = MONTHS.indexOf(m[monthAt]!.slice(0, 3).toLowerCase()) + 1;
  const year = +m[3]!;
  const day = +m[dayAt]!;
  const clock = CLOCK.exec(text);
  if (!clock) return utc(year, month, day, NOON, 0, 0, 0);
  let hour = +clock[1]!;
  const meridiem = clock[4]?.[0]?.toLowerCase();
  if (meridiem === 'p' && hour < 12) hour += 12;
  if (meridiem === 'a' && hour === 12) hour = 0;
  const local = utc(year, month, day, hour, +clock[2]!, +(clock[3] ?? 0), 0);
  return local === null ? null : local - offsetMinutes(clock[5]) * 60_000;
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone) return 0;
  const named = ZONES[zone.toLowerCase()];
  if (named !== undefined) return named;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (+m[2]! * 60 + +m[3]!);
}

function utc(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return null;
  const time = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // 31 February and the like roll over into the next month: not a date.
  return new Date(time).getUTCDate() === d ? time : null;
}
