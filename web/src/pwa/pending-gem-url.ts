/** Spec 02 §3 local storage key for a link shared into the app, picked up by the home page. */
const PENDING_GEM_URL_KEY = 'pendingGemUrl';

export function writePendingGemUrl(value: string): void {
  try {
    localStorage.setItem(PENDING_GEM_URL_KEY, value);
  } catch {
    // Storage blocked: the shared link cannot survive the redirect.
  }
}

export function readPendingGemUrl(): string | null {
  try {
    return localStorage.getItem(PENDING_GEM_URL_KEY);
  } catch {
    return null;
  }
}

export function clearPendingGemUrl(): void {
  try {
    localStorage.removeItem(PENDING_GEM_URL_KEY);
  } catch {
    // Nothing stored then.
  }
}
