import type { User } from '@gems/contracts';
import { createContext, useContext } from 'react';
import type { SignupPreview } from './signup-dialog';

/** What a guest was doing when the "Save your gem!" prompt opened, and what to redo after signing up. */
export interface SignupRequest {
  preview?: SignupPreview | null;
  /** Runs once the account exists and the session is set (spec 01 §2: "after signup the save is retried"). */
  onComplete?: (user: User) => void;
}

export type AskToSignUp = (request: SignupRequest) => void;

export const SignupPromptContext = createContext<AskToSignUp | null>(null);

/**
 * Opens the guest signup dialog (spec 01 §6: a guest who saves gets it). Null outside the app's
 * layout (a component rendered alone in a test), where callers keep their own fallback.
 */
export const useSignupPrompt = (): AskToSignUp | null => useContext(SignupPromptContext);
