import { describe, expect, it } from '@jest/globals';
import { collectionCard, gemCard, profileCard, type VisibleGem } from './card.js';
import { cardTags, withCard } from './head.js';

const INDEX = `<!doctype html><html><head>
    <meta charset="UTF-8" />
    <meta name="description" content="Gems: save, organise and share your favorite links." />
    <title>Gems</title>
  </head><body><div id="root"></div></body></html>`;

const gem = (overrides: Partial<VisibleGem> = {}): VisibleGem => ({
  id: 7,
  title: 'A good read',
  description: 'Why it matters',
  imageUrl: '/uploads/gems/7.webp',
  visibility: 'public',
  domain: 'example.com',
  creator: { username: 'ada' },
  ...overrides,
});

describe('share card head', () => {
  it('carries the page’s own title, description, absolute image and canonical URL', () => {
    const html = withCard(INDEX, cardTags(gemCard(gem())!, 'https://gems.example'));
    expect(html).toContain('<title>A good read · Gems</title>');
    expect(html).toContain('<meta property="og:title" content="A good read" />');
    expect(html).toContain('<meta property="og:description" content="Why it matters" />');
    expect(html).toContain('<meta property="og:image" content="https://gems.example/uploads/gems/7.webp" />');
    expect(html).toContain('<meta property="og:url" content="https://gems.example/gem/7" />');
    expect(html).toContain('<link rel="canonical" href="https://gems.example/gem/7" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:site_name" content="Gems" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // the generic title and description are replaced, not doubled
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root">');
  });

  it('escapes hostile titles, descriptions and image URLs', () => {
    const hostile = gem({
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(2)> & more',
      imageUrl: 'https://img.example/a.jpg"><script>alert(3)</script>',
    });
    const html = withCard(INDEX, cardTags(gemCard(hostile)!, 'https://gems.example'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Gems</title>');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(2)&gt; &amp; more"');
  });

  it('keeps replacement patterns in titles literal', () => {
    const html = withCard(INDEX, cardTags(gemCard(gem({ title: "$& $' $`" }))!, 'https://g.example'));
    expect(html).toContain('<title>$&amp; $&#39; $` · Gems</title>');
  });

  it('uses a summary card and no og:image without a usable image', () => {
    for (const imageUrl of ['', 'data:image/png;base64,AAAA', 'javascript:alert(1)']) {
      const tags = cardTags(gemCard(gem({ imageUrl }))!, 'https://g.example');
      expect(tags).not.toContain('og:image');
      expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    }
  });
});

describe('cards only for what a visitor may see', () => {
  it('gives no card for a private or followers-only gem, a private collection or profile', () => {
    expect(gemCard(gem({ visibility: 'private' }))).toBeNull();
    expect(gemCard(gem({ visibility: 'followers' }))).toBeNull();
    const collection = {
      id: 3,
      title: 'Maps',
      description: '',
      visibility: 'private',
      gemCount: 2,
      previewImages: ['https://img.example/1.jpg'],
      creator: { username: 'ada' },
    };
    expect(collectionCard(collection)).toBeNull();
    expect(collectionCard({ ...collection, visibility: 'public' })).toMatchObject({
      path: '/collections/3',
      title: 'Maps',
      description: 'A collection of 2 gems by @ada on Gems.',
      image: 'https://img.example/1.jpg',
    });
    const profile = {
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      bio: null,
      profileImageUrl: null,
      isPublic: false,
    };
    expect(profileCard(profile)).toBeNull();
    expect(profileCard({ ...profile, isPublic: true })).toMatchObject({
      path: '/profile/ada',
      title: 'Ada Lovelace (@ada)',
      type: 'profile',
      image: null,
      feed: '/profile/ada/feed.xml',
    });
  });

  it('clips a long description', () => {
    const card = gemCard(gem({ description: 'word '.repeat(200) }))!;
    expect(card.description.length).toBeLessThanOrEqual(300);
    expect(card.description.endsWith('…')).toBe(true);
  });
});
