import type { IncomingMessage } from 'node:http';
import type { SessionClaims } from './session-claims.js';

/**
 * The caller as the gateway established it, for a service running in the gateway's own process
 * (the all-in-one start). A symbol on the request object, never a header: nothing that arrives
 * over the network can set it, so a service that finds it may skip its second token check and
 * deny-list round trip — the gateway did both for this very request a moment before.
 */
const CHECKED = Symbol('gems.checkedCaller');

type Checked = IncomingMessage & { [CHECKED]?: SessionClaims | null };

/** Records the gateway's verdict: the verified claims, or null for a caller without a valid session. */
export function markCheckedCaller(req: IncomingMessage, claims: SessionClaims | undefined): void {
  (req as Checked)[CHECKED] = claims ?? null;
}

/** The gateway's verdict when it checked this request in this process; undefined otherwise. */
export function checkedCaller(req: IncomingMessage): SessionClaims | null | undefined {
  return (req as Checked)[CHECKED];
}
