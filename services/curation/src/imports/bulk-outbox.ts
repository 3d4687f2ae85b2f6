import type { Envelope } from '@gems/contracts';
import type { Emit } from '@gems/platform/db/unit-of-work';
import { createEnvelope } from '@gems/platform/events';
import { ident, type SqlExecutor } from '@gems/platform/db/sql';

/**
 * The transactional outbox for a batch of many events: the same rows `appendToOutbox` writes
 * (same envelope, headers, clock_timestamp() in order), but one INSERT for the whole batch
 * instead of one round trip per event — an import batch emits hundreds of gem.created at once.
 */
export class BulkOutbox {
  constructor(
    private readonly schema: string,
    /** Nudges the relay after the batch commits, as the unit of work does. */
    readonly kick: () => void,
  ) {}

  /** An `emit` that only collects; `append` writes what it collected. */
  collector(): { emit: Emit; envelopes: Envelope[] } {
    const envelopes: Envelope[] = [];
    const emit: Emit = (type, data) => {
      envelopes.push(createEnvelope(type, data, { producer: 'curation' }));
    };
    return { emit, envelopes };
  }

  async append(tx: SqlExecutor, envelopes: Envelope[]): Promise<void> {
    if (!envelopes.length) return;
    const rows = envelopes.map((e) => ({
      id: e.id,
      subject: e.type,
      envelope: e,
      headers: e.traceparent ? { traceparent: e.traceparent } : {},
    }));
    await tx.$executeRawUnsafe(
      `INSERT INTO ${ident(this.schema)}.outbox_events (id, subject, envelope, headers, created_at)
       SELECT (e.v->>'id')::uuid, e.v->>'subject', e.v->'envelope', e.v->'headers', clock_timestamp()
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(v, n)
        ORDER BY e.n`,
      JSON.stringify(rows),
    );
  }
}
