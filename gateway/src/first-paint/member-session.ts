import type { IncomingMessage } from 'node:http';
import type { TokenVerifier } from '@gems/platform/auth/token-verifier';
import { tokenOf } from '../authenticate.js';
import type { MemberSession } from './first-paint.js';

/**
 * The verified session of a navigation with a session cookie (signature, expiry and revocation,
 * as the API's calls are checked), for drawing that member's page; null when there is none, it
 * is not valid, or its revocation cannot be checked now (the app then starts as before).
 */
export function memberSession(verifier: TokenVerifier) {
  return async (req: IncomingMessage): Promise<MemberSession | null> => {
    const token = tokenOf(req);
    if (!token) return null;
    try {
      const claims = await verifier.verify(token);
      return claims ? { token, userId: claims.userId } : null;
    } catch {
      return null;
    }
  };
}
