import pg from 'pg';

const TIMESTAMPTZ = 1184;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date;

/** What a UTC session prints for a timestamptz: `2026-11-25 18:24:58.800379+00`. */
const UTC_TEXT = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d{1,6})?\+00$/;

/**
 * A timestamptz as the ISO string the API answers, without a Date in between: the same string as
 * pg's parser followed by toISOString (milliseconds computed as it computes them), for a fraction
 * of the CPU. A list of gem cards carries ~60 of them; parsing them into Dates only to print
 * them again was a few % of a feed page's CPU. Any other shape (another session time zone,
 * infinity, a year before 1000) takes the Date route.
 */
export function isoOfTimestamptz(text: string): string {
  const match = UTC_TEXT.exec(text);
  if (!match) return parseTimestamptz(text).toISOString();
  const fraction = match[3];
  const ms = fraction ? Math.trunc(1000 * parseFloat(fraction)) : 0;
  return `${match[1]}T${match[2]}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

/** Per-query types (pg's `types` option): timestamptz columns arrive as ISO strings. */
export const isoTimestamps: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMPTZ && format !== 'binary'
      ? isoOfTimestamptz
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};
