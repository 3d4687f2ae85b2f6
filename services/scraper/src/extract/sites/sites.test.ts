import { describe, expect, it } from '@jest/globals';
import { extract } from '../extract.js';
import { youtubeVideoId } from './youtube.js';

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const run = (html: string, url: string, extractLocations = false) =>
  extract(Buffer.from(html), url, { extractLocations });

describe('site rules', () => {
  it('Amazon: the product title element and the main image in high resolution', () => {
    const html = page(
      '<title>Kettle, Steel, 1.7 L : Amazon.co.uk: Home &amp; Kitchen</title>',
      `<img class="a-dynamic-image" src="https://m.media-amazon.com/images/I/other._SS100_.jpg">
       <span id="productTitle">  Kettle, Steel, 1.7 L  </span>
       <img id="landingImage" src="https://m.media-amazon.com/images/I/k._SY300_.jpg" data-old-hires="https://m.media-amazon.com/images/I/k._SL1500_.jpg">`,
    );
    expect(run(html, 'https://www.amazon.co.uk/dp/B000000001')).toMatchObject({
      title: 'Kettle, Steel, 1.7 L',
      image: 'https://m.media-amazon.com/images/I/k._SL1500_.jpg',
      publisher: 'Amazon',
      category: 'Products',
      site: 'amazon',
    });
  });

  it('Amazon: without a product title element the store suffix is cut from the document title', () => {
    const html = page('<title>Kettle, Steel : Amazon.de: Küche</title>');
    expect(run(html, 'https://www.amazon.de/dp/B000000001').title).toBe('Kettle, Steel');
  });

  it('X: short title, the post text, the post photo', () => {
    const html = page(
      '<meta property="og:title" content="Jane Doe on X: &quot;Look at this https://t.co/a https://t.co/b&quot; / X"><meta property="og:image" content="https://abs.twimg.com/og/image.png">',
      '<div data-testid="tweetPhoto"><img src="https://pbs.twimg.com/media/ABC?format=jpg&amp;name=small"></div>',
    );
    expect(run(html, 'https://x.com/janedoe/status/1')).toMatchObject({
      title: 'Jane Doe (@janedoe) on X',
      description: 'Look at this https://t.co/a',
      image: 'https://pbs.twimg.com/media/ABC?format=jpg&name=small',
      publisher: 'X',
    });
  });

  it('X: a profile picture card is upgraded to 400px', () => {
    const html = page(
      '<meta property="og:title" content="Jane Doe (@janedoe) on X"><meta property="og:description" content="Hi"><meta property="og:image" content="https://pbs.twimg.com/profile_images/1/a_200x200.jpg">',
    );
    expect(run(html, 'https://twitter.com/janedoe/status/1').image).toBe(
      'https://pbs.twimg.com/profile_images/1/a_400x400.jpg',
    );
  });

  it('YouTube: the video id from every URL shape, and the best thumbnail with fallbacks', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect(youtubeVideoId(new URL(url))).toBe('dQw4w9WgXcQ');
    const withMaxRes = page(
      '<meta property="og:title" content="Song"><meta property="og:image" content="https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg">',
    );
    expect(run(withMaxRes, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({
      image: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      imageFallbacks: [
        'https://img.youtube.com/vi/dQw4w9WgXcQ/sddefault.jpg',
        'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      ],
      category: 'Media',
    });
    const without = page(
      '<meta property="og:image" content="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"><title>Song - YouTube</title>',
    );
    expect(run(without, 'https://youtu.be/dQw4w9WgXcQ')).toMatchObject({
      title: 'Song',
      image: 'https://img.youtube.com/vi/dQw4w9WgXcQ/sddefault.jpg',
    });
  });

  it('Instagram: the short card title instead of the caption', () => {
    const html = page(
      '<meta property="og:title" content="Ana on Instagram: &quot;long caption&quot;"><meta name="twitter:title" content="Ana (@ana) • Instagram photo">',
    );
    expect(run(html, 'https://www.instagram.com/p/abc/')).toMatchObject({
      title: 'Ana (@ana) • Instagram photo',
      author: 'Ana',
    });
  });

  it('Reddit: the document title and description instead of its generic Open Graph text', () => {
    const html = page(
      '<title>My build : r/bikes</title><meta property="og:title" content="From the bikes community on Reddit"><meta property="og:description" content="Explore this post"><meta name="description" content="Steel frame, 11 speed.">',
    );
    expect(run(html, 'https://www.reddit.com/r/bikes/comments/1/my_build/')).toMatchObject({
      title: 'My build : r/bikes',
      description: 'Steel frame, 11 speed.',
    });
  });

  it('SoundCloud: the uploader description block; UOL: the JSON-LD headline over cut meta tags', () => {
    const sound = page(
      '<meta property="og:description" content="short">',
      '<div class="soundTitle__description sc-text">Full notes on the track.</div><a class="soundTitle__username">Maker</a>',
    );
    expect(run(sound, 'https://soundcloud.com/maker/track')).toMatchObject({
      description: 'Full notes on the track.',
      author: 'Maker',
      category: 'Music',
    });
    const news = page(
      '<meta property="og:title" content="Cut "quote" here"><script type="application/ld+json">{"@type":"NewsArticle","headline":"Cut \\"quote\\" here, in full","description":"Whole story."}</script>',
    );
    expect(run(news, 'https://noticias.uol.com.br/2019/a.htm')).toMatchObject({
      title: 'Cut "quote" here, in full',
      description: 'Whole story.',
    });
  });

  it('Spotify, TikTok, Dribbble, Telegram', () => {
    expect(
      run(
        page(
          '<meta property="og:description" content="Listen to this episode from Show on Spotify. Real text.">',
        ),
        'https://open.spotify.com/episode/1',
      ),
    ).toMatchObject({ description: 'Real text.', category: 'Media' });
    expect(
      run(page('<meta property="og:title" content="Jo on TikTok">'), 'https://www.tiktok.com/@jo/video/1')
        .title,
    ).toBe('Jo (@jo) on TikTok');
    expect(
      run(
        page(
          '<meta name="description" content="Studio | We design things. | Connect with them on Dribbble">',
        ),
        'https://dribbble.com/studio',
      ),
    ).toMatchObject({ description: 'We design things.', category: 'Design' });
    expect(
      run(
        page(
          '<meta property="og:description" content="Deal of the day: lamp 39€"><meta property="og:title" content="Deals">',
          '<div class="tgme_widget_message_text js-message_text">Deal of the day: lamp 39€ and more deals every day</div>',
        ),
        'https://t.me/deals/1',
      ).description,
    ).toBe('Deal of the day: lamp 39€ and more deals every day');
  });
});

describe('Google Maps', () => {
  it('a place: a bookmark named after the place, its position read from the URL', () => {
    const url =
      'https://www.google.com/maps/place/Caf%C3%A9+Lisboa/@38.71,-9.14,17z/data=!3m1!4b1!4m6!3m5!3d38.7104!4d-9.1435';
    const p = run(page('<title>Google Maps</title>'), url, true);
    expect(p).toMatchObject({ title: 'Café Lisboa', requiresBookmark: true, category: 'Travel' });
    expect(p.locations).toEqual([{ name: 'Café Lisboa', latitude: 38.7104, longitude: -9.1435, url }]);
  });

  it('a list: the list name, and each place it describes', () => {
    const ld = JSON.stringify({
      '@type': 'ItemList',
      name: 'Coffee in Lisbon',
      itemListElement: [
        {
          '@type': 'ListItem',
          item: {
            '@type': 'CafeOrCoffeeShop',
            name: 'Fábrica',
            address: 'R. das Flores 63',
            geo: { latitude: 38.71, longitude: -9.14 },
          },
        },
        {
          '@type': 'ListItem',
          item: {
            '@type': 'CafeOrCoffeeShop',
            name: 'Copenhagen Coffee Lab',
            address: { streetAddress: 'R. Nova 10', addressLocality: 'Lisboa' },
          },
        },
      ],
    });
    const html = page(
      `<title>Coffee in Lisbon · Google Maps</title><meta property="og:title" content="Coffee in Lisbon"><script type="application/ld+json">${ld}</script>`,
    );
    const list = run(html, 'https://www.google.com/maps/@/data=!3m1!4b1!4m3!11m2!2sAbCd!3e3', true);
    expect(list).toMatchObject({ title: 'Coffee in Lisbon', requiresBookmark: true, category: 'Lists' });
    expect(list.locations).toEqual([
      { name: 'Fábrica', address: 'R. das Flores 63', latitude: 38.71, longitude: -9.14 },
      { name: 'Copenhagen Coffee Lab', address: 'R. Nova 10, Lisboa' },
    ]);
    expect(run(html, 'https://www.google.com/maps/@/data=!4m3!11m2!2sAbCd').locations).toEqual([]);
  });

  it('other Google pages are not maps', () => {
    expect(run(page('<title>Search</title>'), 'https://www.google.com/search?q=maps').requiresBookmark).toBe(
      false,
    );
  });
});
