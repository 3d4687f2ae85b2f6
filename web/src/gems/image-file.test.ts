import { describe, expect, it } from '@jest/globals';
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE, TOO_LARGE, imageFileProblem } from './image-file';

describe('imageFileProblem (spec 01 §5 image upload)', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])('accepts %s under 10MB', (type) => {
    expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES - 1 })).toBeNull();
  });

  it.each(['application/pdf', 'text/html', 'image/svg+xml', ''])('refuses %j', (type) => {
    expect(imageFileProblem({ type, size: 10 })).toBe(NOT_AN_IMAGE);
  });

  it('refuses 10MB and more', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBe(TOO_LARGE);
  });
});
