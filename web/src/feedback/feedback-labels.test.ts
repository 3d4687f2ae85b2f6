import { describe, expect, it } from '@jest/globals';
import { FEEDBACK_CATEGORIES } from '@gems/contracts';
import { feedbackLabel } from './feedback-labels';

describe('feedbackLabel', () => {
  it('reads "UI" for ui and capitalises the rest', () => {
    expect(FEEDBACK_CATEGORIES.map(feedbackLabel)).toEqual([
      'UI',
      'Performance',
      'Scraping',
      'Authentication',
      'Mobile',
      'Other',
    ]);
  });
});
