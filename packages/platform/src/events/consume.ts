import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { zEnvelope, type Envelope } from '@gems/contracts';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import type { Logger } from '../logger.js';
import type { Delivery, EventBus, Subscription } from './event-bus.port.js';
import { retryBackoffMs, type BackoffOptions } from './retry-backoff.js';

export interface ConsumeOptions {
  /** Durable consumer name, unique per service and purpose, e.g. `rewards-gem-liked`. */
  durable: string;
  subjects: string[];
  logger: Logger;
  /**
   * Applies the event. Commit its effect in one transaction together with
   * `markProcessed(tx, schema, durable, envelope.id)` and skip the effect when that returns false:
   * a message can arrive more than once. Throw to have it redelivered later.
   */
  handle: (envelope: Envelope, delivery: Delivery) => Promise<void>;
  ackWaitMs?: number;
  maxDeliver?: number;
  /** Redelivery delay after a failure: 1 s, 2 s, 4 s … up to 60 s by default. */
  backoff?: BackoffOptions;
  /**
   * Why an envelope cannot be applied (its payload fails its contract): such an event is parked,
   * logged with its id and terminated, never retried. Undefined accepts it.
   */
  accept?: (envelope: Envelope) => string | undefined;
}

export interface ConsumeBatchOptions extends Omit<ConsumeOptions, 'handle'> {
  /**
   * Applies the events, oldest first, together: e.g. one statement that marks each processed and
   * skips those already marked. Throw to have them retried one by one (so a bad event does not
   * hold back its neighbours).
   */
  handle: (envelopes: Envelope[]) => Promise<void>;
  /** Most events per call. Default 64. */
  maxBatch?: number;
}

const tracer = trace.getTracer('@gems/platform/events');

/**
 * The idempotent-consumer helper: validates the envelope (a malformed one is a poison message:
 * terminated and logged), runs the handler in a consumer span that continues the producer's trace,
 * acks only after the handler resolved (its transaction committed), and on failure naks with
 * exponential backoff.
 */
export function consume(bus: EventBus, options: ConsumeOptions): Promise<Subscription> {
  return bus.subscribe({
    durable: options.durable,
    subjects: options.subjects,
    ackWaitMs: options.ackWaitMs,
    maxDeliver: options.maxDeliver,
    handler: (delivery) => processDelivery(delivery, options),
  });
}

/**
 * consume() for a handler that takes the events already waiting together (one database round trip
 * for many, which keeps a busy durable from falling behind). Each event is acked once the batch's
 * handler resolved; when it throws, each is retried alone and nak'd with backoff if that fails too.
 */
export function consumeBatch(bus: EventBus, options: ConsumeBatchOptions): Promise<Subscription> {
  return bus.subscribeBatch({
    durable: options.durable,
    subjects: options.subjects,
    ackWaitMs: options.ackWaitMs,
    maxDeliver: options.maxDeliver,
    maxBatch: options.maxBatch ?? 64,
    handler: (deliveries) => processBatch(deliveries, options),
  });
}

async function processBatch(deliveries: Delivery[], options: ConsumeBatchOptions): Promise<void> {
  const valid: Array<{ delivery: Delivery; envelope: Envelope }> = [];
  for (const delivery of deliveries) {
    const envelope = await validEnvelope(delivery, options);
    if (envelope) valid.push({ delivery, envelope });
  }
  const alone = (one: { delivery: Delivery; envelope: Envelope }) =>
    applyOne(one.delivery, one.envelope, options, () => options.handle([one.envelope]));
  if (valid.length <= 1) {
    if (valid[0]) await alone(valid[0]);
    return;
  }
  const links = valid.flatMap(({ delivery, envelope }) => {
    const context = trace.getSpanContext(parentContext(delivery, envelope));
    return context ? [{ context }] : [];
  });
  const attributes = {
    ...spanAttributes(valid[0]!.delivery.subject, options.durable),
    'messaging.batch.message_count': valid.length,
  };
  const applied = await tracer.startActiveSpan(
    `${valid[0]!.delivery.subject} process`,
    { kind: SpanKind.CONSUMER, attributes, links },
    ROOT_CONTEXT,
    async (span) => {
      try {
        await options.handle(valid.map((v) => v.envelope));
        return true;
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        return false;
      } finally {
        span.end();
      }
    },
  );
  if (applied) await Promise.all(valid.map((v) => v.delivery.ack()));
  else for (const one of valid) await alone(one); // the one that fails is logged and nak'd
}

async function processDelivery(delivery: Delivery, options: ConsumeOptions): Promise<void> {
  const envelope = await validEnvelope(delivery, options);
  if (envelope) await applyOne(delivery, envelope, options, () => options.handle(envelope, delivery));
}

/** The envelope, or undefined once a malformed one is terminated (a poison message). */
async function validEnvelope(
  delivery: Delivery,
  { logger, durable, accept }: Pick<ConsumeOptions, 'logger' | 'durable' | 'accept'>,
): Promise<Envelope | undefined> {
  const parsed = zEnvelope.safeParse(delivery.envelope);
  if (!parsed.success) {
    logger.error(
      { durable, subject: delivery.subject, issues: parsed.error.issues },
      'malformed event envelope; terminated',
    );
    await delivery.term();
    return undefined;
  }
  const problem = accept?.(parsed.data);
  if (problem === undefined) return parsed.data;
  // JetStream keeps a terminated message in the stream (and announces it as an advisory), so a
  // parked event can be inspected and replayed once its consumer or producer is fixed.
  logger.error(
    { durable, subject: delivery.subject, eventId: parsed.data.id, problem },
    'event payload fails its contract; parked',
  );
  await delivery.term();
  return undefined;
}

function parentContext(delivery: Delivery, envelope: Envelope) {
  const carrier: Record<string, string> = { ...delivery.headers };
  if (!carrier.traceparent && envelope.traceparent) carrier.traceparent = envelope.traceparent;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

const spanAttributes = (subject: string, durable: string) => ({
  'messaging.system': 'nats',
  'messaging.operation.type': 'process',
  'messaging.destination.name': subject,
  'messaging.consumer.group.name': durable,
});

/** Runs `apply` in a consumer span continuing the producer's trace; acks, or naks with backoff. */
async function applyOne(
  delivery: Delivery,
  envelope: Envelope,
  options: Pick<ConsumeOptions, 'durable' | 'logger' | 'backoff'>,
  apply: () => Promise<void>,
): Promise<void> {
  const { logger, durable } = options;
  const attributes = {
    ...spanAttributes(delivery.subject, durable),
    'messaging.message.id': envelope.id,
  };
  await tracer.startActiveSpan(
    `${delivery.subject} process`,
    { kind: SpanKind.CONSUMER, attributes },
    parentContext(delivery, envelope),
    async (span) => {
      for (let holds = 1; ; holds++) {
        try {
          await apply();
          break;
        } catch (error) {
          // The database away is no fault of the event: hold it (a redelivery would count toward
          // maxDeliver, and an outage of a few minutes would drop it) and try again.
          if (isDatabaseUnavailable(error) && delivery.hold) {
            const delayMs = retryBackoffMs(holds, options.backoff);
            logger[holds === 1 ? 'warn' : 'debug'](
              { err: error, durable, subject: delivery.subject, eventId: envelope.id, holds, delayMs },
              'database unavailable; event held for a retry that does not count as a delivery',
            );
            if (await delivery.hold(delayMs)) continue;
          }
          await failed(error);
          return;
        }
      }
      span.end();
      await delivery.ack();
      async function failed(error: unknown) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        const delayMs = retryBackoffMs(delivery.attempt, options.backoff);
        logger.warn(
          {
            err: error,
            durable,
            subject: delivery.subject,
            eventId: envelope.id,
            attempt: delivery.attempt,
            delayMs,
          },
          'event handler failed; redelivery scheduled',
        );
        await delivery.nak(delayMs);
      }
    },
  );
}
