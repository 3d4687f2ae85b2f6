import { describe, expect, it } from '@jest/globals';
import { editGemPayload, editValuesOf } from './edit-gem-form';

const gem = {
  title: 'Copper pan',
  description: 'A pan',
  userNote: 'Grandma',
  categories: ['Products'],
  tags: ['kitchen'],
  visibility: 'followers',
};

describe('edit gem form', () => {
  it('starts from the gem, and an unknown visibility becomes private', () => {
    expect(editValuesOf(gem)).toEqual({ ...gem, visibility: 'followers' });
    expect(editValuesOf({ ...gem, visibility: 'secret' }).visibility).toBe('private');
    expect(editValuesOf({ ...gem, visibility: undefined }).visibility).toBe('private');
  });

  it('needs a non-blank title', () => {
    expect(editGemPayload({ ...editValuesOf(gem), title: '  ' })).toEqual({
      ok: false,
      field: 'title',
      message: 'Gem name required',
    });
  });

  it('trims and de-duplicates what it sends', () => {
    const result = editGemPayload({ ...editValuesOf(gem), title: ' Pan ', tags: ['a', 'a', 'b'] });
    expect(result).toEqual({
      ok: true,
      payload: {
        title: 'Pan',
        description: 'A pan',
        userNote: 'Grandma',
        categories: ['Products'],
        tags: ['a', 'b'],
        visibility: 'followers',
      },
    });
  });

  it('reports a field the server would refuse', () => {
    const result = editGemPayload({ ...editValuesOf(gem), tags: ['x'.repeat(51)] });
    expect(result).toMatchObject({ ok: false, field: 'tags' });
  });
});
