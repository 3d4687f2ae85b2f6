import { describe, expect, it } from '@jest/globals';
import { COLLECTION_TITLE_REQUIRED } from '@gems/contracts';
import { collectionPayload } from './collection-form';
import { collectionLink } from './collections-api';

describe('collectionPayload', () => {
  it('refuses a blank title with the spec message', () => {
    expect(collectionPayload({ title: '   ', description: '', visibility: 'public' })).toEqual({
      ok: false,
      field: 'title',
      message: COLLECTION_TITLE_REQUIRED,
    });
    expect(COLLECTION_TITLE_REQUIRED).toBe('Please enter a title for your collection.');
  });

  it('trims and keeps the visibility', () => {
    expect(collectionPayload({ title: ' Kitchen ', description: ' pots ', visibility: 'private' })).toEqual({
      ok: true,
      payload: { title: 'Kitchen', description: 'pots', visibility: 'private' },
    });
  });

  it('reports an over-long description on the description field', () => {
    const result = collectionPayload({ title: 'A', description: 'x'.repeat(2001), visibility: 'public' });
    expect(result).toMatchObject({ ok: false, field: 'description' });
  });
});

describe('collectionLink', () => {
  it('is the origin plus /collections/{id}', () => {
    expect(collectionLink('https://gems.example', 42)).toBe('https://gems.example/collections/42');
  });
});
