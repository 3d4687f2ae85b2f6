import type { EventData, EventType } from '@gems/contracts';
import { createEnvelope } from '../events/envelope.js';
import { writeToOutbox } from '../events/outbox.js';
import type { SqlExecutor } from './sql.js';

export type Emit = <T extends EventType>(type: T, data: EventData<T>) => void;

/**
 * Runs a state change and the events it causes in one database transaction (transactional
 * outbox), then nudges the relay so the events leave at once instead of at the next poll.
 */
export function createUnitOfWork<Tx extends SqlExecutor>(options: {
  transaction: <R>(fn: (tx: Tx) => Promise<R>) => Promise<R>;
  schema: string;
  producer: string;
  onCommitted: () => void;
}) {
  return async function inTransaction<R>(work: (tx: Tx, emit: Emit) => Promise<R>): Promise<R> {
    let emitted = 0;
    const result = await options.transaction(async (tx) => {
      const pending: ReturnType<typeof createEnvelope>[] = [];
      const value = await work(tx, (type, data) => {
        pending.push(createEnvelope(type, data, { producer: options.producer }));
      });
      await writeToOutbox(tx, options.schema, pending);
      emitted = pending.length;
      return value;
    });
    if (emitted > 0) options.onCommitted();
    return result;
  };
}
