import { describe, expect, it } from '@jest/globals';
import { COLLECTION_NAME_REQUIRED, newCollectionNameError } from './collection-name';

describe('newCollectionNameError', () => {
  it('refuses a name of only spaces, accepts a name or nothing typed', () => {
    expect(newCollectionNameError('   ')).toBe(COLLECTION_NAME_REQUIRED);
    expect(newCollectionNameError('\t ')).toBe('Please enter a collection name');
    expect(newCollectionNameError('')).toBeNull();
    expect(newCollectionNameError(' Reading list ')).toBeNull();
  });
});
