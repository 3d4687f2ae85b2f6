export type {
  BatchSubscribeOptions,
  Delivery,
  EventBus,
  OutgoingMessage,
  PublishBatchResult,
  SubscribeOptions,
  Subscription,
} from './event-bus.port.js';
export { createEventBus, type CreateEventBusOptions } from './create-event-bus.js';
// The NATS adapter is loaded by createEventBus only when NATS_URL is set (embedded mode never loads it).
export type { NatsEventBusOptions } from './nats-event-bus.adapter.js';
export { EmbeddedEventBus, type EmbeddedEventBusOptions } from './embedded-event-bus.adapter.js';
export { createEnvelope } from './envelope.js';
export { markProcessed, OUTBOX_TABLES_SQL, outboxInsertSql, outboxRows, writeToOutbox } from './outbox.js';
export {
  defineBatchConsumer,
  defineConsumer,
  type ConsumedEvent,
  type ConsumedEventOf,
  type ConsumerDefinition,
  type EventHandlers,
  type HandlerContext,
} from './define-consumer.js';
export { applyEvents, startConsumers, type ConsumerRuntime, type SqlQueryExecutor } from './run-consumers.js';
export { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';
export { consume, consumeBatch, type ConsumeBatchOptions, type ConsumeOptions } from './consume.js';
export { retryBackoffMs, type BackoffOptions } from './retry-backoff.js';
export { subjectMatches } from './subject-pattern.js';
