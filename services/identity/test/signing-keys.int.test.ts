import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { runMigrations } from '@gems/platform/db/migrate';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { loadKeyRing } from '../src/auth/signing-keys.js';
import { SigningKeysRepository } from '../src/auth/signing-keys.repository.js';
import { createPrisma } from '../src/db/prisma.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));
const schemas: string[] = [];
const pools: pg.Pool[] = [];

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await dropSchemas(await testDatabaseUrl(), schemas);
  await stopTestDatabase();
});

it('gives replicas starting together on an empty database one signing key', async () => {
  const url = await testDatabaseUrl();
  // Several fresh installs: the race (both read no key, both store one) is not lost every time.
  for (let round = 0; round < 5; round++) {
    const schema = uniqueSchema('signing_keys');
    schemas.push(schema);
    const replicas = [0, 1].map(() => {
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      pools.push(pool);
      return { pool, keys: new SigningKeysRepository(createPrisma(pool, schema)) };
    });
    await runMigrations(replicas[0]!.pool, { schema, dir: MIGRATIONS_DIR });
    const rings = await Promise.all(replicas.map((r) => loadKeyRing(r.keys)));
    const stored = await replicas[0]!.keys.all();
    expect(stored).toHaveLength(1);
    for (const ring of rings) {
      expect(ring.kid).toBe(stored[0]!.kid);
      expect(ring.jwks.keys.map((k) => k.kid)).toEqual([stored[0]!.kid]);
    }
  }
});
