import { describe, expect, it } from '@jest/globals';
import { statementNames } from './statement-names.js';

describe('statementNames', () => {
  it('gives a parameterised text one name, another text another, and none to a text without parameters', () => {
    const name = statementNames();
    const a = name({ sql: 'SELECT * FROM t WHERE id = $1' });
    expect(a).toMatch(/^p_[\w-]{27}$/);
    expect(name({ sql: 'SELECT * FROM t WHERE id = $1' })).toBe(a);
    expect(name({ sql: 'SELECT * FROM u WHERE id = $1' })).not.toBe(a);
    expect(name({ sql: 'BEGIN' })).toBe('');
  });

  it('names no new text past its bound, and keeps the names it gave', () => {
    const name = statementNames(2);
    const first = name({ sql: 'SELECT $1' });
    expect(name({ sql: 'SELECT $1, 2' })).not.toBe('');
    expect(name({ sql: 'SELECT $1, 3' })).toBe('');
    expect(name({ sql: 'SELECT $1' })).toBe(first);
  });
});
