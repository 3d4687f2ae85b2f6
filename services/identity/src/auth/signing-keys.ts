import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { SigningKeysRepository } from './signing-keys.repository.js';

export const SIGNING_ALG = 'ES256';

export interface KeyRing {
  kid: string;
  privateKey: CryptoKey;
  /** Public keys of every stored key, served as the JWKS. */
  jwks: { keys: JWK[] };
}

/**
 * Loads the signing keys from the database, creating the first one on a fresh install (once, even
 * when replicas start together), so every identity replica and every restart signs and verifies
 * with the same keys.
 */
export async function loadKeyRing(keys: SigningKeysRepository): Promise<KeyRing> {
  let rows = await keys.all();
  if (rows.length === 0) {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    await keys.addFirst({
      kid: randomUUID(),
      algorithm: SIGNING_ALG,
      privateJwk: await exportJWK(privateKey),
      publicJwk: await exportJWK(publicKey),
    });
    rows = await keys.all();
  }
  const newest = rows[0]!;
  return {
    kid: newest.kid,
    privateKey: (await importJWK(newest.privateJwk, newest.algorithm)) as CryptoKey,
    jwks: {
      keys: rows.map((row) => ({ ...row.publicJwk, kid: row.kid, alg: row.algorithm, use: 'sig' })),
    },
  };
}
