import { useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth';
import { SignupDialog } from '../components/signup-dialog';
import { AddGemContext, type AddGemLauncher } from './add-gem-context';
import { AddGemDialog } from './add-gem-dialog';

/**
 * One Add a New Gem dialog for the whole app, opened from the top bar, the account menu and
 * home. Guests get the signup prompt first and the dialog right after signing up.
 */
export function AddGemProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [signup, setSignup] = useState(false);
  const [initialUrl, setInitialUrl] = useState<string | null>(null);

  const launcher = useMemo<AddGemLauncher>(
    () => ({
      openAddGem: (url) => {
        setInitialUrl(url ?? null);
        if (user) setOpen(true);
        else setSignup(true);
      },
    }),
    [user],
  );

  return (
    <AddGemContext.Provider value={launcher}>
      {children}
      <AddGemDialog open={open} initialUrl={initialUrl} onClose={() => setOpen(false)} />
      <SignupDialog
        open={signup}
        onClose={() => setSignup(false)}
        onComplete={() => setOpen(true)}
        preview={initialUrl ? { title: initialUrl } : null}
      />
    </AddGemContext.Provider>
  );
}
