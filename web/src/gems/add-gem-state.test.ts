import { describe, expect, it } from '@jest/globals';
import type { ScrapePreview } from '@gems/contracts';
import {
  addGemReducer,
  initialAddGemState,
  scrapeTarget,
  type AddGemAction,
  type AddGemState,
} from './add-gem-state';
import { customListDraft, draftFromPreview, manualDraft } from './gem-draft';

const preview: ScrapePreview = {
  title: 'Harbour reopens',
  description: null,
  imageUrl: 'https://news.example/cover.jpg',
  domain: 'news.example',
  url: 'https://news.example/harbour',
  category: 'Article',
  requiresBookmark: false,
  siteName: null,
  logoUrl: null,
  publishedAt: null,
  author: null,
};

const run = (...actions: AddGemAction[]): AddGemState => actions.reduce(addGemReducer, initialAddGemState);

describe('addGemReducer', () => {
  it('keeps a refused URL with its reason until the user types again', () => {
    const refused = run(
      { type: 'url-typed', text: 'not a link' },
      { type: 'url-refused', message: 'Enter a link' },
    );
    expect(refused).toMatchObject({ urlText: 'not a link', urlError: 'Enter a link' });
    expect(addGemReducer(refused, { type: 'url-typed', text: 'news.example' })).toMatchObject({
      urlText: 'news.example',
      urlError: null,
    });
  });

  it('shows the accepted URL as normalised and remembers it for manual entry', () => {
    const state = run(
      { type: 'url-typed', text: ' news.example/harbour ' },
      { type: 'url-refused', message: 'Enter a link' },
      { type: 'url-accepted', url: 'https://news.example/harbour' },
    );
    expect(state).toMatchObject({
      urlText: 'https://news.example/harbour',
      checkedUrl: 'https://news.example/harbour',
      urlError: null,
    });
    expect(addGemReducer(state, { type: 'url-cleared' })).toMatchObject({
      urlText: '',
      checkedUrl: 'https://news.example/harbour',
    });
  });

  it('fills the fields from a preview, clearing an old name refusal and duplicate notice', () => {
    const before = { ...initialAddGemState, titleError: 'Please provide a name', duplicateOf: 7 };
    const state = addGemReducer(before, { type: 'filled', draft: draftFromPreview(preview) });
    expect(state.draft?.title).toBe('Harbour reopens');
    expect(state).toMatchObject({ titleError: null, duplicateOf: null });
  });

  it('clears the name refusal when the title is edited, not when another field is', () => {
    const refused = run(
      { type: 'filled', draft: manualDraft('https://news.example/harbour') },
      { type: 'title-refused', message: 'Please provide a name for this gem' },
    );
    const noted = addGemReducer(refused, { type: 'draft-edited', patch: { userNote: 'for later' } });
    expect(noted.titleError).toBe('Please provide a name for this gem');
    expect(noted.draft?.userNote).toBe('for later');
    const named = addGemReducer(noted, { type: 'draft-edited', patch: { title: 'Harbour' } });
    expect(named.titleError).toBeNull();
    expect(named.draft).toMatchObject({ title: 'Harbour', userNote: 'for later' });
  });

  it('ignores an edit (a late pasted image) once the fields are gone', () => {
    const state = run({ type: 'url-typed', text: 'news.example' });
    expect(addGemReducer(state, { type: 'draft-edited', patch: { uploadedImage: 'data:,' } })).toBe(state);
  });

  it('starting over goes back to the URL step with the URL kept', () => {
    const state = run(
      { type: 'url-accepted', url: 'https://news.example/harbour' },
      { type: 'custom-list-shown', shown: true },
      { type: 'filled', draft: customListDraft('Reading', '') },
      { type: 'started-over' },
    );
    expect(state).toMatchObject({ draft: null, customList: false, urlText: 'https://news.example/harbour' });
  });

  it('keeps the picked collection and the new collection name', () => {
    const state = run({ type: 'shelf-picked', shelfId: 3 }, { type: 'new-collection-typed', title: 'Ports' });
    expect(state).toMatchObject({ shelfId: 3, newCollectionTitle: 'Ports' });
  });

  it('shows a duplicate until the next save, with the saved-by count once it arrives', () => {
    const found = run(
      { type: 'filled', draft: draftFromPreview(preview) },
      { type: 'duplicate-found', gemId: 42 },
    );
    expect(found).toMatchObject({ duplicateOf: 42, savedBy: undefined });
    const counted = addGemReducer(found, { type: 'saved-by-known', gemId: 42, count: 5 });
    expect(counted.savedBy).toBe(5);
    expect(addGemReducer(counted, { type: 'save-sent' }).duplicateOf).toBeNull();
  });

  it('drops a saved-by count for a notice that is no longer showing', () => {
    const resent = run({ type: 'duplicate-found', gemId: 42 }, { type: 'save-sent' });
    expect(addGemReducer(resent, { type: 'saved-by-known', gemId: 42, count: 5 })).toBe(resent);
    const other = run({ type: 'duplicate-found', gemId: 43 });
    expect(addGemReducer(other, { type: 'saved-by-known', gemId: 42, count: 5 }).savedBy).toBeUndefined();
  });

  it('forgets everything on reset, and a shared link fills the URL box', () => {
    const used = run(
      { type: 'url-accepted', url: 'https://news.example/harbour' },
      { type: 'filled', draft: draftFromPreview(preview) },
      { type: 'shelf-picked', shelfId: 3 },
    );
    expect(addGemReducer(used, { type: 'reset' })).toEqual(initialAddGemState);
    expect(run({ type: 'url-offered', url: 'https://shared.example/' }).urlText).toBe(
      'https://shared.example/',
    );
  });
});

describe('scrapeTarget', () => {
  it('sends a link typed without a scheme as typed, so the scraper can fall back to http', () => {
    expect(scrapeTarget('news.example/harbour', 'https://news.example/harbour')).toBe('news.example/harbour');
  });

  it('keeps a scheme the user typed', () => {
    expect(scrapeTarget(' HTTP://news.example/', 'http://news.example/')).toBe('http://news.example/');
    expect(scrapeTarget('https://news.example/', 'https://news.example/')).toBe('https://news.example/');
  });
});
