import { useEffect, useState } from 'react';

export const INSTALL_PROMPT_SEEN_KEY = 'hasSeenInstallPrompt';
const DELAY_MS = 1500;

export type Phone = 'ios' | 'android';

function phoneKind(userAgent: string): Phone | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

function seen(): boolean {
  try {
    return localStorage.getItem(INSTALL_PROMPT_SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

/** What counts as someone using the page (the events that also end its largest-paint measure). */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * Spec 02 §2: the one-time "Add to Home Screen" prompt is due on a phone 1.5 s after load — once
 * the visitor has used the page (a tap, a key, a scroll). A dialog over a page nobody has touched
 * yet is an interstitial, and it was the largest paint of a phone's first visit (issue 31: LCP
 * 4.7 s on the collection and profile pages); browsers end that measure at the first interaction.
 * No dialog code is loaded before then: the phone that never uses the page never pays for it.
 */
export function useInstallPromptDue(): Phone | null {
  const [due, setDue] = useState<Phone | null>(null);

  useEffect(() => {
    const phone = phoneKind(navigator.userAgent);
    if (!phone || seen()) return;
    let timer: number | undefined;
    const used = () => {
      for (const name of INTERACTIONS) window.removeEventListener(name, used, true);
      // 1.5 s after the page loaded, not after this hook's component mounted.
      timer = window.setTimeout(() => setDue(phone), Math.max(0, DELAY_MS - performance.now()));
    };
    for (const name of INTERACTIONS) window.addEventListener(name, used, { capture: true, passive: true });
    return () => {
      for (const name of INTERACTIONS) window.removeEventListener(name, used, true);
      window.clearTimeout(timer);
    };
  }, []);

  return due;
}
