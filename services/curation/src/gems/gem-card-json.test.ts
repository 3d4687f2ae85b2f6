import { describe, expect, it } from '@jest/globals';
import { zListedGem } from '@gems/contracts';
import { cardJson, contentJson } from './gem-card-json.js';
import type { GemCardRow } from './gem-cards.repository.js';
import { toListedGem } from './gem.mapper.js';

const row = (overrides: Partial<GemCardRow> = {}): GemCardRow => ({
  id: 7,
  version: '1234',
  user_id: 3,
  title: 'Quotes " and \\ back\\slash 🍞',
  description: 'line one\nline two \u2028 </script>',
  user_note: '',
  url: 'https://example.com/a',
  canonical_url: null,
  image_url: '',
  domain: 'example.com',
  categories: null,
  tags: ['crème', 'a"b'],
  visibility: 'followers',
  is_bookmark: true,
  site_name: null,
  logo_url: 'https://example.com/logo.png',
  published_at: '2026-03-14T09:30:00.123Z',
  author: null,
  source_image_url: 'https://example.com/cover.png',
  image_srcset: '/uploads/gems/3/a-600.webp 600w, /uploads/gems/3/a.webp 1200w',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T11:00:00.000Z',
  link_status: 'moved',
  link_http_status: 301,
  link_checked_at: '2026-11-26T08:00:00.000Z',
  link_moved_to: 'https://example.com/b',
  username: null,
  profile_image_url: '/uploads/a b.webp',
  like_count: 12,
  comment_count: 0,
  liked: false,
  extra_image_urls: ['https://example.com/1.png'],
  k0: '2026-11-25T10:00:00.000Z',
  k1: 7,
  ...overrides,
});

describe('cardJson(contentJson(row), row)', () => {
  it('is exactly the JSON of the card the API documents, whatever the text holds', () => {
    for (const r of [row(), row({ username: 'ada', liked: true, categories: ['Art'], user_note: 'x' })]) {
      const json = cardJson(contentJson(r), r);
      expect(json).toBe(JSON.stringify(toListedGem(r)));
      expect(zListedGem.parse(JSON.parse(json))).toEqual(toListedGem(r));
    }
  });

  it('keeps the content apart from the head: the same content with new counters', () => {
    const content = contentJson(row());
    const later = row({ like_count: 13, liked: true, username: 'renamed' });
    expect(JSON.parse(cardJson(content, later))).toMatchObject({
      title: row().title,
      likeCount: 13,
      likedByViewer: true,
      creator: { id: 3, username: 'renamed' },
    });
  });
});
