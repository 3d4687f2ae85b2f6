import { EVENTS, type Envelope, type EventType } from '@gems/contracts';
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
 * Writes events to the outbox inside the caller's transaction, so they commit (or roll back) with
 * the state change: one statement for one or many. Each envelope is checked against its contract
 * first (an unknown type or a bad payload is a programming error and throws). created_at is the
 * clock at insert, in the given order (now() would give them all the transaction's start time).
 */
export async function writeToOutbox(
  tx: SqlExecutor,
  schema: string,
  envelopes: Envelope | readonly Envelope[],
): Promise<void> {
  const list = Array.isArray(envelopes) ? envelopes : [envelopes as Envelope];
  if (list.length === 0) return;
  await tx.$executeRawUnsafe(outboxInsertSql(schema, '$1'), outboxRows(list));
}

/**
 * The outbox rows of these envelopes, checked against their contracts, as the JSON text of one
 * `jsonb` parameter for outboxInsertSql.
 */
export function outboxRows(envelopes: readonly Envelope[]): string {
  return JSON.stringify(
    envelopes.map((envelope) => {
      checkAgainstContract(envelope);
      return {
        id: envelope.id,
        subject: envelope.type,
        envelope,
        headers: envelope.traceparent ? { traceparent: envelope.traceparent } : {},
      };
    }),
  );
}

/**
 * The INSERT that writes the rows of `rowsParam` (a jsonb parameter holding outboxRows) to the
 * outbox, for a caller that writes its state change and its events in one statement (as a CTE).
 * `condition` may refer to the caller's other CTEs: the events are written only when it holds.
 */
export function outboxInsertSql(schema: string, rowsParam: string, condition = 'true'): string {
  return `INSERT INTO ${ident(schema)}.outbox_events (id, subject, envelope, headers, created_at)
    SELECT (e.v->>'id')::uuid, e.v->>'subject', e.v->'envelope', e.v->'headers', clock_timestamp()
      FROM jsonb_array_elements(${rowsParam}::jsonb) WITH ORDINALITY AS e(v, n)
     WHERE ${condition}
     ORDER BY e.n`;
}

function checkAgainstContract(envelope: Envelope): void {
  if (!Object.hasOwn(EVENTS, envelope.type))
    throw new Error(`Unknown event type "${envelope.type}": add it to EVENTS in @gems/contracts`);
  const parsed = EVENTS[envelope.type as EventType].schema.safeParse(envelope.data);
  if (!parsed.success)
    throw new Error(
      `Event ${envelope.type} ${envelope.id} does not match its contract: ${parsed.error.message}`,
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
