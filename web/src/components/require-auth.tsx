import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { PageSpinner } from './page-spinner';

/** Spec 01 §2: pages that need a session send visitors to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isCheckingSession } = useAuth();
  if (isCheckingSession) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return children;
}
