/**
 * Invite (`?invite=`) and referral (`?ref=`) codes from the URL a visitor landed on, kept until
 * they register (also across the two register steps and the sign-up dialog, and a reload), then
 * sent as `POST /api/auth/register?invite=…&ref=…` and forgotten.
 */
const KEY = 'gems:signup-codes';
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export interface SignupCodes {
  invite?: string;
  ref?: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function storedSignupCodes(): SignupCodes {
  try {
    const parsed = JSON.parse(storage()?.getItem(KEY) ?? '{}') as SignupCodes;
    return {
      ...(parsed.invite && CODE.test(parsed.invite) ? { invite: parsed.invite } : {}),
      ...(parsed.ref && CODE.test(parsed.ref) ? { ref: parsed.ref } : {}),
    };
  } catch {
    return {};
  }
}

/** Remembers the codes of a URL's query string (a newer code replaces an older one). */
export function rememberSignupCodes(search: string): void {
  const params = new URLSearchParams(search);
  const invite = params.get('invite')?.trim();
  const ref = params.get('ref')?.trim();
  const next = { ...storedSignupCodes() };
  if (invite && CODE.test(invite)) next.invite = invite;
  if (ref && CODE.test(ref)) next.ref = ref;
  if (next.invite || next.ref) storage()?.setItem(KEY, JSON.stringify(next));
}

export function forgetSignupCodes(): void {
  storage()?.removeItem(KEY);
}

/** The register call's query string: the page's own codes first, else the remembered ones. */
export function signupQuery(explicit: SignupCodes = {}): string {
  const stored = storedSignupCodes();
  const params = new URLSearchParams();
  const invite = explicit.invite || stored.invite;
  const ref = explicit.ref || stored.ref;
  if (invite) params.set('invite', invite);
  if (ref) params.set('ref', ref);
  const query = params.toString();
  return query ? `?${query}` : '';
}

// The landing URL is read once, when the app starts (this module loads with the auth calls).
if (typeof window !== 'undefined') rememberSignupCodes(window.location.search);
