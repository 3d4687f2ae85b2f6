import { createHash } from 'node:crypto';

/**
 * A one-way hash of the address a sign-up came from, for rewards' same-address referral check:
 * the client address the gateway worked out (its trusted header, which it always overwrites, so
 * a client cannot choose it), else the socket. Loopback and private addresses say nothing about
 * the person (a local run, a load balancer): null. The same function lives in services/rewards
 * (src/referrals/client-address.ts), so the hashes compare.
 */
export function signupAddress(gatewayAddress: string, socketIp: string): string | null {
  const ip = (gatewayAddress.trim() || socketIp).replace(/^::ffff:/, '');
  if (
    !ip ||
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|f[cd]|fe80|unknown$)/i.test(ip)
  )
    return null;
  return createHash('sha256').update(`gems-address:${ip}`).digest('hex').slice(0, 32);
}
