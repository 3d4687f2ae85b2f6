import { createHash } from 'node:crypto';

/**
 * A one-way hash of the address a request came from: the client address the gateway worked out
 * (its trusted header, always overwritten), else the socket. Loopback and private addresses say
 * nothing about the person (a local run, a load balancer): null. Same function as identity's
 * signup-address.ts, so the hashes compare.
 */
export function clientAddress(gatewayAddress: string, socketIp: string): string | null {
  const ip = (gatewayAddress.trim() || socketIp).replace(/^::ffff:/, '');
  if (
    !ip ||
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|f[cd]|fe80|unknown$)/i.test(ip)
  )
    return null;
  return createHash('sha256').update(`gems-address:${ip}`).digest('hex').slice(0, 32);
}
