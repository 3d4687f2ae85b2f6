// A benchmark's data lives in schemas named after its run's tag; they all go when it ends.
import type pg from 'pg';

/** Drops every schema named `<tag>_…` (the services', the bus's, their documents'). */
export async function dropTaggedSchemas(pool: pg.Pool, tag: string): Promise<void> {
  const { rows } = await pool.query<{ nspname: string }>(
    "SELECT nspname FROM pg_namespace WHERE nspname LIKE $1 || '\\_%'",
    [tag.replace(/_/g, '\\_')],
  );
  for (const { nspname } of rows) await pool.query(`DROP SCHEMA "${nspname}" CASCADE`);
}
