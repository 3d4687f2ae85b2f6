import { context, propagation } from '@opentelemetry/api';
import { EVENTS, type Envelope, type EventData, type EventType } from '@gems/contracts';
import { newEventId } from './event-id.js';

/**
 * Builds the envelope of a new event: validates `data` against the event's current schema (a bad
 * payload or an unknown type is a programming error, so it throws) and captures the active trace
 * context, which travels with the event to its consumers.
 */
export function createEnvelope<T extends EventType>(
  type: T,
  data: EventData<T>,
  options: { producer: string },
): Envelope<EventData<T>> {
  if (!Object.hasOwn(EVENTS, type))
    throw new Error(`Unknown event type "${type}": add it to EVENTS in @gems/contracts`);
  const event = EVENTS[type];
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return {
    id: newEventId(),
    type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    producer: options.producer,
    ...(carrier.traceparent ? { traceparent: carrier.traceparent } : {}),
    data: event.schema.parse(data) as EventData<T>,
  };
}
