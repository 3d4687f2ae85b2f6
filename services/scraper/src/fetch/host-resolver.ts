import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Port for name resolution, so tests can make a name resolve to any address. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Every address the system resolver gives (A and AAAA), in its order. */
export const systemResolver: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};
