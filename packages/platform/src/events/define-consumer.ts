import type { EventData, EventType } from '@gems/contracts';
import type { Emit } from '../db/unit-of-work.js';

/** An event as a handler sees it: the envelope with `data` parsed by its contract schema. */
export interface ConsumedEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  producer: string;
  /** The W3C trace context the producer was in, when it had one. */
  traceparent?: string;
  data: EventData<T>;
}

/** One of several subjects' events, narrowed by `type` in a switch. */
export type ConsumedEventOf<S extends EventType> = { [T in S]: ConsumedEvent<T> }[S];

/** What a handler can do beside its statements: emit events and schedule work for after commit. */
export interface HandlerContext {
  /** Writes an event to the outbox in the handler's transaction. */
  emit: Emit;
  /** Runs once the transaction committed (deleting files, dropping caches); failures are logged. */
  afterCommit(work: () => Promise<void>): void;
}

export type EventHandler<T extends EventType, Tx> = (
  event: ConsumedEvent<T>,
  tx: Tx,
  context: HandlerContext,
) => Promise<void>;

export type EventHandlers<Tx> = { [T in EventType]?: EventHandler<T, Tx> };

interface DefinitionBase {
  /** Durable consumer name, unique per service and purpose: `<service>-<purpose>`. */
  durable: string;
  subjects: EventType[];
  /**
   * One durable per subject, named `<durable>-<aggregate>-<verb>`: a NATS consumer filters on
   * one pattern, and subjects with no narrow common prefix would otherwise fetch (and skip) the
   * whole stream.
   */
  durablePerSubject: boolean;
  /** Most events applied in one transaction; 1 applies each alone. */
  maxBatch: number;
}

/** A consumer as the runtime starts it; built by defineConsumer or defineBatchConsumer. */
export type ConsumerDefinition<Tx> = DefinitionBase &
  (
    | { kind: 'each'; handlers: EventHandlers<Tx> }
    | {
        kind: 'batch';
        handle: (events: ConsumedEvent[], tx: Tx, context: HandlerContext) => Promise<void>;
      }
  );

/**
 * Declares a consumer by its handlers: the subjects are the handlers' keys, each payload is parsed
 * with its contract schema before the handler sees it (one that fails is parked: logged with the
 * event id and terminated, never retried), and the handler runs in a transaction that also marks
 * the event processed, so a redelivery changes nothing.
 *
 * `batch: true` applies the events already waiting in one transaction, each still by its handler
 * and marked processed (a batch that fails is retried one event at a time).
 */
export function defineConsumer<Tx>(spec: {
  durable: string;
  handlers: EventHandlers<Tx>;
  batch?: boolean | { maxBatch: number };
  durablePerSubject?: boolean;
}): ConsumerDefinition<Tx> {
  const subjects = Object.keys(spec.handlers) as EventType[];
  if (subjects.length === 0) throw new Error(`Consumer ${spec.durable} handles no event`);
  return {
    kind: 'each',
    durable: spec.durable,
    subjects,
    handlers: spec.handlers,
    durablePerSubject: spec.durablePerSubject ?? false,
    maxBatch: maxBatchOf(spec.batch),
  };
}

/**
 * Declares a consumer that applies the waiting events of its subjects together, in one call (one
 * statement for many rows). It receives only the events not processed before, parsed and oldest
 * first; the marks commit in the same transaction.
 */
export function defineBatchConsumer<Tx, const S extends EventType>(spec: {
  durable: string;
  subjects: readonly S[];
  handle: (events: ConsumedEventOf<S>[], tx: Tx, context: HandlerContext) => Promise<void>;
  maxBatch?: number;
  durablePerSubject?: boolean;
}): ConsumerDefinition<Tx> {
  return {
    kind: 'batch',
    durable: spec.durable,
    subjects: [...spec.subjects],
    handle: spec.handle as (events: ConsumedEvent[], tx: Tx, context: HandlerContext) => Promise<void>,
    durablePerSubject: spec.durablePerSubject ?? false,
    maxBatch: spec.maxBatch ?? 64,
  };
}

function maxBatchOf(batch: boolean | { maxBatch: number } | undefined): number {
  if (!batch) return 1;
  return batch === true ? 64 : batch.maxBatch;
}
