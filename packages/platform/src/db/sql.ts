import type { Pool } from 'pg';

/**
 * The part of a transaction the platform needs to append to the outbox or mark an event processed
 * inside the caller's own transaction. Prisma's interactive-transaction client satisfies it, and
 * `pgExecutor(client)` adapts a pg client.
 */
export interface SqlExecutor {
  $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number>;
}

export function pgExecutor(client: Pick<Pool, 'query'>): SqlExecutor {
  return {
    async $executeRawUnsafe(sql: string, ...values: unknown[]) {
      const result = await client.query(sql, values);
      return result.rowCount ?? 0;
    },
  };
}

/** Double-quotes an identifier such as a schema name; schema names come from code, never from users. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}
