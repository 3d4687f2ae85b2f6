import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { isoOfTimestamptz, isoTimestamps } from './iso-timestamps.js';

const viaDate = (text: string) => (pg.types.getTypeParser(1184, 'text')(text) as Date).toISOString();

describe('isoOfTimestamptz', () => {
  it('prints what parsing into a Date and toISOString printed, for every fraction Postgres may send', () => {
    const texts: string[] = [
      '2026-11-25 18:24:58+00',
      '1970-01-01 00:00:00+00',
      '9999-12-31 23:59:59.999999+00',
    ];
    // Postgres drops trailing zeros: every length from 1 to 6 digits, and every millisecond.
    for (let i = 0; i < 1_000_000; i += 7) texts.push(`2026-11-25 18:24:58.${String(i).padStart(6, '0')}+00`);
    for (let i = 0; i < 1000; i++) {
      texts.push(`2024-02-29 23:59:59.${String(i).padStart(3, '0')}+00`);
      texts.push(`2024-02-29 23:59:59.${String(i).padStart(3, '0').replace(/0+$/, '') || '0'}+00`);
    }
    expect(texts.filter((text) => isoOfTimestamptz(text) !== viaDate(text))).toEqual([]);
  });

  it('takes the Date route for anything a UTC session would not print', () => {
    for (const text of [
      '2026-11-25 19:24:58.5+01',
      '2026-11-25 13:24:58.123-05:30',
      '0099-01-01 00:00:00+00',
    ])
      expect(isoOfTimestamptz(text)).toBe(viaDate(text));
  });

  it('applies to timestamptz only: other types keep pg’s parsers', () => {
    expect(isoTimestamps.getTypeParser(1184, 'text')).toBe(isoOfTimestamptz);
    expect(isoTimestamps.getTypeParser(23, 'text')).toBe(pg.types.getTypeParser(23, 'text'));
  });
});
