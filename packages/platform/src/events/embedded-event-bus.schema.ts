import type pg from 'pg';
import { ident } from '../db/sql.js';

/**
 * Tables of the embedded bus, in a schema of its own (default `eventbus`): the bus owns them, no
 * service does, so they are created here at start rather than by a service's migrations.
 * - messages: the stream; msg_id is unique, which is the de-duplication.
 * - consumers: per durable, the highest stream position handed out for the first time.
 * - pending: per durable, each delivered but not yet acked message with its attempts and the
 *   time it becomes due again (ack wait or nak delay).
 */
export function embeddedBusTablesSql(schema: string): string {
  const s = ident(schema);
  return `
CREATE SCHEMA IF NOT EXISTS ${s};
CREATE TABLE IF NOT EXISTS ${s}.messages (
  seq bigserial PRIMARY KEY,
  msg_id text NOT NULL UNIQUE,
  subject text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  envelope jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS messages_created_at_idx ON ${s}.messages (created_at);
CREATE TABLE IF NOT EXISTS ${s}.consumers (
  durable text PRIMARY KEY,
  delivered_seq bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS ${s}.pending (
  durable text NOT NULL REFERENCES ${s}.consumers (durable) ON DELETE CASCADE,
  seq bigint NOT NULL REFERENCES ${s}.messages (seq) ON DELETE CASCADE,
  attempts int NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  PRIMARY KEY (durable, seq)
);
CREATE INDEX IF NOT EXISTS pending_seq_idx ON ${s}.pending (seq);
`;
}

const created = new WeakMap<pg.Pool, Map<string, Promise<void>>>();

/** Creates the tables once per pool and schema; an advisory lock keeps concurrent starts from racing. */
export function ensureEmbeddedBusTables(pool: pg.Pool, schema: string): Promise<void> {
  let bySchema = created.get(pool);
  if (!bySchema) created.set(pool, (bySchema = new Map()));
  const schemas = bySchema;
  let pending = schemas.get(schema);
  if (!pending) {
    pending = (async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('gems.eventbus'), hashtext($1))`, [schema]);
        await client.query(embeddedBusTablesSql(schema));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    })();
    schemas.set(schema, pending);
    pending.catch(() => schemas.delete(schema));
  }
  return pending;
}
