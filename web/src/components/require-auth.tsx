import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { PageSpinner } from './page-spinner';

/**
 * Spec 01 §2: pages that need a session send visitors to /login. Someone who was signed in here
 * and signs out (or whose session ends) goes home instead: "after logout the user goes to /", and
 * this guard must not race the sign-out's own navigation to / and win.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isCheckingSession } = useAuth();
  const wasSignedIn = useRef(false);
  if (isCheckingSession) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated) return <Navigate to={wasSignedIn.current ? '/' : '/login'} replace />;
  wasSignedIn.current = true;
  return children;
}
