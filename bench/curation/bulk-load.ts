// Bulk loads the way a restore does: a table's secondary indexes are dropped, the rows written,
// then the indexes built again in one pass each. Keeping three GIN indexes (full text, trigram,
// categories) current row by row made seeding 1M gems take ~20 minutes; building them afterwards
// is one sort per index.
import type pg from 'pg';

/**
 * Runs `load` with `table`'s indexes other than its primary key and unique constraints dropped,
 * and recreates them (from their own definitions) afterwards, whatever `load` did.
 */
export async function withSecondaryIndexesDropped<T>(
  pool: pg.Pool,
  schema: string,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = $1 AND t.relname = $2 AND NOT x.indisprimary AND NOT x.indisunique`,
    [schema, table],
  );
  for (const { name } of rows) await pool.query(`DROP INDEX "${schema}"."${name}"`);
  try {
    return await load();
  } finally {
    const client = await pool.connect();
    try {
      // Room to sort in memory, and Postgres's parallel index build where it has one (B-tree).
      await client.query(`SET maintenance_work_mem = '512MB'`);
      await client.query(`SET max_parallel_maintenance_workers = 2`);
      for (const { definition } of rows) await client.query(definition);
    } finally {
      client.release();
    }
  }
}
