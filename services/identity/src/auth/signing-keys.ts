import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { PrismaClient } from '../db/prisma.js';

export const SIGNING_ALG = 'ES256';

export interface KeyRing {
  kid: string;
  privateKey: CryptoKey;
  /** Public keys of every stored key, served as the JWKS. */
  jwks: { keys: JWK[] };
}

/**
 * Loads the signing keys from the database, creating the first one on a fresh install, so every
 * identity replica and every restart signs and verifies with the same keys.
 */
export async function loadKeyRing(prisma: PrismaClient): Promise<KeyRing> {
  let rows = await prisma.signingKey.findMany({ orderBy: { createdAt: 'desc' } });
  if (rows.length === 0) {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const kid = randomUUID();
    await prisma.signingKey.createMany({
      data: [
        {
          kid,
          algorithm: SIGNING_ALG,
          privateJwk: { ...(await exportJWK(privateKey)) },
          publicJwk: { ...(await exportJWK(publicKey)) },
        },
      ],
      skipDuplicates: true,
    });
    rows = await prisma.signingKey.findMany({ orderBy: { createdAt: 'desc' } });
  }
  const newest = rows[0]!;
  return {
    kid: newest.kid,
    privateKey: (await importJWK(newest.privateJwk as JWK, newest.algorithm)) as CryptoKey,
    jwks: {
      keys: rows.map((row) => ({ ...(row.publicJwk as JWK), kid: row.kid, alg: row.algorithm, use: 'sig' })),
    },
  };
}
