import type { Envelope } from '@gems/contracts';
import { ident, type SqlExecutor } from '../db/sql.js';

export { createEnvelope } from './envelope.js';

/**
 * The outbox and processed-event tables every publishing or consuming service keeps in its own
 * schema. Services declare them in schema.prisma (their migrations create them); this DDL is the
 * reference those models must match, and what tests create.
 */
export const OUTBOX_TABLES_SQL = (schema: string): string => {
  const s = ident(schema);
  return `
CREATE SCHEMA IF NOT EXISTS ${s};
CREATE TABLE IF NOT EXISTS ${s}.outbox_events (
  id uuid PRIMARY KEY,
  subject text NOT NULL,
  envelope jsonb NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  attempts int NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS outbox_events_published_at_created_at_idx ON ${s}.outbox_events (published_at, created_at);
CREATE TABLE IF NOT EXISTS ${s}.processed_events (
  consumer text,
  event_id text,
  processed_at timestamptz DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
`;
};

/**
 * Adds the event to the outbox inside the caller's transaction, so it commits (or rolls back) with
 * the state change. created_at is the clock at insert, which keeps the order of events written in
 * one transaction (now() would give them all the transaction's start time).
 */
export async function appendToOutbox(
  tx: SqlExecutor,
  schema: string,
  envelope: Envelope,
  headers: Record<string, string> = envelope.traceparent ? { traceparent: envelope.traceparent } : {},
): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO ${ident(schema)}.outbox_events (id, subject, envelope, headers, created_at)
     VALUES ($1::uuid, $2, $3::jsonb, $4::jsonb, clock_timestamp())`,
    envelope.id,
    envelope.type,
    JSON.stringify(envelope),
    JSON.stringify(headers),
  );
}

/**
 * Records that `consumer` handled `eventId`, inside the transaction of the handler's effect: true
 * the first time, false for a redelivery (then the handler skips its effect and the message is acked).
 */
export async function markProcessed(
  tx: SqlExecutor,
  schema: string,
  consumer: string,
  eventId: string,
): Promise<boolean> {
  const inserted = await tx.$executeRawUnsafe(
    `INSERT INTO ${ident(schema)}.processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    consumer,
    eventId,
  );
  return inserted === 1;
}
