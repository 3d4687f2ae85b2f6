import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../feedback/use-toast';
import { onSessionEnded } from './session-end';

/** Sends the user to /login, once, when the session they had ends (auth/session-end.ts). */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(
    () =>
      onSessionEnded(() => {
        navigate('/login', { replace: true });
        toast.info('Signed out', 'Your session has ended. Please sign in again.');
      }),
    [navigate, toast],
  );
  return null;
}
