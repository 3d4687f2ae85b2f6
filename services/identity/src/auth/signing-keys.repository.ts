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

  /** Stores a key unless one with its kid exists (replicas starting together race here). */
  async add(key: StoredSigningKey): Promise<void> {
    await this.prisma.signingKey.createMany({
      data: [{ ...key, privateJwk: { ...key.privateJwk }, publicJwk: { ...key.publicJwk } }],
      skipDuplicates: true,
    });
  }
}
