import { EVENTS, type Envelope, type EventType } from '@gems/contracts';
import type { Emit } from '../db/unit-of-work.js';
import { ident, type SqlExecutor } from '../db/sql.js';
import type { Logger } from '../logger.js';
import { consume, consumeBatch } from './consume.js';
import type { ConsumedEvent, ConsumerDefinition, HandlerContext } from './define-consumer.js';
import type { EventBus, Subscription } from './event-bus.port.js';
import { markProcessed } from './outbox.js';

/** A transaction that can also read rows back (Prisma's transaction client is one). */
export interface SqlQueryExecutor extends SqlExecutor {
  $queryRawUnsafe<T = unknown>(sql: string, ...values: unknown[]): Promise<T>;
}

/** What a service gives its consumers: the bus, its schema (processed marks) and its unit of work. */
export interface ConsumerRuntime<Tx extends SqlQueryExecutor> {
  bus: EventBus;
  logger: Logger;
  schema: string;
  inTransaction: <R>(work: (tx: Tx, emit: Emit) => Promise<R>) => Promise<R>;
}

/** Subscribes every consumer (one durable, or one per subject), after the service's migrations ran. */
export async function startConsumers<Tx extends SqlQueryExecutor>(
  definitions: ConsumerDefinition<Tx>[],
  runtime: ConsumerRuntime<Tx>,
): Promise<Subscription[]> {
  const subscriptions: Subscription[] = [];
  for (const definition of definitions) {
    const durables = definition.durablePerSubject
      ? definition.subjects.map((subject) => ({
          durable: `${definition.durable}-${subject.replace('.', '-')}`,
          subjects: [subject],
        }))
      : [{ durable: definition.durable, subjects: definition.subjects }];
    for (const { durable, subjects } of durables) {
      const common = { durable, subjects, logger: runtime.logger, accept: payloadProblem };
      subscriptions.push(
        definition.maxBatch > 1
          ? await consumeBatch(runtime.bus, {
              ...common,
              maxBatch: definition.maxBatch,
              handle: (envelopes) => applyEvents(definition, runtime, envelopes),
            })
          : await consume(runtime.bus, {
              ...common,
              handle: (envelope) => applyEvents(definition, runtime, [envelope]),
            }),
      );
    }
  }
  return subscriptions;
}

/**
 * Applies delivered envelopes as the consumer's subscription does: parses each payload, marks the
 * new ones processed and runs the handlers in one transaction, then the after-commit work. Tests
 * use it to replay a delivery.
 */
export async function applyEvents<Tx extends SqlQueryExecutor>(
  definition: ConsumerDefinition<Tx>,
  runtime: ConsumerRuntime<Tx>,
  envelopes: Envelope[],
): Promise<void> {
  const events = uniqueById(envelopes.filter((e) => definition.subjects.includes(e.type as EventType))).map(
    toConsumedEvent,
  );
  if (events.length === 0) return;
  const afterCommit: (() => Promise<void>)[] = [];
  await runtime.inTransaction(async (tx, emit) => {
    const fresh = await markNewProcessed(tx, runtime.schema, definition.durable, events);
    const context: HandlerContext = { emit, afterCommit: (work) => afterCommit.push(work) };
    if (definition.kind === 'batch') {
      if (fresh.length > 0) await definition.handle(fresh, tx, context);
      return;
    }
    for (const event of fresh) {
      const handler = definition.handlers[event.type] as
        ((event: ConsumedEvent, tx: Tx, context: HandlerContext) => Promise<void>) | undefined;
      await handler?.(event, tx, context);
    }
  });
  for (const work of afterCommit) {
    await work().catch((err: unknown) =>
      runtime.logger.warn({ err, durable: definition.durable }, 'after-commit work of an event failed'),
    );
  }
}

/** Why an envelope's payload cannot be applied (it is then parked), or undefined when it can. */
export function payloadProblem(envelope: Envelope): string | undefined {
  if (!Object.hasOwn(EVENTS, envelope.type)) return `unknown event type ${envelope.type}`;
  const parsed = EVENTS[envelope.type as EventType].schema.safeParse(envelope.data);
  if (parsed.success) return undefined;
  return parsed.error.issues.map((i) => `${i.path.join('.') || 'data'}: ${i.message}`).join('; ');
}

function toConsumedEvent(envelope: Envelope): ConsumedEvent {
  const type = envelope.type as EventType;
  return {
    id: envelope.id,
    type,
    version: envelope.version,
    occurredAt: envelope.occurredAt,
    producer: envelope.producer,
    ...(envelope.traceparent ? { traceparent: envelope.traceparent } : {}),
    data: EVENTS[type].schema.parse(envelope.data),
  } as ConsumedEvent;
}

function uniqueById(envelopes: Envelope[]): Envelope[] {
  const seen = new Set<string>();
  return envelopes.filter((e) => !seen.has(e.id) && seen.add(e.id));
}

/** Marks the events processed for this consumer; returns those not marked before, in order. */
async function markNewProcessed<E extends { id: string }>(
  tx: SqlQueryExecutor,
  schema: string,
  consumer: string,
  events: E[],
): Promise<E[]> {
  if (events.length === 1) return (await markProcessed(tx, schema, consumer, events[0]!.id)) ? events : [];
  const rows = await tx.$queryRawUnsafe<{ event_id: string }[]>(
    `INSERT INTO ${ident(schema)}.processed_events (consumer, event_id)
     SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING event_id`,
    consumer,
    events.map((e) => e.id),
  );
  const fresh = new Set(rows.map((r) => r.event_id));
  return events.filter((e) => fresh.has(e.id));
}
