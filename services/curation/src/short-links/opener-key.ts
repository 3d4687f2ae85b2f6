import { createHash } from 'node:crypto';

/**
 * Who opened a short link, for "once per distinct opener": a signed-in user by id, anyone else by
 * a one-way hash of the client address the gateway worked out (never the raw address). null when
 * neither is known.
 */
export function openerKey(userId: number | undefined, clientAddress: string): string | null {
  if (userId !== undefined) return `u:${userId}`;
  const ip = clientAddress.trim();
  if (!ip) return null;
  return `a:${createHash('sha256').update(`gems-opener:${ip}`).digest('hex').slice(0, 32)}`;
}
