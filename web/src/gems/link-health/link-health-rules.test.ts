import { describe, expect, it } from '@jest/globals';
import { linkBadge } from './link-health-rules';

const base = { httpStatus: null, checkedAt: null, movedTo: null };

describe('linkBadge', () => {
  it('says nothing of a link that works or was not checked yet', () => {
    expect(linkBadge({ ...base, status: 'ok', httpStatus: 200 })).toBeNull();
    expect(linkBadge({ ...base, status: 'unchecked' })).toBeNull();
  });

  it('names a broken link with the answer the site gave, and a move with its new address', () => {
    expect(linkBadge({ ...base, status: 'broken', httpStatus: 404 })).toEqual({
      label: 'Link broken',
      detail: 'This link stopped working: the site answers 404',
    });
    expect(linkBadge({ ...base, status: 'broken' })?.detail).toBe(
      'This link stopped working: the site does not answer',
    );
    expect(linkBadge({ ...base, status: 'moved', httpStatus: 301, movedTo: 'https://new.test/a' })).toEqual({
      label: 'Moved',
      detail: 'This page has moved to https://new.test/a',
    });
  });
});
