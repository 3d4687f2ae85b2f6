import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyNamed } from '../components/lazy-named';
import { useAuth } from './use-auth';

// The banner's code loads only for an account that needs it.
const EmailReminder = lazyNamed(() => import('./email-reminder'), 'EmailReminder');

/** Pages where the reminder would repeat what the page says (Settings) or what it is doing. */
const QUIET_PATHS = ['/settings', '/verify-email'];

/** Issue 32: a quiet reminder for a signed-in account with an unverified e-mail address. */
export function EmailReminderSlot() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user?.email || user.emailVerified !== false || QUIET_PATHS.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <EmailReminder key={`${user.id}:${user.email}`} user={user} />
    </Suspense>
  );
}
