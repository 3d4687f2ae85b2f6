import { DEFAULT_CATEGORY, type ScrapePreview, type Visibility } from '@gems/contracts';
import { domainOf } from './gem-url';

/** Where the fields came from: a scraped page, manual entry after a failure, or a custom list. */
type DraftKind = 'scraped' | 'manual' | 'custom-list';

/** Everything the Add a New Gem form edits before saving (spec 01 §3 gem fields). */
export interface GemDraft {
  kind: DraftKind;
  url: string;
  domain: string;
  title: string;
  description: string;
  imageUrl: string;
  /** A picked or pasted image as a data URL, sent as `uploadedImage`. */
  uploadedImage: string | null;
  categories: string[];
  tags: string[];
  userNote: string;
  /** Null until the user picks: the profile's default applies, decided by the server (spec 02 §1). */
  visibility: Visibility | null;
  isBookmark: boolean;
  /** Who published the page and when, as the preview found it; saved with the gem, not edited. */
  byline: Byline;
}

type Byline = Pick<ScrapePreview, 'siteName' | 'logoUrl' | 'publishedAt' | 'author'>;
const NO_BYLINE: Byline = { siteName: null, logoUrl: null, publishedAt: null, author: null };

const CUSTOM_LIST_DOMAIN = 'custom-list';
const CUSTOM_LIST_CATEGORY = 'Lists';
const MANUAL_TITLE = 'Untitled';

const base = {
  uploadedImage: null,
  tags: [],
  userNote: '',
  visibility: null,
  byline: NO_BYLINE,
};

/**
 * Spec 01 §2/§4: a page that needs a bookmark (a maps list) is saved as one, with the title
 * cleared so the user names it.
 */
export function draftFromPreview(preview: ScrapePreview): GemDraft {
  return {
    ...base,
    kind: 'scraped',
    url: preview.url,
    domain: preview.domain,
    title: preview.requiresBookmark ? '' : preview.title,
    description: preview.description ?? '',
    imageUrl: preview.imageUrl ?? '',
    categories: [preview.category || DEFAULT_CATEGORY],
    isBookmark: preview.requiresBookmark,
    byline: {
      siteName: preview.siteName,
      logoUrl: preview.logoUrl,
      publishedAt: preview.publishedAt,
      author: preview.author,
    },
  };
}

/** Spec 01 §4 manual entry: title "Untitled", category "Article", domain from the URL. */
export function manualDraft(url: string): GemDraft {
  return {
    ...base,
    kind: 'manual',
    url,
    domain: domainOf(url),
    title: MANUAL_TITLE,
    description: '',
    imageUrl: '',
    categories: [DEFAULT_CATEGORY],
    isBookmark: false,
  };
}

/** Spec 01 §4 custom list: domain "custom-list", category "Lists"; it has no address. */
export function customListDraft(name: string, description: string): GemDraft {
  return {
    ...base,
    kind: 'custom-list',
    url: '',
    domain: CUSTOM_LIST_DOMAIN,
    title: name.trim(),
    description: description.trim(),
    imageUrl: '',
    categories: [CUSTOM_LIST_CATEGORY],
    isBookmark: false,
  };
}

export const hasImage = (draft: GemDraft) => Boolean(draft.uploadedImage || draft.imageUrl.trim());

/** Spec 01 §5: a bookmark, or a gem with no image, needs a name. */
export const needsName = (draft: GemDraft) => draft.isBookmark || !hasImage(draft);

/**
 * Whether the title is a name at all: not blank, and not manual entry's "Untitled" left as it
 * was filled in (spec 01 §4: a gem without an image "needs a user-given name").
 */
export const hasGivenName = (draft: GemDraft) =>
  draft.title.trim() !== '' && !(draft.kind === 'manual' && draft.title.trim() === MANUAL_TITLE);
