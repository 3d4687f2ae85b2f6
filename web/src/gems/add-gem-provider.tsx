import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth';
import { lazyNamed, showWhenLoaded, useOpenedOnce } from '../components/lazy-named';
import { SignupPromptContext, type SignupRequest } from '../components/signup-prompt-context';
import { ADD_GEM_INTENT, AddGemContext, type AddGemLauncher } from './add-gem-context';
import { domainOf } from './gem-url';

// Both dialogs (forms, selects, validation) load when first opened, not with every page. A
// signed-in user's Add Gem starts loading as soon as they reach for it: a pointer over, a touch
// on or focus in a control marked ADD_GEM_INTENT. Loading it whenever a member's page fell idle
// made its code (building the gem's zod schemas most of all) the last long tasks of every member's
// page on a phone (docs/decisions.md, issue 31 "Add Gem loads on intent").
const loadAddGemDialog = () => import('./add-gem-dialog');
const SignupDialog = lazyNamed(() => import('../components/signup-dialog'), 'SignupDialog');
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
const AddGemDialog = lazyNamed(loadAddGemDialog, 'AddGemDialog');

/**
 * One Add a New Gem dialog for the whole app, opened from the top bar, the account menu, home and
 * the landing page's link box. Guests get the "Save your gem!" signup prompt first and the dialog
 * right after signing up; the same prompt serves a guest's like (spec 01 §2/§6).
 */
export function AddGemProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [signup, setSignup] = useState<SignupRequest | null>(null);
  const [initialUrl, setInitialUrl] = useState<string | null>(null);

  const addGemMounted = useOpenedOnce(open);
  useEffect(() => {
    if (!user) return;
    const reaching = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${ADD_GEM_INTENT}]`)) return;
      stop();
      // Through the lazy part: loaded that way, it renders at once when opened (no suspending).
      void AddGemDialog.preload();
    };
    const stop = () => {
      for (const name of INTENT_EVENTS) document.removeEventListener(name, reaching, true);
    };
    for (const name of INTENT_EVENTS)
      document.addEventListener(name, reaching, { capture: true, passive: true });
    return stop;
  }, [user]);
  const signupMounted = useOpenedOnce(signup !== null);
  const askToSignUp = useCallback(
    (request: SignupRequest) => showWhenLoaded(SignupDialog, () => setSignup(request)),
    [],
  );

  const launcher = useMemo<AddGemLauncher>(() => {
    const openDialog = () => showWhenLoaded(AddGemDialog, () => setOpen(true));
    return {
      openAddGem: (url) => {
        setInitialUrl(url ?? null);
        if (user) openDialog();
        else
          askToSignUp({
            preview: url ? { title: url, domain: domainOf(url) || null } : null,
            onComplete: openDialog,
          });
      },
    };
  }, [user, askToSignUp]);

  return (
    <SignupPromptContext.Provider value={askToSignUp}>
      <AddGemContext.Provider value={launcher}>
        {children}
        <Suspense fallback={null}>
          {addGemMounted ? (
            <AddGemDialog open={open} initialUrl={initialUrl} onClose={() => setOpen(false)} />
          ) : null}
          {signupMounted ? (
            <SignupDialog
              open={signup !== null}
              onClose={() => setSignup(null)}
              onComplete={(created) => signup?.onComplete?.(created)}
              preview={signup?.preview ?? null}
            />
          ) : null}
        </Suspense>
      </AddGemContext.Provider>
    </SignupPromptContext.Provider>
  );
}
