import type { JWK } from 'jose';
import type { PrismaClient } from '../db/prisma.js';

/** A stored signing key pair as the key ring reads it. */
export interface StoredSigningKey {
  kid: string;
  algorithm: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export class SigningKeysRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Every stored key, newest first. */
  async all(): Promise<StoredSigningKey[]> {
    const rows = await this.prisma.signingKey.findMany({ orderBy: { createdAt: 'desc' } });
    return rows.map((row) => ({
      kid: row.kid,
      algorithm: row.algorithm,
      privateJwk: row.privateJwk as JWK,
      publicJwk: row.publicJwk as JWK,
    }));
  }

  /**
   * Stores `key` as the first key, unless a key exists by then. Replicas starting together on an
   * empty database race here: each would store a key of its own (kids are random) and serve a key
   * ring the other's sessions do not verify against. The check and the insert run under one
   * transaction-scoped advisory lock, so the first replica's key is the only one.
   */
  async addFirst(key: StoredSigningKey): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('gems.identity.signing-keys'))`);
      if ((await tx.signingKey.count()) > 0) return;
      await tx.signingKey.create({
        data: { ...key, privateJwk: { ...key.privateJwk }, publicJwk: { ...key.publicJwk } },
      });
    });
  }
}
