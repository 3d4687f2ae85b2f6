import { describe, expect, it } from '@jest/globals';
import Parser from 'rss-parser';
import { feedGems, rssFeed, type FeedGem } from './rss.js';

const gem = (id: number, overrides: Partial<FeedGem> = {}): FeedGem => ({
  id,
  title: `Gem ${id}`,
  description: '',
  imageUrl: '',
  tags: [],
  domain: 'example.com',
  visibility: 'public',
  createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 1, id)).toISOString(),
  ...overrides,
});

describe('rss feed', () => {
  it('keeps the newest 50 public gems only', () => {
    const gems = [...Array.from({ length: 60 }, (_, i) => gem(i + 1)), gem(99, { visibility: 'followers' })];
    const kept = feedGems(gems);
    expect(kept).toHaveLength(50);
    expect(kept[0]!.id).toBe(60);
    expect(kept.some((g) => g.id === 99)).toBe(false);
  });

  it('writes hostile values escaped, absolute links, images and tags, read back by rss-parser', async () => {
    const { xml, lastModified } = rssFeed({
      origin: 'https://g.example',
      title: 'Ada <on> Gems',
      description: 'x & y',
      pagePath: '/profile/ada',
      feedPath: '/profile/ada/feed.xml',
      gems: [
        gem(2, {
          title: '</title><script>alert(1)</script> ]]> end',
          imageUrl: '/uploads/2.webp',
          tags: ['a&b'],
        }),
        gem(1, { imageUrl: 'data:image/png;base64,AAAA' }),
      ],
    });
    expect(lastModified.toISOString()).toBe(new Date(Date.UTC(2026, 1, 2)).toISOString());
    const feed = await new Parser().parseString(xml);
    // markup in a title stays text to a reader (CDATA, split around a `]]>`)
    expect(feed.title).toBe('Ada <on> Gems');
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      title: '</title><script>alert(1)</script> ]]> end',
      link: 'https://g.example/gem/2',
      categories: ['a&b'],
      enclosure: expect.objectContaining({ url: 'https://g.example/uploads/2.webp' }),
    });
    expect(feed.items[1]!.enclosure).toBeUndefined();
  });
});
