import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { zEnvelope, type Envelope } from '@gems/contracts';
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

async function processDelivery(delivery: Delivery, options: ConsumeOptions): Promise<void> {
  const { logger, durable } = options;
  const parsed = zEnvelope.safeParse(delivery.envelope);
  if (!parsed.success) {
    logger.error(
      { durable, subject: delivery.subject, issues: parsed.error.issues },
      'malformed event envelope; terminated',
    );
    await delivery.term();
    return;
  }
  const envelope: Envelope = parsed.data;
  const carrier: Record<string, string> = { ...delivery.headers };
  if (!carrier.traceparent && envelope.traceparent) carrier.traceparent = envelope.traceparent;
  const parent = propagation.extract(ROOT_CONTEXT, carrier);
  const attributes = {
    'messaging.system': 'nats',
    'messaging.operation.type': 'process',
    'messaging.destination.name': delivery.subject,
    'messaging.message.id': envelope.id,
    'messaging.consumer.group.name': durable,
  };
  await tracer.startActiveSpan(
    `${delivery.subject} process`,
    { kind: SpanKind.CONSUMER, attributes },
    parent,
    async (span) => {
      try {
        await options.handle(envelope, delivery);
      } catch (error) {
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
        return;
      }
      span.end();
      await delivery.ack();
    },
  );
}
