import { describe, expect, it } from '@jest/globals';
import { linksBrokenMessage } from './links-broken.consumer.js';

const gem = (title: string, gemId = 1) => ({ gemId, title, url: `https://site.test/${gemId}` });

describe('the weekly broken-link notice', () => {
  it('quotes one, two or three titles, then counts the rest', () => {
    expect(linksBrokenMessage({ gems: [gem('Maps')], total: 1 })).toBe(
      'One of your saved links stopped working: “Maps”',
    );
    expect(linksBrokenMessage({ gems: [gem('Maps'), gem('Bread')], total: 2 })).toBe(
      '2 of your saved links stopped working: “Maps” and “Bread”',
    );
    const five = ['A', 'B', 'C', 'D', 'E'].map((t, i) => gem(t, i));
    expect(linksBrokenMessage({ gems: five, total: 25 })).toBe(
      '25 of your saved links stopped working: “A”, “B”, “C” and 22 more',
    );
  });

  it('names an untitled gem and cuts a long title', () => {
    expect(linksBrokenMessage({ gems: [gem('  ')], total: 1 })).toBe(
      'One of your saved links stopped working: “Untitled”',
    );
    expect(linksBrokenMessage({ gems: [gem('x'.repeat(100))], total: 1 })).toBe(
      `One of your saved links stopped working: “${'x'.repeat(59)}…”`,
    );
  });
});
