import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import type { PrismaPgOptions } from '@gems/platform/service/service-infra';
import { PrismaClient, type Prisma } from './generated/client.js';

export type { PrismaClient };
export type Tx = Prisma.TransactionClient;

/** Prisma 7 over the service's pg pool; every generated query is qualified with the service schema. */
export function createPrisma(pool: pg.Pool, schema: string, options?: PrismaPgOptions): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema, ...options }) });
}
