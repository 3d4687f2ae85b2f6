import type { Envelope } from '@gems/contracts';

/**
 * The event bus port. Production: NATS JetStream. Embedded: an in-process bus with the same
 * contract (durable, at-least-once, de-duplicated by envelope id).
 *
 * Contract every adapter keeps:
 * - publish() is idempotent by `envelope.id` (JetStream: `Nats-Msg-Id`); a second publish of the
 *   same id within the de-duplication window is dropped.
 * - publishBatch() puts the messages on the bus in their order and reports how many of them, from
 *   the first, the bus confirmed. After a failure, later ones may be on the bus too (NATS sends the
 *   batch ahead of its acks): publish them again, which the de-duplication drops.
 * - A durable consumer resumes where it left off after a restart of the process.
 * - A message is redelivered until it is acked; nak(delayMs) redelivers after the delay;
 *   term() drops it for good (poison message). A handler that neither acks nor naks within
 *   ackWaitMs is redelivered; one that throws before settling is nak()ed at once.
 * - After maxDeliver deliveries a message that is still not acked is terminated and logged.
 * - One durable runs one handler at a time, oldest message first; a message waiting for its
 *   redelivery does not hold back the ones after it.
 * - `subjects` may use NATS wildcards (`gem.*`, `user.>`).
 */
export interface EventBus {
  publish(envelope: Envelope, headers?: Record<string, string>): Promise<void>;
  /** Never rejects: a failure is reported with the confirmed prefix. */
  publishBatch(messages: OutgoingMessage[]): Promise<PublishBatchResult>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /**
   * As subscribe, but the handler takes the messages already there, oldest first, up to maxBatch
   * (the embedded bus hands over one), so it can apply them in one statement; it settles each.
   */
  subscribeBatch(options: BatchSubscribeOptions): Promise<Subscription>;
  /** Readiness probe: true when the backing service answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OutgoingMessage {
  envelope: Envelope;
  headers?: Record<string, string>;
}

export interface PublishBatchResult {
  /** How many messages, from the first, the bus confirmed. */
  published: number;
  /** Why message `published` failed; absent when every message was confirmed. */
  error?: unknown;
}

export interface SubscribeOptions {
  /** Durable consumer name, unique per service and purpose, e.g. `curation-user-deleted`. */
  durable: string;
  subjects: string[];
  handler: (delivery: Delivery) => Promise<void>;
  /** Redelivery when the handler neither acks nor naks in time. Default 30 s. */
  ackWaitMs?: number;
  /** After this many deliveries the message is terminated and logged. Default 10. */
  maxDeliver?: number;
}

export interface BatchSubscribeOptions extends Omit<SubscribeOptions, 'handler'> {
  handler: (deliveries: Delivery[]) => Promise<void>;
  maxBatch: number;
}

export interface Delivery {
  envelope: Envelope;
  subject: string;
  headers: Record<string, string>;
  /** 1 on first delivery. */
  attempt: number;
  ack(): Promise<void>;
  nak(delayMs?: number): Promise<void>;
  term(): Promise<void>;
  /**
   * Keeps the message in hand for `ms` without a redelivery (which would count toward maxDeliver):
   * for a failure that is no fault of the message, such as the database being away. Resolves
   * false at once when the consumer is draining: settle it as usual then.
   */
  hold?(ms: number): Promise<boolean>;
}

export interface Subscription {
  /** Stops taking new messages and waits for the in-flight handler to finish. */
  drain(): Promise<void>;
}
