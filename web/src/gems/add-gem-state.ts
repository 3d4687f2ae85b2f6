import type { GemDraft } from './gem-draft';

/** Everything Add a New Gem remembers between renders (spec 01 §2: URL → Get Info → fields → Save). */
export interface AddGemState {
  /** The URL box as typed (or as normalised by Get Info). */
  urlText: string;
  urlError: string | null;
  /** The URL Get Info last accepted: manual entry after a failed scrape starts from it. */
  checkedUrl: string;
  /** The "Create a custom list" form is showing instead of the URL step. */
  customList: boolean;
  /** The gem's fields once filled (scraped, manual or custom list); null on the first step. */
  draft: GemDraft | null;
  titleError: string | null;
  shelfId: number | null;
  newCollectionTitle: string;
  /** The id of the gem the user already saved with this link (a 409 answer). */
  duplicateOf: number | null;
  /** How many curators saved that link (GET /api/gems/{id}'s savedByCount), once known. */
  savedBy: number | undefined;
}

export type AddGemAction =
  /** The dialog forgets its contents (closed, or reopened before the delayed reset ran). */
  | { type: 'reset' }
  /** Opened with a link to start from (a shared URL); Get Info is still the user's to press. */
  | { type: 'url-offered'; url: string }
  | { type: 'url-typed'; text: string }
  | { type: 'url-refused'; message: string }
  | { type: 'url-accepted'; url: string }
  /** Back to an empty URL box after a failed scrape. */
  | { type: 'url-cleared' }
  /** The fields are filled: from a preview, by hand, or as a custom list. */
  | { type: 'filled'; draft: GemDraft }
  | { type: 'custom-list-shown'; shown: boolean }
  /** From the fields back to the first step, the URL kept. */
  | { type: 'started-over' }
  | { type: 'draft-edited'; patch: Partial<GemDraft> }
  | { type: 'title-refused'; message: string }
  | { type: 'shelf-picked'; shelfId: number | null }
  | { type: 'new-collection-typed'; title: string }
  | { type: 'save-sent' }
  | { type: 'duplicate-found'; gemId: number }
  | { type: 'saved-by-known'; gemId: number; count: number | undefined };

export const initialAddGemState: AddGemState = {
  urlText: '',
  urlError: null,
  checkedUrl: '',
  customList: false,
  draft: null,
  titleError: null,
  shelfId: null,
  newCollectionTitle: '',
  duplicateOf: null,
  savedBy: undefined,
};

/** Add a New Gem's transitions; the dialog does the side effects (focus, toasts, requests). */
export function addGemReducer(state: AddGemState, action: AddGemAction): AddGemState {
  switch (action.type) {
    case 'reset':
      return initialAddGemState;
    case 'url-offered':
      return { ...state, urlText: action.url };
    case 'url-typed':
      return { ...state, urlText: action.text, urlError: null };
    case 'url-refused':
      return { ...state, urlError: action.message };
    case 'url-accepted':
      return { ...state, urlText: action.url, checkedUrl: action.url, urlError: null };
    case 'url-cleared':
      return { ...state, urlText: '' };
    case 'filled':
      return { ...state, draft: action.draft, titleError: null, duplicateOf: null };
    case 'custom-list-shown':
      return { ...state, customList: action.shown };
    case 'started-over':
      return { ...state, draft: null, customList: false };
    case 'draft-edited':
      if (!state.draft) return state;
      return {
        ...state,
        draft: { ...state.draft, ...action.patch },
        // Typing a name answers "Gem name required".
        titleError: action.patch.title !== undefined ? null : state.titleError,
      };
    case 'title-refused':
      return { ...state, titleError: action.message };
    case 'shelf-picked':
      return { ...state, shelfId: action.shelfId };
    case 'new-collection-typed':
      return { ...state, newCollectionTitle: action.title };
    case 'save-sent':
      return { ...state, duplicateOf: null };
    case 'duplicate-found':
      return { ...state, duplicateOf: action.gemId, savedBy: undefined };
    case 'saved-by-known':
      // A count that arrives after the notice went (started over, saved again) is dropped.
      return state.duplicateOf === action.gemId ? { ...state, savedBy: action.count } : state;
  }
}

/**
 * What Get Info sends the scraper: typed without a scheme, the link goes as typed (without the
 * https:// the check added), so the scraper tries https, then http (issue 15 §6).
 */
export function scrapeTarget(typed: string, checkedUrl: string): string {
  const typedScheme = /^https?:\/\//i.test(typed.trim());
  return typedScheme ? checkedUrl : checkedUrl.replace(/^https:\/\//, '');
}
