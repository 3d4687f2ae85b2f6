import { describe, expect, it } from '@jest/globals';
import type { ScrapePreview } from '@gems/contracts';
import { draftFromPreview, manualDraft } from './gem-draft';
import { gemPayload } from './gem-save';

const preview: ScrapePreview = {
  title: 'Harbour reopens',
  description: null,
  imageUrl: 'https://news.example/cover.jpg',
  domain: 'news.example',
  url: 'https://news.example/harbour',
  category: 'Article',
  requiresBookmark: false,
  siteName: 'The Gazette',
  logoUrl: 'https://news.example/logo.png',
  publishedAt: '2026-03-14T09:30:00.000Z',
  author: 'Ada Quay',
};

describe('gemPayload', () => {
  it('saves a scraped link with the byline its preview found', () => {
    const saved = gemPayload(draftFromPreview(preview), null);
    expect(saved).toMatchObject({
      ok: true,
      payload: {
        siteName: 'The Gazette',
        logoUrl: 'https://news.example/logo.png',
        publishedAt: '2026-03-14T09:30:00.000Z',
        author: 'Ada Quay',
      },
    });
  });

  it('sends no byline for a gem entered by hand', () => {
    const saved = gemPayload({ ...manualDraft('https://news.example/x'), title: 'X' }, null);
    expect(saved).toMatchObject({
      ok: true,
      payload: { siteName: null, logoUrl: null, publishedAt: null, author: null },
    });
  });

  it('asks a gem without an image for a name: blank, or manual entry\'s "Untitled" left as is', () => {
    const manual = manualDraft('https://news.example/x');
    const refused = { ok: false, field: 'title', message: 'Please provide a name for this gem' };
    expect(gemPayload(manual, null)).toEqual(refused);
    expect(gemPayload({ ...manual, title: '  ' }, null)).toEqual(refused);
    expect(gemPayload({ ...manual, title: 'Untitled ideas' }, null)).toMatchObject({ ok: true });
    // With an image the prefilled title may stay (spec 01 §4).
    const withImage = { ...manual, imageUrl: 'https://news.example/cover.jpg' };
    expect(gemPayload(withImage, null)).toMatchObject({ ok: true, payload: { title: 'Untitled' } });
  });
});
