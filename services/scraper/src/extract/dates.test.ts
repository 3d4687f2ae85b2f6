import { describe, expect, it } from '@jest/globals';
import { parseDate } from './dates.js';

describe('parseDate', () => {
  it('reads ISO 8601 with offsets written with or without a colon, and a space for the T', () => {
    expect(parseDate('2016-04-29T19:31:03-0400')).toBe('2016-04-29T23:31:03.000Z');
    expect(parseDate('2018-03-10T17:30:44-08:00')).toBe('2018-03-11T01:30:44.000Z');
    expect(parseDate('2016-05-24 13:30:03')).toBe('2016-05-24T13:30:03.000Z');
  });

  it('puts a date without a time at noon UTC, the same calendar day nearly everywhere', () => {
    expect(parseDate('2017-09-06')).toBe('2017-09-06T12:00:00.000Z');
    expect(parseDate('2017/06/12')).toBe('2017-06-12T12:00:00.000Z');
    expect(parseDate('2012 Nov 26')).toBe('2012-11-26T12:00:00.000Z');
    expect(parseDate('2016-05-04@15:56:14 UTC')).toBe('2016-05-04T12:00:00.000Z');
  });

  it('reads English dates in bylines, with the clock time and zone next to them', () => {
    expect(parseDate('Posted on October 11, 2017')).toBe('2017-10-11T12:00:00.000Z');
    expect(parseDate('27th January 2014')).toBe('2014-01-27T12:00:00.000Z');
    expect(parseDate('April 29, 2016, 7:31 pm EDT')).toBe('2016-04-29T23:31:00.000Z');
    expect(parseDate('4:39 PM · Jan 30, 2020')).toBe('2020-01-30T16:39:00.000Z');
    expect(parseDate('Tue May 24 05:55:00 2016')).toBe('2016-05-24T05:55:00.000Z');
  });

  it('reads Unix timestamps in seconds and milliseconds', () => {
    expect(parseDate('1463400000')).toBe('2016-05-16T12:00:00.000Z');
    expect(parseDate(1463400000000)).toBe('2016-05-16T12:00:00.000Z');
  });

  it('gives null for relative, impossible, far-future or unrecognised text', () => {
    for (const text of [
      '10 years ago',
      '2 mins read',
      '2021-02-31',
      'February 30, 2020',
      '3021-01-01',
      '',
      'today',
    ])
      expect(parseDate(text)).toBeNull();
  });
});
