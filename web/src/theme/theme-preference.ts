/** Spec 01 §1: light, dark or system (default), remembered in local storage under `theme`. */
export const THEME_STORAGE_KEY = 'theme';
const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Storage can be missing or throw (private mode, blocked cookies): the theme then just isn't remembered. */
function defaultStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function readThemePreference(store: KeyValueStore | null = defaultStore()): ThemePreference {
  try {
    const saved = store?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

export function writeThemePreference(
  preference: ThemePreference,
  store: KeyValueStore | null = defaultStore(),
): void {
  try {
    store?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Quota or privacy settings: the choice still applies for this visit.
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
