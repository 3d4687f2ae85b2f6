import { describe, expect, it } from '@jest/globals';
import { addCustomCategory, categoryChoices, customCategoryNames } from './custom-categories';

describe('custom categories', () => {
  it('lists the filled slots in order', () => {
    expect(customCategoryNames({ customTag1: 'Tea', customTag2: null, customTag3: ' Bikes ' })).toEqual([
      'Tea',
      'Bikes',
    ]);
    expect(customCategoryNames(undefined)).toEqual([]);
  });

  it('stores a trimmed name in the first free slot', () => {
    expect(addCustomCategory({ customTag1: 'Tea', customTag2: null }, '  Bikes ')).toEqual({
      ok: true,
      name: 'Bikes',
      patch: { customTag2: 'Bikes' },
    });
  });

  it('refuses blank, too long, duplicate and a fifth category', () => {
    expect(addCustomCategory({}, '   ')).toEqual({ ok: false, message: 'Category name cannot be blank' });
    expect(addCustomCategory({}, 'x'.repeat(21))).toEqual({
      ok: false,
      message: 'Category name must be at most 20 characters',
    });
    expect(addCustomCategory({}, 'x'.repeat(20))).toMatchObject({ ok: true });
    expect(addCustomCategory({ customTag3: 'Tea' }, 'tea')).toMatchObject({ ok: false });
    const full = { customTag1: 'A', customTag2: 'B', customTag3: 'C', customTag4: 'D' };
    expect(addCustomCategory(full, 'E')).toEqual({
      ok: false,
      message: 'You can have at most four custom categories',
    });
  });

  it('offers the fixed list, the custom ones and the gem’s own, once each', () => {
    const choices = categoryChoices(['Tea'], ['Tea', 'Legacy', 'Art']);
    expect(choices[0]).toBe('Article');
    expect(choices).toContain('Travel');
    expect(choices.filter((c) => c === 'Tea')).toHaveLength(1);
    expect(choices.filter((c) => c === 'Art')).toHaveLength(1);
    expect(choices.at(-1)).toBe('Legacy');
  });
});
