import { describe, expect, it } from '@jest/globals';
import { COMMENT_REQUIRED, COMMENT_TOO_LONG, commentCounter, commentProblem } from './comment-rules';
import { timeAgo } from './relative-time';

describe('commentProblem', () => {
  it('refuses blank text and text over 500 characters', () => {
    expect(commentProblem('')).toBe(COMMENT_REQUIRED);
    expect(commentProblem('   \n\t')).toBe(COMMENT_REQUIRED);
    expect(commentProblem('x'.repeat(501))).toBe(COMMENT_TOO_LONG);
  });

  it('accepts 1 to 500 characters, measured after trimming', () => {
    expect(commentProblem('ok')).toBeNull();
    expect(commentProblem('x'.repeat(500))).toBeNull();
    expect(commentProblem(`  ${'x'.repeat(500)}  `)).toBeNull();
    expect(commentCounter('hello')).toBe('5 / 500');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (seconds: number) => timeAgo(new Date(now.getTime() - seconds * 1000).toISOString(), now);

  it('follows the spec steps: minutes under 45, about 1 hour under 90 minutes', () => {
    expect(ago(5)).toBe('less than a minute ago');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(44 * 60)).toBe('44 minutes ago');
    expect(ago(45 * 60)).toBe('about 1 hour ago');
    expect(ago(89 * 60)).toBe('about 1 hour ago');
    expect(ago(3 * 3600)).toBe('about 3 hours ago');
    expect(ago(30 * 3600)).toBe('1 day ago');
    expect(ago(5 * 86400)).toBe('5 days ago');
    expect(ago(40 * 86400)).toBe('about 1 month ago');
    expect(ago(200 * 86400)).toBe('7 months ago');
    expect(ago(400 * 86400)).toBe('about 1 year ago');
  });

  it('treats clock skew as just now and bad dates as unknown', () => {
    expect(timeAgo('2026-11-21T12:05:00Z', now)).toBe('less than a minute ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
