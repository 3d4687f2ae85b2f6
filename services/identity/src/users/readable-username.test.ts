import { describe, expect, it } from '@jest/globals';
import { zUsername } from '@gems/contracts';
import { readableUsername } from './readable-username.js';

describe('readableUsername', () => {
  it.each([
    ['Дмитрий Ковалёв', 'Dmitriy.Kovalev'],
    ['李小龍', 'LiXiaoLong'],
    ['Zoë  O’Brien', 'Zoe.OBrien'],
    ['ada_lovelace', 'ada_lovelace'],
  ])('transliterates %s to %s', (name, expected) => {
    expect(readableUsername(name)).toBe(expected);
  });

  it.each([[''], [null], ['😀😀'], ['__'], ['x']])('falls back to a neutral name for %j', (name) => {
    expect(readableUsername(name)).toBe('member');
  });

  it('always leaves room for a suffix within the username rules', () => {
    const name = readableUsername('Ἀριστοτέλης ὁ Σταγειρίτης καὶ ἄλλοι φιλόσοφοι πολλοί');
    expect(zUsername.safeParse(`${name}_abcd`).success).toBe(true);
  });
});
